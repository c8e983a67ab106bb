import {
  marketplaceQuerySchema,
  marketplaceSchema,
  messages,
  myTemplateListSchema,
  myTemplateSchema,
  templateCreateSchema,
  templateDetailSchema,
  templatePurchaseSchema,
  templateReviewInputSchema,
  templateReviewListQuerySchema,
  templateReviewListSchema,
  templateReviewSavedSchema,
  templateUpdateSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withFailureMessage } from '../../lib/failure-message';
import { requestMeta } from '../../lib/request-meta';
import { optionalUser, requireUserHook, signedInUser } from '../auth';
import { purchaseTemplate } from './template-purchase.service';
import { addReview, listReviews, updateMyReview } from './template-reviews.service';
import {
  createTemplate,
  deleteTemplate,
  getTemplateDetail,
  listMarketplace,
  listMyTemplates,
  updateTemplate,
} from './templates.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The marketplace (public), a creator's own templates, reviews and purchases. */
export async function templatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/api/templates',
    {
      schema: {
        summary: 'The template marketplace: search, filter, featured first, 20 per page',
        tags: ['Templates'],
        querystring: marketplaceQuerySchema,
        response: { 200: marketplaceSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      // Approvals and edits show at once: a cached page would hide a just-approved template.
      reply.header('cache-control', 'no-cache');
      return listMarketplace(ctx, query);
    },
  );

  app.get(
    '/api/templates/mine',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Your own templates, whatever their status',
        tags: ['Templates'],
        response: { 200: myTemplateListSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return listMyTemplates(ctx, user);
    },
  );

  app.post(
    '/api/templates',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Save a portal\u2019s layout as a template (starts pending review)',
        tags: ['Templates'],
        body: templateCreateSchema,
        response: { 201: myTemplateSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const input = request.body;
      const template = await withFailureMessage(request.log, messages.failedSaveTemplate, () =>
        createTemplate(ctx, user, input),
      );
      return reply.code(201).send(template);
    },
  );

  app.get(
    '/api/templates/:id',
    {
      schema: {
        summary: 'One template: layout, figures, and what you may do with it',
        tags: ['Templates'],
        params: idParams,
        response: { 200: templateDetailSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getTemplateDetail(ctx, await optionalUser(request), request.params.id);
    },
  );

  app.patch(
    '/api/templates/:id',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Change your template (a public one goes back to pending review)',
        tags: ['Templates'],
        body: templateUpdateSchema,
        params: idParams,
        response: { 200: myTemplateSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      return withFailureMessage(request.log, messages.failedUpdateTemplate, () =>
        updateTemplate(ctx, user, request.params.id, input),
      );
    },
  );

  app.delete(
    '/api/templates/:id',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Delete your template (official samples cannot be deleted)',
        tags: ['Templates'],
        params: idParams,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await withFailureMessage(request.log, messages.failedDeleteTemplate, () =>
        deleteTemplate(ctx, user, request.params.id),
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/templates/:id/reviews',
    {
      schema: {
        summary: 'Reviews of a template, newest first',
        tags: ['Templates'],
        querystring: templateReviewListQuerySchema,
        params: idParams,
        response: { 200: templateReviewListSchema },
      },
    },
    async (request) => {
      const { page } = request.query;
      return listReviews(ctx, await optionalUser(request), request.params.id, page);
    },
  );

  app.post(
    '/api/templates/:id/reviews',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Review a template you used (1 to 5 stars, once)',
        tags: ['Templates'],
        body: templateReviewInputSchema,
        params: idParams,
        response: { 201: templateReviewSavedSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const input = request.body;
      const saved = await withFailureMessage(request.log, messages.failedAddReview, () =>
        addReview(ctx, user, request.params.id, input),
      );
      return reply.code(201).send(saved);
    },
  );

  app.patch(
    '/api/templates/:id/reviews/mine',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Change your review of a template',
        tags: ['Templates'],
        body: templateReviewInputSchema,
        params: idParams,
        response: { 200: templateReviewSavedSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      return withFailureMessage(request.log, messages.failedAddReview, () =>
        updateMyReview(ctx, user, request.params.id, input),
      );
    },
  );

  app.post(
    '/api/templates/:id/purchase',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Buy a paid template',
        tags: ['Templates'],
        params: idParams,
        response: { 200: templatePurchaseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return purchaseTemplate(ctx, user, request.params.id, requestMeta(request));
    },
  );
}
