import {
  brandingSchema,
  brandingUpdateSchema,
  IMAGE_UPLOAD_MAX_BYTES,
  logoUploadResultSchema,
  messages,
  portalDefaultsSchema,
  portalDefaultsUpdateSchema,
  profileSchema,
  profileUpdateSchema,
  uploadedImageSchema,
} from '@clientdock/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withFailureMessage } from '../../lib/failure-message';
import { requestMeta } from '../../lib/request-meta';
import { requireUserHook, signedInUser } from '../auth';
import { deleteAvatar, deleteLogo, openAsset, uploadAvatar, uploadLogo } from './branding-assets';
import { readUploadedFile } from './read-upload';
import {
  assertBrandingPlan,
  describeBranding,
  describePortalDefaults,
  describeProfile,
  updateBranding,
  updatePortalDefaults,
  updateProfile,
} from './settings.service';

const assetParams = z.object({
  kind: z.enum(['logo', 'avatar', 'banner']),
  userId: z.string().max(64),
  file: z.string().max(64),
});

// Served SVG can never run as a page of this site: no scripts, no fetches, sandboxed.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const RASTER_CSP = "default-src 'none'; sandbox";

export async function settingsRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 3, fields: 10, parts: 20 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  api.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/settings/')) reply.header('cache-control', 'no-store');
  });

  api.get(
    '/api/settings/profile',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Your profile', tags: ['Settings'], response: { 200: profileSchema } },
    },
    async (request) => describeProfile(signedInUser(request)),
  );

  api.patch(
    '/api/settings/profile',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Change your profile',
        tags: ['Settings'],
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      return withFailureMessage(request.log, messages.failedUpdateProfile, () => updateProfile(ctx, user, input));
    },
  );

  api.post(
    '/api/settings/avatar',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Upload a profile picture (multipart, field "file")',
        tags: ['Settings'],
        response: { 200: uploadedImageSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const bytes = await readUploadedFile(request, IMAGE_UPLOAD_MAX_BYTES, messages.fileTooLarge5Mb);
      return withFailureMessage(request.log, messages.failedUpdateProfile, () => uploadAvatar(ctx, user, bytes));
    },
  );

  api.delete(
    '/api/settings/avatar',
    { onRequest: requireUserHook, schema: { summary: 'Remove your profile picture', tags: ['Settings'] } },
    async (request, reply) => {
      const user = signedInUser(request);
      await withFailureMessage(request.log, messages.failedUpdateProfile, () => deleteAvatar(ctx, user));
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/settings/branding',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Your branding: logo and colours', tags: ['Settings'], response: { 200: brandingSchema } },
    },
    async (request) => describeBranding(signedInUser(request).settings),
  );

  api.patch(
    '/api/settings/branding',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Change your colours and custom domain',
        tags: ['Settings'],
        body: brandingUpdateSchema,
        response: { 200: brandingSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      return withFailureMessage(request.log, messages.failedUpdateBranding, () =>
        updateBranding(ctx, user, input, requestMeta(request)),
      );
    },
  );

  api.post(
    '/api/settings/branding/logo',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Upload a logo (multipart, field "file"; fit to 600x200)',
        tags: ['Settings'],
        response: { 200: logoUploadResultSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      // Refused before a byte of the file is read when the plan has no custom branding.
      assertBrandingPlan(user);
      const bytes = await readUploadedFile(request, IMAGE_UPLOAD_MAX_BYTES, messages.fileTooLarge5Mb);
      return withFailureMessage(request.log, messages.failedUploadLogo, () => uploadLogo(ctx, user, bytes));
    },
  );

  api.delete(
    '/api/settings/branding/logo',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Remove your logo', tags: ['Settings'], response: { 200: brandingSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      return withFailureMessage(request.log, messages.failedDeleteLogo, () => deleteLogo(ctx, user));
    },
  );

  api.get(
    '/api/settings/portal-defaults',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Defaults for new portals', tags: ['Settings'], response: { 200: portalDefaultsSchema } },
    },
    async (request) => describePortalDefaults(signedInUser(request).settings),
  );

  api.patch(
    '/api/settings/portal-defaults',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Change the defaults for new portals',
        tags: ['Settings'],
        body: portalDefaultsUpdateSchema,
        response: { 200: portalDefaultsSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      return withFailureMessage(request.log, messages.failedUpdatePortalDefaults, () =>
        updatePortalDefaults(ctx, user, input),
      );
    },
  );

  // Public: client portals (also on custom domains) show the creator's logo and avatar.
  api.get(
    '/api/branding/:kind/:userId/:file',
    { schema: { summary: 'A logo, avatar or banner image', tags: ['Settings'], params: assetParams } },
    async (request, reply) => {
      const { kind, userId, file } = request.params;
      const asset = await openAsset(ctx, kind, userId, file);
      reply.header('content-type', asset.mime);
      reply.header('content-length', asset.size);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', asset.kind === 'svg' ? SVG_CSP : RASTER_CSP);
      reply.header('content-disposition', `inline; filename="${file}"`);
      // Names are timestamped and never reused, so a browser may keep a copy for good.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.send(asset.body);
    },
  );
}
