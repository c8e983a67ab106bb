import {
  creatorPageSchema,
  creatorProfileSchema,
  creatorProfileUpdateSchema,
  IMAGE_UPLOAD_MAX_BYTES,
  messages,
  uploadedImageSchema,
} from '@clientdock/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withFailureMessage } from '../../lib/failure-message';
import { requireUserHook, signedInUser } from '../auth';
import { readUploadedFile } from '../settings';
import { getOwnProfile, getPublicProfile, saveOwnProfile, uploadBanner } from './creator-profile.service';

export async function creatorProfileRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 3, fields: 10, parts: 20 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  api.get(
    '/api/creator-profile',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Your public creator profile',
        tags: ['Creator profiles'],
        response: { 200: creatorProfileSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return getOwnProfile(ctx, user);
    },
  );

  api.put(
    '/api/creator-profile',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Save your public creator profile',
        tags: ['Creator profiles'],
        body: creatorProfileUpdateSchema,
        response: { 200: creatorProfileSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      return withFailureMessage(request.log, messages.failedUpdateSettings, () => saveOwnProfile(ctx, user, input));
    },
  );

  api.post(
    '/api/creator-profile/banner',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Upload a profile banner (multipart, field "file")',
        tags: ['Creator profiles'],
        response: { 200: uploadedImageSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const bytes = await readUploadedFile(request, IMAGE_UPLOAD_MAX_BYTES, messages.fileTooLarge5Mb);
      return withFailureMessage(request.log, messages.failedUpdateSettings, () => uploadBanner(ctx, user, bytes));
    },
  );

  // Public (spec §2 /creators/{creatorId}): only profiles their owner made public.
  api.get(
    '/api/creators/:id',
    {
      schema: {
        summary: 'A creator\u2019s public profile, approved templates and figures',
        tags: ['Creator profiles'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: creatorPageSchema },
      },
    },
    async (request) => getPublicProfile(ctx, request.params.id),
  );
}
