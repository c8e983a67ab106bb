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
import { parseInput } from '../../lib/parse-input';
import { requirePermission } from '../../lib/require-permission';
import { readUploadedFile } from '../settings/read-upload';
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

  api.get('/api/admin/blog', { schema: { response: { 200: adminBlogPostListSchema } } }, async (request) => {
    await requirePermission(request, 'blog:write');
    return { posts: await listPosts(ctx) };
  });

  api.post('/api/admin/blog', { schema: { response: { 201: adminBlogPostSchema } } }, async (request, reply) => {
    const admin = await requirePermission(request, 'blog:write');
    const input = parseInput(blogPostCreateSchema, request.body);
    return reply.code(201).send(await createPost(ctx, admin, input));
  });

  api.get(
    '/api/admin/blog/:id',
    { schema: { params: idParams, response: { 200: adminBlogPostSchema } } },
    async (request) => {
      await requirePermission(request, 'blog:write');
      return getPost(ctx, request.params.id);
    },
  );

  api.patch(
    '/api/admin/blog/:id',
    { schema: { params: idParams, response: { 200: adminBlogPostSchema } } },
    async (request) => {
      await requirePermission(request, 'blog:write');
      const input = parseInput(blogPostUpdateSchema, request.body);
      return updatePost(ctx, request.params.id, input);
    },
  );

  api.delete('/api/admin/blog/:id', { schema: { params: idParams } }, async (request, reply) => {
    await requirePermission(request, 'blog:write');
    await deletePost(ctx, request.params.id);
    return reply.code(204).send();
  });

  api.post('/api/admin/blog/preview', { schema: { response: { 200: blogPreviewSchema } } }, async (request) => {
    await requirePermission(request, 'blog:write');
    const { markdown } = parseInput(blogPreviewRequestSchema, request.body);
    return previewMarkdown(markdown);
  });

  api.post('/api/admin/blog/images', { schema: { response: { 201: uploadedImageSchema } } }, async (request, reply) => {
    await requirePermission(request, 'blog:write');
    const bytes = await readUploadedFile(request, IMAGE_UPLOAD_MAX_BYTES, messages.fileTooLarge5Mb);
    return reply.code(201).send(await storeBlogImage(ctx, bytes));
  });
}
