import {
  adminTemplateListQuerySchema,
  adminTemplateListSchema,
  adminTemplateSchema,
  templateFeatureSchema,
  templateRejectSchema,
  templateVerifySchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestMeta } from '../../lib/request-meta';
import { requirePermissionHook, signedInUser } from '../auth';
import {
  approveTemplate,
  listTemplatesForReview,
  rejectTemplate,
  setTemplateFeatured,
  setTemplateVerified,
} from './admin-templates.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Template Management (spec §2 admin menu). The permission is checked before the input is read, so someone
 * without access gets the spec's message whatever they send.
 */
export async function adminTemplatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/templates',
    {
      onRequest: requirePermissionHook('templates:read'),
      schema: {
        summary: 'Templates to moderate: pending, approved, rejected or all (templates:read)',
        tags: ['Admin'],
        querystring: adminTemplateListQuerySchema,
        response: { 200: adminTemplateListSchema },
      },
    },
    async (request) => listTemplatesForReview(ctx, request.query),
  );

  app.post(
    '/api/admin/templates/:id/approve',
    {
      onRequest: requirePermissionHook('templates:write'),
      schema: {
        summary: 'Approve a template for the marketplace (templates:write)',
        tags: ['Admin'],
        params: idParams,
        response: { 200: adminTemplateSchema },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      return approveTemplate(ctx, admin, request.params.id, requestMeta(request));
    },
  );

  app.post(
    '/api/admin/templates/:id/reject',
    {
      onRequest: requirePermissionHook('templates:write'),
      schema: {
        summary: 'Reject a template; the reason is mailed to its creator',
        tags: ['Admin'],
        body: templateRejectSchema,
        params: idParams,
        response: { 200: adminTemplateSchema },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const { reason } = request.body;
      return rejectTemplate(ctx, admin, request.params.id, reason, requestMeta(request));
    },
  );

  app.post(
    '/api/admin/templates/:id/feature',
    {
      onRequest: requirePermissionHook('templates:write'),
      schema: {
        summary: 'Feature or unfeature a template (templates:write)',
        tags: ['Admin'],
        body: templateFeatureSchema,
        params: idParams,
        response: { 200: adminTemplateSchema },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const { featured } = request.body;
      return setTemplateFeatured(ctx, admin, request.params.id, featured, requestMeta(request));
    },
  );

  app.post(
    '/api/admin/templates/:id/verify',
    {
      onRequest: requirePermissionHook('templates:write'),
      schema: {
        summary: 'Mark a template verified or not (templates:write)',
        tags: ['Admin'],
        body: templateVerifySchema,
        params: idParams,
        response: { 200: adminTemplateSchema },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const { verified } = request.body;
      return setTemplateVerified(ctx, admin, request.params.id, verified, requestMeta(request));
    },
  );
}
