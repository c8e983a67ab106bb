import type { SocialPlatform } from '@clientdock/shared';

// The colour schemes a creator picks for their public page (creator settings); "default" is ClientDock's own.
const SCHEMES: Record<string, [string, string]> = {
  default: ['#2563eb', '#059669'],
  ocean: ['#0ea5e9', '#1e3a8a'],
  forest: ['#22c55e', '#14532d'],
  sunset: ['#f97316', '#be123c'],
  plum: ['#a855f7', '#4c1d95'],
  graphite: ['#64748b', '#0f172a'],
};

export function schemeOf(colorTemplate: string): [string, string] {
  return SCHEMES[colorTemplate] ?? (SCHEMES.default as [string, string]);
}

export const SOCIAL_LABELS: Record<SocialPlatform, string> = {
  website: 'Website',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  dribbble: 'Dribbble',
  behance: 'Behance',
  github: 'GitHub',
  youtube: 'YouTube',
};
