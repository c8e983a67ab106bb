import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { patchHeaderProblem, writeTusAnswer } from './disk-patch';
import { createTusServer, UPLOADS_PATH } from './tus-server';

const TUS_METHODS = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * tus at /api/uploads: Fastify checks the session, then hands the raw request to @tus/server, or a PATCH of an
 * upload on local disk to disk-patch.ts, which writes the body straight into the file.
 */
export async function uploadsRoutes(app: FastifyInstance) {
  const tus = createTusServer(app.ctx, app.ctx.uploadStore, app.log);

  // Upload bodies are streamed by tus itself; Fastify must not read or limit them.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'OPTIONS') tus.rememberUser(request.raw, await requireUser(request));
    reply.hijack();
    const uploadId = (request.params as { uploadId?: string }).uploadId;
    const diskPatch = request.method === 'PATCH' && uploadId ? tus.diskPatch() : null;
    // Answered here for every store alike, with the protocol's 415 for a wrong Content-Type.
    const problem = request.method === 'PATCH' && !diskPatch ? patchHeaderProblem(request.raw) : null;
    if (problem) return writeTusAnswer(request.raw, reply.raw, tus.corsOrigin, problem);
    try {
      if (diskPatch && uploadId) await diskPatch(request.raw, reply.raw, uploadId);
      else await tus.server.handle(request.raw, reply.raw);
    } catch (error) {
      request.log.error({ err: error }, 'upload handler failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        reply.raw.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }));
      } else reply.raw.destroy();
    }
  }

  app.route({ method: [...TUS_METHODS], url: UPLOADS_PATH, handler });
  app.route({ method: [...TUS_METHODS], url: `${UPLOADS_PATH}/:uploadId`, handler });
}
