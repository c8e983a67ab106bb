// The public pages of the site: what the sitemap lists and the web build prerenders.

export interface PublicPage {
  path: string;
  /** How often its content is expected to change, as the sitemap protocol puts it. */
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', changefreq: 'weekly', priority: 1 },
  { path: '/features', changefreq: 'monthly', priority: 0.9 },
  { path: '/pricing', changefreq: 'monthly', priority: 0.9 },
  { path: '/security', changefreq: 'monthly', priority: 0.8 },
  { path: '/integrations', changefreq: 'monthly', priority: 0.7 },
  { path: '/docs', changefreq: 'weekly', priority: 0.7 },
  { path: '/help', changefreq: 'monthly', priority: 0.7 },
  { path: '/blog', changefreq: 'daily', priority: 0.7 },
  { path: '/about', changefreq: 'yearly', priority: 0.5 },
  { path: '/careers', changefreq: 'monthly', priority: 0.4 },
  { path: '/contact', changefreq: 'yearly', priority: 0.5 },
  { path: '/status', changefreq: 'daily', priority: 0.3 },
  { path: '/marketplace', changefreq: 'weekly', priority: 0.6 },
  { path: '/register', changefreq: 'yearly', priority: 0.6 },
  { path: '/privacy', changefreq: 'yearly', priority: 0.3 },
  { path: '/terms', changefreq: 'yearly', priority: 0.3 },
  { path: '/cookies', changefreq: 'yearly', priority: 0.3 },
];

/** Paths search engines are asked to stay out of (client portals are private even when a link leaks). */
export const ROBOTS_DISALLOW = [
  '/portal/',
  '/archive/',
  '/dashboard',
  '/admin/',
  '/api/',
  '/portal-layout-builder',
] as const;
