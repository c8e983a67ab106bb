import {
  approvalListSchema,
  commentResolveSchema,
  creatorCommentCreateSchema,
  creatorCommentListSchema,
  creatorCommentSchema,
  formResponseListSchema,
  portalVisitorListSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseInput } from '../../lib/parse-input';
import { requireUser } from '../../lib/require-user';
import { contentDisposition } from '../../lib/serve-stored-file';
import { listCreatorApprovals } from './approvals.service';
import { createCreatorComment, listCreatorComments, setCommentResolved } from './comments.service';
import { formResponsesCsv, listFormResponses } from './forms.service';
import { listVisitors } from './visitors-list.service';

const portalParams = z.object({ id: z.string().min(1).max(64) });
const commentParams = portalParams.extend({ commentId: z.string().min(1).max(64) });

/** The creator's view of what clients did in a portal (owner only; anyone else gets 404). */
export async function clientActivityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/api/portals/:id/comments',
    { schema: { params: portalParams, response: { 200: creatorCommentListSchema } } },
    async (request) => listCreatorComments(ctx, await requireUser(request), request.params.id),
  );

  app.post(
    '/api/portals/:id/comments',
    { schema: { params: portalParams, response: { 201: creatorCommentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const input = parseInput(creatorCommentCreateSchema, request.body);
      return reply.code(201).send(await createCreatorComment(ctx, user, request.params.id, input));
    },
  );

  app.patch(
    '/api/portals/:id/comments/:commentId',
    { schema: { params: commentParams, response: { 200: creatorCommentSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { resolved } = parseInput(commentResolveSchema, request.body);
      return setCommentResolved(ctx, user, request.params.id, request.params.commentId, resolved);
    },
  );

  app.get(
    '/api/portals/:id/approvals',
    { schema: { params: portalParams, response: { 200: approvalListSchema } } },
    async (request) => listCreatorApprovals(ctx, await requireUser(request), request.params.id),
  );

  app.get(
    '/api/portals/:id/form-responses',
    { schema: { params: portalParams, response: { 200: formResponseListSchema } } },
    async (request) => listFormResponses(ctx, await requireUser(request), request.params.id),
  );

  app.get('/api/portals/:id/form-responses.csv', { schema: { params: portalParams } }, async (request, reply) => {
    const { filename, csv } = await formResponsesCsv(ctx, await requireUser(request), request.params.id);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', contentDisposition('attachment', filename));
    reply.header('cache-control', 'no-store');
    // The byte-order mark makes spreadsheet apps read the file as UTF-8.
    return reply.send(`\ufeff${csv}`);
  });

  app.get(
    '/api/portals/:id/visitors',
    { schema: { params: portalParams, response: { 200: portalVisitorListSchema } } },
    async (request) => listVisitors(ctx, await requireUser(request), request.params.id),
  );
}
