import {
  fileOrderSchema,
  fileUpdateSchema,
  fileVersionQuerySchema,
  portalFileListSchema,
  portalFileSchema,
  portalMessages,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../lib/errors';
import { requireUser } from '../../lib/require-user';
import { sendStoredFile } from '../../lib/serve-stored-file';
import { deleteFile, getFileVersion, listFiles, listVersions, reorderFiles, updateFile } from './files.service';

const portalParams = z.object({ id: z.string().min(1).max(64) });
const fileParams = portalParams.extend({ fileId: z.string().min(1).max(64) });

export async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/portals/:id/files',
    { schema: { params: portalParams, response: { 200: portalFileListSchema } } },
    async (request) => listFiles(app.ctx, await requireUser(request), request.params.id),
  );

  app.put(
    '/api/portals/:id/files/order',
    { schema: { params: portalParams, body: fileOrderSchema, response: { 200: portalFileListSchema } } },
    async (request) => reorderFiles(app.ctx, await requireUser(request), request.params.id, request.body.fileIds),
  );

  app.get(
    '/api/portals/:id/files/:fileId/versions',
    { schema: { params: fileParams, response: { 200: portalFileListSchema } } },
    async (request) => listVersions(app.ctx, await requireUser(request), request.params.id, request.params.fileId),
  );

  app.patch(
    '/api/portals/:id/files/:fileId',
    { schema: { params: fileParams, body: fileUpdateSchema, response: { 200: portalFileSchema } } },
    async (request) =>
      updateFile(app.ctx, await requireUser(request), request.params.id, request.params.fileId, request.body),
  );

  app.delete('/api/portals/:id/files/:fileId', { schema: { params: fileParams } }, async (request, reply) => {
    await deleteFile(app.ctx, await requireUser(request), request.params.id, request.params.fileId);
    return reply.code(204).send();
  });

  app.get(
    '/api/portals/:id/files/:fileId/download',
    { schema: { params: fileParams, querystring: fileVersionQuerySchema } },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await getFileVersion(app.ctx, await requireUser(request), id, fileId, request.query.version);
      return sendStoredFile(
        reply,
        app.ctx.storage,
        { key: file.storageKey, size: file.size, mime: file.mime, name: file.name },
        { disposition: 'attachment', range: request.headers.range },
      );
    },
  );

  app.get(
    '/api/portals/:id/files/:fileId/thumbnail',
    { schema: { params: fileParams, querystring: fileVersionQuerySchema } },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await getFileVersion(app.ctx, await requireUser(request), id, fileId, request.query.version);
      if (!file.thumbnailKey) throw new NotFound(portalMessages.thumbnailNotFound);
      const stat = await app.ctx.storage.stat(file.thumbnailKey);
      if (!stat) throw new NotFound(portalMessages.thumbnailNotFound);
      const name = `${file.name.replace(/\.[^.]*$/, '')}-thumbnail.webp`;
      return sendStoredFile(
        reply,
        app.ctx.storage,
        { key: file.thumbnailKey, size: stat.size, mime: 'image/webp', name },
        { disposition: 'inline', range: request.headers.range },
      );
    },
  );
}
