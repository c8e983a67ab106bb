import { blogListQuerySchema, blogPostListSchema, blogPostSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPublishedPost, listPublishedPosts } from './blog.service';
import { openBlogImage } from './blog-images';

// Public reads of the blog; drafts and posts scheduled for later are never shown here.
export async function blogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  api.get(
    '/api/blog/posts',
    {
      schema: {
        tags: ['Blog'],
        querystring: blogListQuerySchema,
        summary: 'List published blog posts, newest first',
        response: { 200: blogPostListSchema },
      },
    },
    async (request, reply) => {
      const { page, tag } = request.query;
      reply.header('cache-control', 'public, max-age=60');
      return listPublishedPosts(ctx, page, tag);
    },
  );

  api.get(
    '/api/blog/posts/:idOrSlug',
    {
      schema: {
        tags: ['Blog'],
        summary: 'Read one published blog post by its id or slug',
        params: z.object({ idOrSlug: z.string().min(1).max(200) }),
        response: { 200: blogPostSchema },
      },
    },
    async (request, reply) => {
      const post = await getPublishedPost(ctx, request.params.idOrSlug);
      reply.header('cache-control', 'public, max-age=60');
      return post;
    },
  );

  api.get(
    '/api/blog/images/:file',
    {
      schema: {
        tags: ['Blog'],
        summary: 'An image of a blog post',
        params: z.object({ file: z.string().min(1).max(80) }),
      },
    },
    async (request, reply) => {
      const image = await openBlogImage(ctx, request.params.file);
      reply.header('content-type', image.mime);
      reply.header('content-length', image.size);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      // Names are random and never reused, so a browser may keep a copy for good.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.send(image.body);
    },
  );
}
