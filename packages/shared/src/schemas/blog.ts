import { z } from 'zod';

/** A published article as the public blog shows it. `content` is sanitized HTML (paragraphs, lists, links). */
export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  coverImage: z.string().nullable(),
  authorName: z.string(),
  tags: z.array(z.string()),
  readingMinutes: z.number().int(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostSummarySchema = blogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const BLOG_PAGE_SIZE = 12;

export const blogListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(10_000, 'page must be a whole number from 1')
    .default(1),
  tag: z.string().trim().max(40, 'tag must be at most 40 characters').optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogPostListSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type BlogPostList = z.infer<typeof blogPostListSchema>;

export const blogMessages = {
  postNotFound: 'This article does not exist or is no longer published.',
} as const;
