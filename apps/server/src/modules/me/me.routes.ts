import { meSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/require-user';
import { createMeRepository } from './me.repository';
import { describeMe } from './me.service';

export async function meRoutes(app: FastifyInstance) {
  const repository = createMeRepository(app.ctx.db);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/me', { schema: { response: { 200: meSchema } } }, async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return describeMe(app.ctx, repository, user);
    });
}
