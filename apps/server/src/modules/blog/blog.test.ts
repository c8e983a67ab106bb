import { randomUUID } from 'node:crypto';
import { BLOG_PAGE_SIZE, blogMessages } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import type { BlogPostRecord } from './blog.repository';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

const DAY = 86_400_000;

async function addPost(overrides: Partial<BlogPostRecord> = {}): Promise<BlogPostRecord> {
  const now = Date.now();
  const post: BlogPostRecord = {
    id: randomUUID(),
    slug: `post-${randomUUID().slice(0, 8)}`,
    title: 'Why approvals belong next to the files',
    excerpt: 'Sign-off hidden in email threads costs a round of revisions.',
    content: '<p>Clients approve what they can see.</p>',
    coverImage: null,
    authorId: null,
    authorName: 'The ClientDock team',
    tags: ['Approvals'],
    status: 'published',
    publishedAt: new Date(now - DAY).toISOString(),
    createdAt: new Date(now - 2 * DAY).toISOString(),
    updatedAt: new Date(now - DAY).toISOString(),
    ...overrides,
  };
  await app.ctx.repos.blog.insert(post);
  return post;
}

describe('GET /api/blog/posts', () => {
  it('answers an empty page on a new instance', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/blog/posts' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ posts: [], page: 1, pageSize: BLOG_PAGE_SIZE, total: 0 });
  });

  it('lists published posts newest first, without drafts or posts scheduled for later', async () => {
    const older = await addPost({ publishedAt: new Date(Date.now() - 3 * DAY).toISOString() });
    const newer = await addPost({ title: 'Custom domains, step by step' });
    await addPost({ status: 'draft', publishedAt: null });
    await addPost({ publishedAt: new Date(Date.now() + DAY).toISOString() });

    const res = await app.inject({ method: 'GET', url: '/api/blog/posts' });
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.posts.map((p: { id: string }) => p.id)).toEqual([newer.id, older.id]);
    expect(body.posts[0]).toMatchObject({
      slug: newer.slug,
      title: 'Custom domains, step by step',
      excerpt: newer.excerpt,
      authorName: 'The ClientDock team',
      tags: ['Approvals'],
      readingMinutes: 1,
    });
    expect(body.posts[0]).not.toHaveProperty('content');
  });

  it('pages and filters by tag', async () => {
    for (let i = 0; i < BLOG_PAGE_SIZE + 1; i++) {
      await addPost({
        publishedAt: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
        tags: i === 0 ? ['Security'] : [],
      });
    }
    const second = (await app.inject({ method: 'GET', url: '/api/blog/posts?page=2' })).json();
    expect(second).toMatchObject({ page: 2, total: BLOG_PAGE_SIZE + 1 });
    expect(second.posts).toHaveLength(1);
    const tagged = (await app.inject({ method: 'GET', url: '/api/blog/posts?tag=security' })).json();
    expect(tagged.total).toBe(1);
    expect(tagged.posts[0].tags).toEqual(['Security']);
  });

  it('refuses a bad page number', async () => {
    for (const page of ['0', 'abc', '1.5']) {
      const res = await app.inject({ method: 'GET', url: `/api/blog/posts?page=${page}` });
      expect(res.statusCode, page).toBe(400);
      expect(res.json().error.message).toBe('page must be a whole number from 1');
    }
  });
});

describe('GET /api/blog/posts/:idOrSlug', () => {
  it('reads a published post by slug or id, with its HTML made safe', async () => {
    const post = await addPost({
      slug: 'pin-or-email-code',
      content: '<p>Pick the access that fits.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    });
    for (const key of ['pin-or-email-code', post.id]) {
      const res = await app.inject({ method: 'GET', url: `/api/blog/posts/${key}` });
      expect(res.statusCode, key).toBe(200);
      expect(res.json()).toMatchObject({ id: post.id, slug: 'pin-or-email-code', title: post.title });
      expect(res.json().content).toContain('<p>Pick the access that fits.</p>');
      expect(res.json().content).not.toContain('script');
      expect(res.json().content).not.toContain('javascript:');
    }
  });

  it('answers 404 for drafts, posts scheduled for later and unknown posts', async () => {
    const draft = await addPost({ status: 'draft', publishedAt: null });
    const scheduled = await addPost({ publishedAt: new Date(Date.now() + DAY).toISOString() });
    for (const key of [draft.slug, draft.id, scheduled.slug, 'no-such-post']) {
      const res = await app.inject({ method: 'GET', url: `/api/blog/posts/${key}` });
      expect(res.statusCode, key).toBe(404);
      expect(res.json().error.message).toBe(blogMessages.postNotFound);
    }
  });
});
