import { apiTokenCreatedSchema, apiTokenCreateSchema, apiTokenListSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestMeta } from '../../lib/request-meta';
import { requireUserHook, signedInUser } from '../auth';
import { createToken, listTokens, revokeToken } from './api-tokens.service';

const tokenParams = z.object({ id: z.string().min(1).max(64) });

export async function apiTokensRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/tokens',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Your API tokens (never the tokens themselves), newest first',
        tags: ['API tokens and webhooks'],
        response: { 200: apiTokenListSchema },
      },
    },
    async (request) => listTokens(ctx, signedInUser(request)),
  );

  app.post(
    '/api/tokens',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Create an API token; the answer is the only time the token is shown (signed-in session only)',
        tags: ['API tokens and webhooks'],
        body: apiTokenCreateSchema,
        response: { 201: apiTokenCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createToken(ctx, signedInUser(request), request.body, requestMeta(request))),
  );

  app.delete(
    '/api/tokens/:id',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Revoke an API token: requests with it are refused at once',
        tags: ['API tokens and webhooks'],
        params: tokenParams,
      },
    },
    async (request, reply) => {
      await revokeToken(ctx, signedInUser(request), request.params.id, requestMeta(request));
      return reply.code(204).send();
    },
  );
}
