import { healthSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isDatabaseReachable } from '../../db/ping';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        summary: 'Health of the app, database, storage and mail',
        tags: ['Instance'],
        response: { 200: healthSchema },
      },
    },
    async (_request, reply) => {
      const { db, dialect, mailer, storage, config } = app.ctx;
      const dbStatus = (await isDatabaseReachable(db)) ? ('ok' as const) : ('error' as const);
      const storageStatus = await storage.check();
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok' as const,
        db: { status: dbStatus, dialect },
        storage: { status: storageStatus ? ('ok' as const) : ('error' as const), driver: storage.driver },
        mail: { transport: mailer.transport },
        version: config.version,
        instance: config.instanceId,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
}
