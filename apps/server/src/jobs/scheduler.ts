import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { sendExpiryReminders } from '../modules/notifications/expiry-reminders';
import { sendDueDigests } from '../modules/notifications/notification-digests';
import { markExpiredPortals } from './portal-expiry';
import { cleanupAbandonedUploads } from './upload-cleanup';

/** In-process schedule; every job is idempotent, so several instances running it do no harm. */
export function startJobs(app: FastifyInstance): Cron[] {
  const run = (name: string, work: () => Promise<unknown>) => async () => {
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, `job ${name} failed`);
    }
  };
  const jobs = [
    new Cron(
      '* * * * *',
      { protect: true },
      run('portal-expiry', () => markExpiredPortals(app.ctx)),
    ),
    new Cron(
      '*/5 * * * *',
      { protect: true },
      run('notification-digests', () => sendDueDigests(app.ctx)),
    ),
    new Cron(
      '2-59/5 * * * *',
      { protect: true },
      run('portal-expiry-reminders', () => sendExpiryReminders(app.ctx)),
    ),
    new Cron(
      '17 * * * *',
      { protect: true },
      run('upload-cleanup', () => cleanupAbandonedUploads(app.ctx)),
    ),
  ];
  app.addHook('onClose', async () => {
    for (const job of jobs) job.stop();
  });
  return jobs;
}
