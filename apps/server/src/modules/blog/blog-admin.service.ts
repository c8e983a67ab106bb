import { randomUUID } from 'node:crypto';
import {
  type AdminBlogPost,
  type AdminBlogPostSummary,
  type BlogPostState,
  blogAdminMessages,
  type blogPostCreateSchema,
  type blogPostUpdateSchema,
  displayNameOf,
} from '@clientdock/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { Conflict, NotFound } from '../../lib/errors';
import type { UserRecord } from '../users';
import type { BlogPostChanges, BlogPostRecord } from './blog.repository';
import { deleteBlogImage } from './blog-images';
import { renderArticle } from './blog-markdown';

const SLUG_FROM_TITLE_MAX = 80;

function stateOf(record: BlogPostRecord, now: Date): BlogPostState {
  if (record.status !== 'published') return 'draft';
  return record.publishedAt && new Date(record.publishedAt) > now ? 'scheduled' : 'published';
}

function toSummary(record: BlogPostRecord, now: Date): AdminBlogPostSummary {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    excerpt: record.excerpt,
    coverImage: record.coverImage,
    tags: record.tags,
    status: record.status,
    state: stateOf(record, now),
    publishedAt: record.publishedAt,
    authorName: record.authorName,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

function toPost(record: BlogPostRecord, now: Date): AdminBlogPost {
  return { ...toSummary(record, now), markdown: record.markdown ?? '', html: record.content };
}

/** "Custom domains, step by step!" -> "custom-domains-step-by-step". */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_FROM_TITLE_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'post';
}

/** The title's address, or the first free one of address-2, address-3, ... */
async function freeSlug(ctx: AppContext, base: string): Promise<string> {
  const taken = new Set(await ctx.repos.blog.slugsStartingWith(base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

async function loadPost(ctx: AppContext, id: string): Promise<BlogPostRecord> {
  const record = await ctx.repos.blog.findById(id);
  if (!record) throw new NotFound(blogAdminMessages.postNotFound);
  return record;
}

function authorNameOf(user: UserRecord): string {
  return displayNameOf({ ...user, email: null }) || 'ClientDock';
}

/** A published post without a date goes out now; a date ahead of now schedules it. */
function publishDate(status: 'draft' | 'published', publishedAt: string | null, now: Date): string | null {
  if (publishedAt) return new Date(publishedAt).toISOString();
  return status === 'published' ? now.toISOString() : null;
}

/** A cover image no other post shows is deleted with the post, or when replaced. */
async function releaseCover(ctx: AppContext, url: string | null, postId: string) {
  if (url && !(await ctx.repos.blog.coverInUse(url, postId))) await deleteBlogImage(ctx, url);
}

export async function listPosts(ctx: AppContext): Promise<AdminBlogPostSummary[]> {
  const now = ctx.clock();
  return (await ctx.repos.blog.listAll(1000)).map((record) => toSummary(record, now));
}

export async function getPost(ctx: AppContext, id: string): Promise<AdminBlogPost> {
  return toPost(await loadPost(ctx, id), ctx.clock());
}

export async function createPost(
  ctx: AppContext,
  author: UserRecord,
  input: z.output<typeof blogPostCreateSchema>,
): Promise<AdminBlogPost> {
  const now = ctx.clock();
  let slug: string;
  if (input.slug) {
    if (await ctx.repos.blog.slugTaken(input.slug)) throw new Conflict(blogAdminMessages.slugTaken);
    slug = input.slug;
  } else {
    slug = await freeSlug(ctx, slugFromTitle(input.title));
  }
  const record: BlogPostRecord = {
    id: randomUUID(),
    slug,
    title: input.title,
    excerpt: input.excerpt,
    markdown: input.markdown,
    content: renderArticle(input.markdown),
    coverImage: input.coverImage,
    authorId: author.id,
    authorName: authorNameOf(author),
    tags: uniqueTags(input.tags),
    status: input.status,
    publishedAt: publishDate(input.status, input.publishedAt, now),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await ctx.repos.blog.insert(record);
  return toPost(record, now);
}

function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function updatePost(
  ctx: AppContext,
  id: string,
  input: z.output<typeof blogPostUpdateSchema>,
): Promise<AdminBlogPost> {
  const now = ctx.clock();
  const current = await loadPost(ctx, id);
  if (input.slug && input.slug !== current.slug && (await ctx.repos.blog.slugTaken(input.slug, id))) {
    throw new Conflict(blogAdminMessages.slugTaken);
  }
  const changes: BlogPostChanges = { updatedAt: now.toISOString() };
  if (input.title !== undefined) changes.title = input.title;
  if (input.slug !== undefined) changes.slug = input.slug;
  if (input.excerpt !== undefined) changes.excerpt = input.excerpt;
  if (input.tags !== undefined) changes.tags = uniqueTags(input.tags);
  if (input.coverImage !== undefined) changes.coverImage = input.coverImage;
  if (input.markdown !== undefined) {
    changes.markdown = input.markdown;
    changes.content = renderArticle(input.markdown);
  }
  const status = input.status ?? current.status;
  if (input.status !== undefined) changes.status = input.status;
  if (input.publishedAt !== undefined || input.status !== undefined) {
    const date = input.publishedAt !== undefined ? input.publishedAt : current.publishedAt;
    changes.publishedAt = publishDate(status, date, now);
  }
  await ctx.repos.blog.update(id, changes);
  if (changes.coverImage !== undefined && changes.coverImage !== current.coverImage) {
    await releaseCover(ctx, current.coverImage, id);
  }
  return toPost({ ...current, ...changes }, now);
}

export async function deletePost(ctx: AppContext, id: string): Promise<void> {
  const current = await loadPost(ctx, id);
  await ctx.repos.blog.delete(id);
  await releaseCover(ctx, current.coverImage, id);
}

export function previewMarkdown(markdown: string): { html: string } {
  return { html: renderArticle(markdown) };
}
