import { publicRequestsSchema } from '@clientdock/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../lib/serve-stored-file';
import {
  type ClientRequest,
  ensureVisitor,
  findVisitor,
  issuedCookies,
  PUBLIC_FILE_CSP,
  readClientRequest,
  requireAccess,
  requireClientAccess,
} from '../public-portal';
import { tusRoutes } from '../uploads';
import { CLIENT_UPLOADS_PATH, createClientUploads } from './client-uploads';
import { listPublicRequests, openOwnUpload, removeOwnUpload } from './public-requests.service';

const portalParams = z.object({ uuid: z.string().min(1).max(64) });
const uploadParams = portalParams.extend({ uploadId: z.string().min(1).max(64) });
const contentQuery = z.object({ download: z.string().max(10).optional() });

/** A client's side of file requests: what is asked, the files it sent, and the tus endpoint it sends them to. */
export async function publicRequestsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const secure = ctx.config.publicUrl.startsWith('https://');
  const clients = new WeakMap<FastifyRequest, ClientRequest>();
  const clientOf = (request: FastifyRequest) => {
    const client = readClientRequest(request);
    clients.set(request, client);
    return client;
  };
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    const client = clients.get(request);
    const { uuid } = request.params as { uuid?: string };
    for (const cookie of client ? issuedCookies(client, uuid, secure) : []) reply.header('set-cookie', cookie);
  });

  const base = '/api/public/portals/:uuid/requests';

  app.get(
    base,
    {
      schema: {
        summary: 'What the portal asks the client to send, with the files this client sent',
        tags: ['Client portal'],
        params: portalParams,
        response: { 200: publicRequestsSchema },
      },
    },
    async (request) => {
      const client = clientOf(request);
      const access = await requireAccess(ctx, request.params.uuid, client);
      return listPublicRequests(ctx, access, await findVisitor(ctx, access.portal.id, client));
    },
  );

  app.get(
    `${base}/uploads/:uploadId`,
    {
      schema: {
        summary: 'A file this client sent (inline; ?download=1 to save it)',
        tags: ['Client portal'],
        params: uploadParams,
        querystring: contentQuery,
      },
    },
    async (request, reply) => {
      const client = clientOf(request);
      const access = await requireAccess(ctx, request.params.uuid, client);
      const visitor = await findVisitor(ctx, access.portal.id, client);
      const file = await openOwnUpload(ctx, access, visitor, request.params.uploadId);
      const download = request.query.download === '1' || request.query.download === 'true';
      return sendStoredFile(reply, ctx.storage, file, {
        disposition: download ? 'attachment' : 'inline',
        range: request.headers.range,
        csp: PUBLIC_FILE_CSP,
      });
    },
  );

  app.delete(
    `${base}/uploads/:uploadId`,
    {
      schema: {
        summary: 'Take back a file this client sent (until the studio accepts it)',
        tags: ['Client portal'],
        params: uploadParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const client = clientOf(request);
      const access = await requireClientAccess(ctx, request.params.uuid, client);
      await removeOwnUpload(ctx, access, await findVisitor(ctx, access.portal.id, client), request.params.uploadId);
      return reply.code(204).send(null);
    },
  );

  // tus: the portal's access rules apply to every request; the upload's own checks are in client-uploads.ts.
  const uploads = createClientUploads(ctx, app.log);
  tusRoutes(app, uploads.endpoint, CLIENT_UPLOADS_PATH, async (request, reply) => {
    const client = readClientRequest(request);
    const { uuid } = request.params as { uuid: string };
    const access = await requireClientAccess(ctx, uuid, client);
    const visitor = await ensureVisitor(ctx, access.portal.id, client);
    const cookies = issuedCookies(client, uuid, secure);
    // tus writes the answer itself: a visitor cookie minted here goes on the raw response.
    if (cookies.length > 0) reply.raw.setHeader('set-cookie', cookies);
    uploads.remember(request.raw, { access, client, visitor });
  });
}
