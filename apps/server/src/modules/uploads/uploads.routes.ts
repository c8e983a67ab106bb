import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import { tusRoutes } from './tus-endpoint';
import { createTusServer, UPLOADS_PATH } from './tus-server';

/** tus at /api/uploads: Fastify checks the session, then the endpoint takes the raw request (tus-endpoint.ts). */
export async function uploadsRoutes(app: FastifyInstance) {
  const tus = createTusServer(app.ctx, app.ctx.uploadStore, app.log);
  tusRoutes(app, tus.endpoint, UPLOADS_PATH, async (request) => {
    tus.rememberUser(request.raw, await requireUser(request));
  });
}
