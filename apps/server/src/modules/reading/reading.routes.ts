import { portalReadingSchema, readingBatchSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUserHook, signedInUser } from '../auth';
import { issuedCookies, readClientRequest } from '../public-portal';
import { recordReading } from './reading.service';
import { buildPortalReading } from './reading-report.service';

/** 50 items of about 120 bytes each, with room to spare; far below the app's 1 MB body limit. */
const BATCH_BODY_LIMIT = 16 * 1024;

const publicParams = z.object({ uuid: z.string().min(1).max(64) });
const portalParams = z.object({ id: z.string().min(1).max(64) });

/** Reading analytics: batches from the client portal page, and the creator's report. */
export async function readingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const secure = ctx.config.publicUrl.startsWith('https://');

  app.post(
    '/api/public/portals/:uuid/reading',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary:
          'Record how a client read the portal\u2019s files: seconds per PDF page, media played, images opened (ignored in the creator\u2019s preview and for bots)',
        tags: ['Client portal'],
        params: publicParams,
        body: readingBatchSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const client = readClientRequest(request);
      try {
        await recordReading(ctx, request.params.uuid, client, request.body);
      } finally {
        for (const cookie of issuedCookies(client, request.params.uuid, secure)) reply.header('set-cookie', cookie);
      }
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );

  app.get(
    '/api/portals/:id/reading',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'How clients read a portal\u2019s files: time per page, completion, media played, per visitor',
        tags: ['Portal activity and files'],
        params: portalParams,
        response: { 200: portalReadingSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return buildPortalReading(ctx, signedInUser(request), request.params.id);
    },
  );
}
