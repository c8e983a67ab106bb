import {
  BLOG_PAGE_SIZE,
  type BlogPost,
  type BlogPostList,
  type BlogPostSummary,
  blogMessages,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../lib/errors';
import { sanitizeArticleHtml } from '../../lib/sanitize-html';
import type { BlogPostRecord } from './blog.repository';

const WORDS_PER_MINUTE = 220;

function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function toSummary(record: BlogPostRecord): BlogPostSummary {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    excerpt: record.excerpt,
    coverImage: record.coverImage,
    authorName: record.authorName,
    tags: record.tags,
    readingMinutes: readingMinutes(record.content),
    publishedAt: record.publishedAt!,
    updatedAt: record.updatedAt,
  };
}

export async function listPublishedPosts(ctx: AppContext, page: number, tag?: string): Promise<BlogPostList> {
  const { posts, total } = await ctx.repos.blog.listPublished({
    now: ctx.clock(),
    offset: (page - 1) * BLOG_PAGE_SIZE,
    limit: BLOG_PAGE_SIZE,
    tag: tag || undefined,
  });
  return { posts: posts.map(toSummary), page, pageSize: BLOG_PAGE_SIZE, total };
}

/** One published post by id or slug. Its HTML is sanitized again on the way out, whatever was stored. */
export async function getPublishedPost(ctx: AppContext, idOrSlug: string): Promise<BlogPost> {
  const record = await ctx.repos.blog.findPublished(idOrSlug, ctx.clock());
  if (!record) throw new NotFound(blogMessages.postNotFound);
  return { ...toSummary(record), content: sanitizeArticleHtml(record.content) };
}
