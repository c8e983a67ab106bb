import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { recheckPendingDomains } from '../modules/custom-domains/custom-domains.service';
import { timedRun, trackJob } from './job-status';

/** Re-checks pending custom domains every 10 minutes; idempotent, so several instances may run it. */
export function startDomainChecks(app: FastifyInstance): Cron {
  const check = timedRun(app.ctx, 'domain-checks', () => recheckPendingDomains(app.ctx));
  const job = new Cron('*/10 * * * *', { protect: true }, async () => {
    try {
      await check();
    } catch (error) {
      app.log.error({ err: error }, 'job domain-checks failed');
    }
  });
  trackJob(app.ctx, 'domain-checks', job);
  app.addHook('onClose', async () => job.stop());
  return job;
}
