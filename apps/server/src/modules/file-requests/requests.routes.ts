import {
  creatorRequestsSchema,
  requestUploadReviewSchema,
  requestUploadSchema,
  requestUploadSharedSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition, sendStoredFile } from '../../lib/serve-stored-file';
import { requireUserHook, signedInUser } from '../auth';
import { listCreatorRequests, openUpload, reviewUpload, shareUpload, zipUploads } from './requests.service';

const portalParams = z.object({ id: z.string().min(1).max(64) });
const uploadParams = portalParams.extend({ uploadId: z.string().min(1).max(64) });
const contentQuery = z.object({ download: z.string().max(10).optional() });
const zipQuery = z.object({ itemId: z.string().min(1).max(64).optional() });

/** The creator's side of file requests: what clients sent, the decisions on it, and reusing it. */
export async function requestsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const base = '/api/portals/:id/requests';
  const tags = ['Portal activity and files'];

  app.get(
    base,
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Every requested item with every file clients sent, and files of items since removed',
        tags,
        params: portalParams,
        response: { 200: creatorRequestsSchema },
      },
    },
    async (request) => listCreatorRequests(ctx, signedInUser(request), request.params.id),
  );

  app.patch(
    `${base}/uploads/:uploadId`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Accept or reject a file a client sent, with an optional note the client reads',
        tags,
        params: uploadParams,
        body: requestUploadReviewSchema,
        response: { 200: requestUploadSchema },
      },
    },
    async (request) => {
      const { id, uploadId } = request.params;
      return reviewUpload(ctx, signedInUser(request), id, uploadId, request.body);
    },
  );

  app.get(
    `${base}/uploads/:uploadId/content`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'A file a client sent (inline, sandboxed; ?download=1 to save it; supports Range)',
        tags,
        params: uploadParams,
        querystring: contentQuery,
      },
    },
    async (request, reply) => {
      const { id, uploadId } = request.params;
      const file = await openUpload(ctx, signedInUser(request), id, uploadId, 'content');
      const download = request.query.download === '1' || request.query.download === 'true';
      return sendStoredFile(reply, ctx.storage, file, {
        disposition: download ? 'attachment' : 'inline',
        range: request.headers.range,
      });
    },
  );

  app.get(
    `${base}/uploads/:uploadId/thumbnail`,
    {
      onRequest: requireUserHook,
      schema: { summary: 'The preview image of an image a client sent', tags, params: uploadParams },
    },
    async (request, reply) => {
      const { id, uploadId } = request.params;
      const file = await openUpload(ctx, signedInUser(request), id, uploadId, 'thumbnail');
      return sendStoredFile(reply, ctx.storage, file, { disposition: 'inline', range: request.headers.range });
    },
  );

  app.get(
    `${base}/download`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Every file clients sent as one zip (?itemId= for one item)',
        tags,
        params: portalParams,
        querystring: zipQuery,
      },
    },
    async (request, reply) => {
      const zip = await zipUploads(ctx, signedInUser(request), request.params.id, request.query.itemId);
      reply.header('content-type', 'application/zip');
      reply.header('content-disposition', contentDisposition('attachment', zip.filename));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'private, no-cache');
      return reply.send(zip.stream);
    },
  );

  app.post(
    `${base}/uploads/:uploadId/share`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Add an accepted file to the portal\u2019s own files (a copy every client of the portal sees)',
        tags,
        params: uploadParams,
        response: { 201: requestUploadSharedSchema },
      },
    },
    async (request, reply) => {
      const { id, uploadId } = request.params;
      return reply.code(201).send(await shareUpload(ctx, signedInUser(request), id, uploadId));
    },
  );
}
