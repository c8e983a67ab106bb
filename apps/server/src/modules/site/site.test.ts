import { randomUUID } from 'node:crypto';
import { PUBLIC_PAGES } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { SAMPLE_TEMPLATES } from '../templates/sample-templates';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: 'https://portal.example.com' } });
});
afterEach(async () => {
  await app.close();
});

async function addPost(slug: string, status: 'draft' | 'published') {
  const now = new Date().toISOString();
  await app.ctx.repos.blog.insert({
    id: randomUUID(),
    slug,
    title: slug,
    excerpt: '',
    content: '',
    coverImage: null,
    authorId: null,
    authorName: '',
    tags: [],
    status,
    publishedAt: status === 'published' ? '2026-01-15T10:00:00.000Z' : null,
    createdAt: now,
    updatedAt: '2026-01-16T10:00:00.000Z',
  });
}

describe('GET /sitemap.xml', () => {
  it('lists the public pages, published posts and marketplace templates at PUBLIC_URL', async () => {
    await addPost('launch-notes', 'published');
    await addPost('secret-draft', 'draft');
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      ...PUBLIC_PAGES.map((page) => `https://portal.example.com${page.path}`),
      'https://portal.example.com/blog/launch-notes',
      ...SAMPLE_TEMPLATES.map((sample) => `https://portal.example.com/marketplace/${sample.id}`),
    ]);
    expect(locs).toContain('https://portal.example.com/pricing');
    expect(res.body).toContain('<lastmod>2026-01-16</lastmod>');
    expect(res.body).not.toContain('secret-draft');
    expect(res.body).not.toMatch(/\/(dashboard|portal\/|admin)/);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of portals and the app, and points to the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/portal/', '/archive/', '/dashboard', '/admin/', '/api/', '/portal-layout-builder']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://portal.example.com/sitemap.xml');
  });
});
