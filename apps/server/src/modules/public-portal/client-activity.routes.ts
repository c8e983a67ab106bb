import {
  approvalListSchema,
  commentResolveSchema,
  creatorCommentCreateSchema,
  creatorCommentListSchema,
  creatorCommentSchema,
  formResponseListSchema,
  pinCarryForwardSchema,
  pinCloseAddressedSchema,
  portalVisitorListSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/serve-stored-file';
import { requireUserHook, signedInUser } from '../auth';
import { listCreatorApprovals } from './approvals.service';
import { carryForward, closeAddressed } from './carry-forward.service';
import { createCreatorComment, listCreatorComments, setCommentResolved } from './comments.service';
import { formResponsesCsv, listFormResponses } from './forms.service';
import { listVisitors } from './visitors-list.service';

const portalParams = z.object({ id: z.string().min(1).max(64) });
const commentParams = portalParams.extend({ commentId: z.string().min(1).max(64) });
const fileParams = portalParams.extend({ fileId: z.string().min(1).max(64) });

/** The creator's view of what clients did in a portal (owner only; anyone else gets 404). */
export async function clientActivityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/api/portals/:id/comments',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'List the comments on a portal',
        tags: ['Portal activity and files'],
        params: portalParams,
        response: { 200: creatorCommentListSchema },
      },
    },
    async (request) => listCreatorComments(ctx, signedInUser(request), request.params.id),
  );

  app.post(
    '/api/portals/:id/comments',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Reply to your clients in a portal',
        tags: ['Portal activity and files'],
        body: creatorCommentCreateSchema,
        params: portalParams,
        response: { 201: creatorCommentSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const input = request.body;
      return reply.code(201).send(await createCreatorComment(ctx, user, request.params.id, input));
    },
  );

  app.patch(
    '/api/portals/:id/comments/:commentId',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Resolve or reopen a comment',
        tags: ['Portal activity and files'],
        body: commentResolveSchema,
        params: commentParams,
        response: { 200: creatorCommentSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { resolved } = request.body;
      return setCommentResolved(ctx, user, request.params.id, request.params.commentId, resolved);
    },
  );

  app.post(
    '/api/portals/:id/files/:fileId/carry-forward',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Carry open pins of an older version forward to a newer one',
        tags: ['Portal activity and files'],
        body: pinCarryForwardSchema,
        params: fileParams,
        response: { 200: creatorCommentListSchema },
      },
    },
    async (request) => {
      const { id, fileId } = request.params;
      return carryForward(ctx, signedInUser(request), id, fileId, request.body);
    },
  );

  app.post(
    '/api/portals/:id/files/:fileId/close-addressed',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Resolve pins as addressed in the latest version',
        tags: ['Portal activity and files'],
        body: pinCloseAddressedSchema,
        params: fileParams,
        response: { 200: creatorCommentListSchema },
      },
    },
    async (request) => {
      const { id, fileId } = request.params;
      return closeAddressed(ctx, signedInUser(request), id, fileId, request.body);
    },
  );

  app.get(
    '/api/portals/:id/approvals',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'List the approvals and change requests of a portal',
        tags: ['Portal activity and files'],
        params: portalParams,
        response: { 200: approvalListSchema },
      },
    },
    async (request) => listCreatorApprovals(ctx, signedInUser(request), request.params.id),
  );

  app.get(
    '/api/portals/:id/form-responses',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'List the form answers of a portal',
        tags: ['Portal activity and files'],
        params: portalParams,
        response: { 200: formResponseListSchema },
      },
    },
    async (request) => listFormResponses(ctx, signedInUser(request), request.params.id),
  );

  app.get(
    '/api/portals/:id/form-responses.csv',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Form answers as CSV', tags: ['Portal activity and files'], params: portalParams },
    },
    async (request, reply) => {
      const { filename, csv } = await formResponsesCsv(ctx, signedInUser(request), request.params.id);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', contentDisposition('attachment', filename));
      reply.header('cache-control', 'no-store');
      // The byte-order mark makes spreadsheet apps read the file as UTF-8.
      return reply.send(`\ufeff${csv}`);
    },
  );

  app.get(
    '/api/portals/:id/visitors',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Who opened a portal, and what they did',
        tags: ['Portal activity and files'],
        params: portalParams,
        response: { 200: portalVisitorListSchema },
      },
    },
    async (request) => listVisitors(ctx, signedInUser(request), request.params.id),
  );
}
