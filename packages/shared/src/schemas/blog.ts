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

// The admin's Blog Manager: posts written in Markdown, rendered to sanitized HTML on the server.

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];
/** What a reader sees: a published post whose date is still ahead is scheduled. */
export type BlogPostState = BlogPostStatus | 'scheduled';

export const BLOG_LIMITS = { title: 200, slug: 100, excerpt: 300, markdown: 100_000, tags: 10, tag: 40 } as const;

/** Lowercase words joined by single hyphens, as in /blog/custom-domains-step-by-step. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Cover images are uploaded here (the page's content policy shows images of this site only). */
export const BLOG_IMAGE_URL_PATTERN = /^\/api\/blog\/images\/[a-z0-9-]{8,64}\.(?:jpg|png|webp)$/;

export const blogAdminMessages = {
  titleRequired: 'Give the post a title',
  titleTooLong: `Use at most ${BLOG_LIMITS.title} characters for the title`,
  slugInvalid: 'Use lowercase letters, digits and single hyphens for the address, such as my-first-post',
  slugTooLong: `Use at most ${BLOG_LIMITS.slug} characters for the address`,
  slugTaken: 'Another post already uses this address. Choose a different one.',
  excerptTooLong: `Use at most ${BLOG_LIMITS.excerpt} characters for the excerpt`,
  markdownTooLong: `The post is too long: use at most ${BLOG_LIMITS.markdown.toLocaleString('en-US')} characters`,
  tooManyTags: `Use at most ${BLOG_LIMITS.tags} tags`,
  tagInvalid: `Each tag needs 1 to ${BLOG_LIMITS.tag} characters`,
  coverInvalid: 'Upload the cover image here; images from other sites cannot be shown on the blog.',
  publishDateInvalid: 'Enter the publish date as a date and time, such as 2025-03-01T09:00:00Z',
  postNotFound: 'Blog post not found.',
  imageNotFound: 'Image not found.',
  nothingToChange: 'Send at least one field to change.',
} as const;

const tagsSchema = z
  .array(
    z
      .string({ error: blogAdminMessages.tagInvalid })
      .trim()
      .min(1, blogAdminMessages.tagInvalid)
      .max(BLOG_LIMITS.tag, blogAdminMessages.tagInvalid),
    {
      error: blogAdminMessages.tagInvalid,
    },
  )
  .max(BLOG_LIMITS.tags, blogAdminMessages.tooManyTags);

const blogPostFields = {
  title: z
    .string({ error: blogAdminMessages.titleRequired })
    .trim()
    .min(1, blogAdminMessages.titleRequired)
    .max(BLOG_LIMITS.title, blogAdminMessages.titleTooLong),
  slug: z
    .string({ error: blogAdminMessages.slugInvalid })
    .trim()
    .toLowerCase()
    .max(BLOG_LIMITS.slug, blogAdminMessages.slugTooLong)
    .regex(BLOG_SLUG_PATTERN, blogAdminMessages.slugInvalid),
  excerpt: z
    .string({ error: blogAdminMessages.excerptTooLong })
    .trim()
    .max(BLOG_LIMITS.excerpt, blogAdminMessages.excerptTooLong),
  markdown: z
    .string({ error: blogAdminMessages.markdownTooLong })
    .max(BLOG_LIMITS.markdown, blogAdminMessages.markdownTooLong),
  coverImage: z
    .string({ error: blogAdminMessages.coverInvalid })
    .regex(BLOG_IMAGE_URL_PATTERN, blogAdminMessages.coverInvalid)
    .nullable(),
  tags: tagsSchema,
  status: z.enum(BLOG_POST_STATUSES, { error: 'Status must be draft or published' }),
  /** When the post appears; in the future it is scheduled. Empty on a published post means now. */
  publishedAt: z.iso.datetime({ offset: true, error: blogAdminMessages.publishDateInvalid }).nullable(),
};

/** `POST /api/admin/blog`: a title is enough for a draft; the address is made from the title when not given. */
export const blogPostCreateSchema = z.object({
  title: blogPostFields.title,
  slug: blogPostFields.slug.optional(),
  excerpt: blogPostFields.excerpt.default(''),
  markdown: blogPostFields.markdown.default(''),
  coverImage: blogPostFields.coverImage.default(null),
  tags: blogPostFields.tags.default([]),
  status: blogPostFields.status.default('draft'),
  publishedAt: blogPostFields.publishedAt.default(null),
});
export type BlogPostCreate = z.input<typeof blogPostCreateSchema>;

/** `PATCH /api/admin/blog/:id`: any of the fields; publish and unpublish are a change of status. */
export const blogPostUpdateSchema = z
  .object({
    title: blogPostFields.title,
    slug: blogPostFields.slug,
    excerpt: blogPostFields.excerpt,
    markdown: blogPostFields.markdown,
    coverImage: blogPostFields.coverImage,
    tags: blogPostFields.tags,
    status: blogPostFields.status,
    publishedAt: blogPostFields.publishedAt,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, blogAdminMessages.nothingToChange);
export type BlogPostUpdate = z.input<typeof blogPostUpdateSchema>;

export const blogPreviewRequestSchema = z.object({ markdown: blogPostFields.markdown });
export const blogPreviewSchema = z.object({ html: z.string() });
export type BlogPreview = z.infer<typeof blogPreviewSchema>;

export const adminBlogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverImage: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(BLOG_POST_STATUSES),
  state: z.enum(['draft', 'scheduled', 'published']),
  publishedAt: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogPostSummary = z.infer<typeof adminBlogPostSummarySchema>;

export const adminBlogPostSchema = adminBlogPostSummarySchema.extend({
  markdown: z.string(),
  /** The sanitized HTML readers get. */
  html: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const adminBlogPostListSchema = z.object({ posts: z.array(adminBlogPostSummarySchema) });
export type AdminBlogPostList = z.infer<typeof adminBlogPostListSchema>;
