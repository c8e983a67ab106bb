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
import { parseInput } from '../../lib/parse-input';
import { requestMeta } from '../../lib/request-meta';
import { requirePermission } from '../../lib/require-permission';
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
      schema: { response: { 200: adminTemplateListSchema } },
      config: { openapi: { querystring: adminTemplateListQuerySchema } },
    },
    async (request) => {
      await requirePermission(request, 'templates:read');
      return listTemplatesForReview(ctx, parseInput(adminTemplateListQuerySchema, request.query));
    },
  );

  app.post(
    '/api/admin/templates/:id/approve',
    { schema: { params: idParams, response: { 200: adminTemplateSchema } } },
    async (request) => {
      const admin = await requirePermission(request, 'templates:write');
      return approveTemplate(ctx, admin, request.params.id, requestMeta(request));
    },
  );

  app.post(
    '/api/admin/templates/:id/reject',
    {
      schema: { params: idParams, response: { 200: adminTemplateSchema } },
      config: { openapi: { body: templateRejectSchema } },
    },
    async (request) => {
      const admin = await requirePermission(request, 'templates:write');
      const { reason } = parseInput(templateRejectSchema, request.body);
      return rejectTemplate(ctx, admin, request.params.id, reason, requestMeta(request));
    },
  );

  app.post(
    '/api/admin/templates/:id/feature',
    {
      schema: { params: idParams, response: { 200: adminTemplateSchema } },
      config: { openapi: { body: templateFeatureSchema } },
    },
    async (request) => {
      const admin = await requirePermission(request, 'templates:write');
      const { featured } = parseInput(templateFeatureSchema, request.body);
      return setTemplateFeatured(ctx, admin, request.params.id, featured, requestMeta(request));
    },
  );

  app.post(
    '/api/admin/templates/:id/verify',
    {
      schema: { params: idParams, response: { 200: adminTemplateSchema } },
      config: { openapi: { body: templateVerifySchema } },
    },
    async (request) => {
      const admin = await requirePermission(request, 'templates:write');
      const { verified } = parseInput(templateVerifySchema, request.body);
      return setTemplateVerified(ctx, admin, request.params.id, verified, requestMeta(request));
    },
  );
}
