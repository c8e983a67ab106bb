import { meSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUserHook, signedInUser } from '../auth';
import { describeMe } from './me.service';

export async function meRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/me',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'The signed-in user with plan, limits, abilities and usage',
        tags: ['Account'],
        response: { 200: meSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return describeMe(app.ctx, user);
    },
  );
}
