import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { recheckPendingDomains } from '../modules/custom-domains/custom-domains.service';

/** Re-checks pending custom domains every 10 minutes; idempotent, so several instances may run it. */
export function startDomainChecks(app: FastifyInstance): Cron {
  const job = new Cron('*/10 * * * *', { protect: true }, async () => {
    try {
      await recheckPendingDomains(app.ctx);
    } catch (error) {
      app.log.error({ err: error }, 'job domain-checks failed');
    }
  });
  app.addHook('onClose', async () => job.stop());
  return job;
}
