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
import { sendStoredFile } from '../../lib/serve-stored-file';
import { requireUserHook, signedInUser } from '../auth';
import { deleteFile, getFileVersion, listFiles, listVersions, reorderFiles, updateFile } from './files.service';

const portalParams = z.object({ id: z.string().min(1).max(64) });
const fileParams = portalParams.extend({ fileId: z.string().min(1).max(64) });

export async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/portals/:id/files',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'List the files of a portal',
        tags: ['Portal activity and files'],
        params: portalParams,
        response: { 200: portalFileListSchema },
      },
    },
    async (request) => listFiles(app.ctx, signedInUser(request), request.params.id),
  );

  app.put(
    '/api/portals/:id/files/order',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Reorder the files of a portal',
        tags: ['Portal activity and files'],
        params: portalParams,
        body: fileOrderSchema,
        response: { 200: portalFileListSchema },
      },
    },
    async (request) => reorderFiles(app.ctx, signedInUser(request), request.params.id, request.body.fileIds),
  );

  app.get(
    '/api/portals/:id/files/:fileId/versions',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'List the versions of a file',
        tags: ['Portal activity and files'],
        params: fileParams,
        response: { 200: portalFileListSchema },
      },
    },
    async (request) => listVersions(app.ctx, signedInUser(request), request.params.id, request.params.fileId),
  );

  app.patch(
    '/api/portals/:id/files/:fileId',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Rename a file',
        tags: ['Portal activity and files'],
        params: fileParams,
        body: fileUpdateSchema,
        response: { 200: portalFileSchema },
      },
    },
    async (request) =>
      updateFile(app.ctx, signedInUser(request), request.params.id, request.params.fileId, request.body),
  );

  app.delete(
    '/api/portals/:id/files/:fileId',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Delete a file', tags: ['Portal activity and files'], params: fileParams },
    },
    async (request, reply) => {
      await deleteFile(app.ctx, signedInUser(request), request.params.id, request.params.fileId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/portals/:id/files/:fileId/download',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Download a file (supports Range)',
        tags: ['Portal activity and files'],
        params: fileParams,
        querystring: fileVersionQuerySchema,
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await getFileVersion(app.ctx, signedInUser(request), id, fileId, request.query.version);
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
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'A file\u2019s thumbnail image',
        tags: ['Portal activity and files'],
        params: fileParams,
        querystring: fileVersionQuerySchema,
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await getFileVersion(app.ctx, signedInUser(request), id, fileId, request.query.version);
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
