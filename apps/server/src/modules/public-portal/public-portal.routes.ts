import {
  approvalCreateSchema,
  approvalListSchema,
  approvalSchema,
  commentCreateSchema,
  commentListSchema,
  commentSchema,
  emailCodeRequestSchema,
  emailCodeSentSchema,
  emailCodeVerifySchema,
  fileReviewSchema,
  fileVersionQuerySchema,
  formSubmissionSchema,
  formSubmittedSchema,
  type PublicPortalResponse,
  pinUnlockSchema,
  publicFileVersionListSchema,
  publicPortalResponseSchema,
  unlockResultSchema,
} from '@clientdock/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition, sendStoredFile } from '../../lib/serve-stored-file';
import { requireAccess, requireClientAccess, sendEmailCode, unlockWithPin, verifyEmailCode } from './access.service';
import { createApproval, listPublicApprovals, reviewFile } from './approvals.service';
import { issuedCookies, readClientRequest } from './client-cookies';
import type { ClientRequest } from './client-request';
import { createClientComment, listPublicComments } from './comments.service';
import { submitForm } from './forms.service';
import { redeemPersonalLink } from './personal-link';
import { viewPortal } from './portal-view.service';
import { countPost, type PostLimit } from './post-limits';
import { findLogo, openPublicFile, openThumbnail, PUBLIC_FILE_CSP, zipAllFiles } from './public-files.service';
import { listPublicVersions } from './public-versions.service';
import { loadOpenPortal } from './public-view';
import { serializePortalView } from './view-serializer';

const portalParams = z.object({ uuid: z.string().min(1).max(64) });
const fileParams = portalParams.extend({ fileId: z.string().min(1).max(64) });
const formParams = portalParams.extend({ sectionId: z.string().min(1).max(64) });
const fileQuery = fileVersionQuerySchema.extend({ download: z.string().max(10).optional() });
const portalQuery = z.object({ r: z.string().max(200).optional(), preview: z.string().min(1).max(1024).optional() });

export async function publicPortalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const secure = ctx.config.publicUrl.startsWith('https://');
  const clients = new WeakMap<FastifyRequest, ClientRequest>();
  function clientOf(request: FastifyRequest): ClientRequest {
    const client = readClientRequest(request);
    clients.set(request, client);
    return client;
  }

  const limit = (request: FastifyRequest, name: PostLimit) => countPost(ctx, name, request.ip);

  // Cookies the services handed out go on every answer, errors included (a visitor id is still worth keeping).
  app.addHook('onSend', (request, reply: FastifyReply, payload, done) => {
    if (request.url.startsWith('/api/public/')) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      const client = clients.get(request);
      const { uuid } = request.params as { uuid?: string };
      if (client) for (const cookie of issuedCookies(client, uuid, secure)) reply.header('set-cookie', cookie);
    }
    done(null, payload);
  });

  const base = '/api/public/portals/:uuid';

  app.get(
    base,
    {
      schema: {
        summary:
          'Open a portal (401 PORTAL_LOCKED with the access type when locked); ?r= is a personal link, proving the recipient once; ?preview= is the creator\u2019s preview link (403 PREVIEW_INVALID when bad)',
        tags: ['Client portal'],
        params: portalParams,
        querystring: portalQuery,
        response: { 200: publicPortalResponseSchema },
      },
      serializerCompiler: () => (data) => serializePortalView(data as PublicPortalResponse),
    },
    async (request) => {
      const client = clientOf(request);
      if (request.query.preview) {
        client.previewToken = request.query.preview;
        client.previewFromLink = true;
      } else if (request.query.r) await redeemPersonalLink(ctx, request.params.uuid, request.query.r, client);
      return viewPortal(ctx, request.params.uuid, client);
    },
  );

  app.post(
    `${base}/unlock`,
    {
      schema: {
        summary: 'Unlock a PIN portal',
        tags: ['Client portal'],
        body: pinUnlockSchema,
        params: portalParams,
        response: { 200: unlockResultSchema },
      },
    },
    async (request) => {
      const { pin } = request.body;
      return unlockWithPin(ctx, request.params.uuid, pin, clientOf(request));
    },
  );

  app.post(
    `${base}/email-code`,
    {
      schema: {
        summary: 'Send a sign-in code by email',
        tags: ['Client portal'],
        body: emailCodeRequestSchema,
        params: portalParams,
        response: { 200: emailCodeSentSchema },
      },
    },
    async (request) => {
      const { email } = request.body;
      await limit(request, 'codes');
      return sendEmailCode(ctx, request.params.uuid, email, clientOf(request));
    },
  );

  app.post(
    `${base}/verify-email`,
    {
      schema: {
        summary: 'Unlock with the emailed code',
        tags: ['Client portal'],
        body: emailCodeVerifySchema,
        params: portalParams,
        response: { 200: unlockResultSchema },
      },
    },
    async (request) => {
      const input = request.body;
      return verifyEmailCode(ctx, request.params.uuid, input, clientOf(request));
    },
  );

  app.get(
    `${base}/logo`,
    { schema: { summary: 'The portal\u2019s logo', tags: ['Client portal'], params: portalParams } },
    async (request, reply) => {
      const logo = await findLogo(ctx, await loadOpenPortal(ctx, request.params.uuid));
      reply.header('cache-control', 'private, max-age=300');
      return sendStoredFile(reply, ctx.storage, logo, { disposition: 'inline', csp: PUBLIC_FILE_CSP });
    },
  );

  app.get(
    `${base}/files/:fileId`,
    {
      schema: {
        summary: 'Preview or download a file, the latest version or ?version=N (supports Range)',
        tags: ['Client portal'],
        params: fileParams,
        querystring: fileQuery,
      },
    },
    async (request, reply) => {
      const client = clientOf(request);
      const access = await requireAccess(ctx, request.params.uuid, client);
      const download = request.query.download === '1' || request.query.download === 'true';
      const range = request.headers.range;
      const headOnly = request.method === 'HEAD';
      const { version } = request.query;
      const options = { download, range, headOnly, version };
      const file = await openPublicFile(ctx, access, request.params.fileId, options, client);
      return sendStoredFile(reply, ctx.storage, file.stored, {
        disposition: file.disposition,
        range,
        csp: PUBLIC_FILE_CSP,
      });
    },
  );

  app.get(
    `${base}/files/:fileId/versions`,
    {
      schema: {
        summary: 'A file\u2019s versions, oldest first',
        tags: ['Client portal'],
        params: fileParams,
        response: { 200: publicFileVersionListSchema },
      },
    },
    async (request) => {
      const access = await requireAccess(ctx, request.params.uuid, clientOf(request));
      return listPublicVersions(ctx, access, request.params.fileId);
    },
  );

  app.get(
    `${base}/files/:fileId/review`,
    {
      schema: {
        summary: 'Where the review of a file\u2019s latest version stands',
        tags: ['Client portal'],
        params: fileParams,
        response: { 200: fileReviewSchema },
      },
    },
    async (request) => {
      const client = clientOf(request);
      return reviewFile(ctx, await requireAccess(ctx, request.params.uuid, client), request.params.fileId, client);
    },
  );

  app.get(
    `${base}/files/:fileId/thumbnail`,
    { schema: { summary: 'A file\u2019s thumbnail', tags: ['Client portal'], params: fileParams } },
    async (request, reply) => {
      const access = await requireAccess(ctx, request.params.uuid, clientOf(request));
      const thumbnail = await openThumbnail(ctx, access, request.params.fileId);
      return sendStoredFile(reply, ctx.storage, thumbnail, {
        disposition: 'inline',
        range: request.headers.range,
        csp: PUBLIC_FILE_CSP,
      });
    },
  );

  app.get(
    `${base}/download-all`,
    { schema: { summary: 'All files as one zip', tags: ['Client portal'], params: portalParams } },
    async (request, reply) => {
      const client = clientOf(request);
      const access = await requireAccess(ctx, request.params.uuid, client);
      const zip = await zipAllFiles(ctx, access, client);
      reply.header('content-type', 'application/zip');
      reply.header('content-disposition', contentDisposition('attachment', zip.filename));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'private, no-cache');
      return reply.send(zip.stream);
    },
  );

  app.get(
    `${base}/comments`,
    {
      schema: {
        summary: 'The comments in a portal',
        tags: ['Client portal'],
        params: portalParams,
        response: { 200: commentListSchema },
      },
    },
    async (request) => listPublicComments(ctx, await requireAccess(ctx, request.params.uuid, clientOf(request))),
  );

  app.post(
    `${base}/comments`,
    {
      schema: {
        summary: 'Leave a comment',
        tags: ['Client portal'],
        body: commentCreateSchema,
        params: portalParams,
        response: { 201: commentSchema },
      },
    },
    async (request, reply) => {
      const client = clientOf(request);
      const access = await requireClientAccess(ctx, request.params.uuid, client);
      const input = request.body;
      await limit(request, 'comments');
      return reply.code(201).send(await createClientComment(ctx, access, input, client));
    },
  );

  app.get(
    `${base}/approvals`,
    {
      schema: {
        summary: 'The approvals given in a portal',
        tags: ['Client portal'],
        params: portalParams,
        response: { 200: approvalListSchema },
      },
    },
    async (request) => {
      const client = clientOf(request);
      return listPublicApprovals(ctx, await requireAccess(ctx, request.params.uuid, client), client);
    },
  );

  app.post(
    `${base}/approvals`,
    {
      schema: {
        summary: 'Approve a file or section, or ask for changes',
        tags: ['Client portal'],
        body: approvalCreateSchema,
        params: portalParams,
        response: { 201: approvalSchema },
      },
    },
    async (request, reply) => {
      const client = clientOf(request);
      const access = await requireClientAccess(ctx, request.params.uuid, client);
      const input = request.body;
      await limit(request, 'approvals');
      return reply.code(201).send(await createApproval(ctx, access, input, client));
    },
  );

  app.post(
    `${base}/forms/:sectionId`,
    {
      schema: {
        summary: 'Answer a form',
        tags: ['Client portal'],
        body: formSubmissionSchema,
        params: formParams,
        response: { 201: formSubmittedSchema },
      },
    },
    async (request, reply) => {
      const client = clientOf(request);
      const access = await requireClientAccess(ctx, request.params.uuid, client);
      const input = request.body;
      await limit(request, 'forms');
      return reply.code(201).send(await submitForm(ctx, access, request.params.sectionId, input, client));
    },
  );
}
