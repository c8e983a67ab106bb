import {
  type CreatorProfile,
  type CreatorProfileUpdate,
  type creatorProfileUpdateSchema,
  SOCIAL_PLATFORMS,
  type SocialPlatform,
} from '@clientdock/shared';
import type { z } from 'zod';

export type CreatorProfileValues = CreatorProfileUpdate;
export type CreatorProfileOutput = z.output<typeof creatorProfileUpdateSchema>;

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

/** Colour schemes for the public profile page; `default` follows the creator's brand colours. */
export const CREATOR_COLOR_TEMPLATES = [
  { value: 'default', label: 'Your brand', colors: null },
  { value: 'ocean', label: 'Ocean', colors: ['#0ea5e9', '#1e3a8a'] },
  { value: 'forest', label: 'Forest', colors: ['#22c55e', '#14532d'] },
  { value: 'sunset', label: 'Sunset', colors: ['#f97316', '#be123c'] },
  { value: 'plum', label: 'Plum', colors: ['#a855f7', '#4c1d95'] },
  { value: 'graphite', label: 'Graphite', colors: ['#64748b', '#0f172a'] },
] as const;

export function creatorProfileValues(profile: CreatorProfile): CreatorProfileValues {
  return {
    displayName: profile.displayName,
    businessName: profile.businessName,
    bio: profile.bio,
    location: profile.location,
    experience: profile.experience,
    expertise: profile.expertise,
    avatar: profile.avatar,
    banner: profile.banner,
    bannerPosition: profile.bannerPosition,
    colorTemplate: profile.colorTemplate,
    publicProfile: profile.publicProfile,
    socialLinks: Object.fromEntries(
      SOCIAL_PLATFORMS.map((platform) => [platform, profile.socialLinks[platform] ?? '']),
    ),
  };
}

export function bannerPositionText(value: number): string {
  if (value <= 10) return `Top (${value}%)`;
  if (value >= 90) return `Bottom (${value}%)`;
  if (value === 50) return 'Centre (50%)';
  return `${value}% from the top`;
}
