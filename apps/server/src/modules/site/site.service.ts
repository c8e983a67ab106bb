import { PUBLIC_PAGES, ROBOTS_DISALLOW } from '@clientdock/shared';
import type { AppContext } from '../../app-context';

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** The public pages, every published blog post and every marketplace template, with this instance's PUBLIC_URL. */
export async function buildSitemap(ctx: AppContext): Promise<string> {
  const origin = ctx.config.publicUrl;
  const entries = PUBLIC_PAGES.map(
    (page) =>
      `  <url><loc>${escapeXml(origin + page.path)}</loc><changefreq>${page.changefreq}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
  );
  for (const post of await ctx.repos.blog.publishedSlugs(ctx.clock())) {
    const loc = `${origin}/blog/${encodeURIComponent(post.slug)}`;
    entries.push(
      `  <url><loc>${escapeXml(loc)}</loc><lastmod>${post.updatedAt.slice(0, 10)}</lastmod><priority>0.6</priority></url>`,
    );
  }
  for (const template of await ctx.repos.templates.listedForSitemap()) {
    const loc = `${origin}/marketplace/${encodeURIComponent(template.id)}`;
    entries.push(
      `  <url><loc>${escapeXml(loc)}</loc><lastmod>${template.updatedAt.slice(0, 10)}</lastmod><priority>0.5</priority></url>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(ctx: AppContext): string {
  return [
    '# Client portals are private: links are shared with clients, never listed.',
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${ctx.config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
