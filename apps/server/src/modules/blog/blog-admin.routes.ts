import {
  adminBlogPostListSchema,
  adminBlogPostSchema,
  blogPostCreateSchema,
  blogPostUpdateSchema,
  blogPreviewRequestSchema,
  blogPreviewSchema,
  IMAGE_UPLOAD_MAX_BYTES,
  messages,
  uploadedImageSchema,
} from '@clientdock/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermissionHook, signedInUser } from '../auth';
import { readUploadedFile } from '../settings';
import { createPost, deletePost, getPost, listPosts, previewMarkdown, updatePost } from './blog-admin.service';
import { storeBlogImage } from './blog-images';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The Blog Manager (admins with blog:write: drafts are unpublished work, so reading them needs it too). */
export async function blogAdminRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 3, fields: 10, parts: 20 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    '/api/admin/blog',
    {
      onRequest: requirePermissionHook('blog:write'),
      schema: {
        summary: 'Every blog post, drafts and scheduled ones included (admins only)',
        tags: ['Admin'],
        response: { 200: adminBlogPostListSchema },
      },
    },
    async () => ({ posts: await listPosts(ctx) }),
  );

  api.post(
    '/api/admin/blog',
    {
      onRequest: requirePermissionHook('blog:write'),
      schema: {
        summary: 'Write a blog post in Markdown (admins only)',
        tags: ['Admin'],
        body: blogPostCreateSchema,
        response: { 201: adminBlogPostSchema },
      },
    },
    async (request, reply) => {
      const admin = signedInUser(request);
      const input = request.body;
      return reply.code(201).send(await createPost(ctx, admin, input));
    },
  );

  api.get(
    '/api/admin/blog/:id',
    {
      onRequest: requirePermissionHook('blog:write'),
      schema: {
        summary: 'One blog post with its Markdown and rendered HTML (admins only)',
        tags: ['Admin'],
        params: idParams,
        response: { 200: adminBlogPostSchema },
      },
    },
    async (request) => getPost(ctx, request.params.id),
  );

  api.patch(
    '/api/admin/blog/:id',
    {
      onRequest: requirePermissionHook('blog:write'),
      schema: {
        summary: 'Change, publish, schedule or unpublish a blog post (admins only)',
        tags: ['Admin'],
        body: blogPostUpdateSchema,
        params: idParams,
        response: { 200: adminBlogPostSchema },
      },
    },
    async (request) => {
      const input = request.body;
      return updatePost(ctx, request.params.id, input);
    },
  );

  api.delete(
    '/api/admin/blog/:id',
    {
      onRequest: requirePermissionHook('blog:write'),
      schema: { summary: 'Delete a blog post (admins only)', tags: ['Admin'], params: idParams },
    },
    async (request, reply) => {
      await deletePost(ctx, request.params.id);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/admin/blog/preview',
    {
      onRequest: requirePermissionHook('blog:write'),
      schema: {
        summary: 'Render Markdown as the blog will show it (admins only)',
        tags: ['Admin'],
        body: blogPreviewRequestSchema,
        response: { 200: blogPreviewSchema },
      },
    },
    async (request) => {
      const { markdown } = request.body;
      return previewMarkdown(markdown);
    },
  );

  api.post(
    '/api/admin/blog/images',
    {
      onRequest: requirePermissionHook('blog:write'),
      schema: {
        summary: 'Upload an image for a post (multipart, field "file"; admins only)',
        tags: ['Admin'],
        response: { 201: uploadedImageSchema },
      },
    },
    async (request, reply) => {
      const bytes = await readUploadedFile(request, IMAGE_UPLOAD_MAX_BYTES, messages.fileTooLarge5Mb);
      return reply.code(201).send(await storeBlogImage(ctx, bytes));
    },
  );
}
