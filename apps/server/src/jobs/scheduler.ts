import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { applyEventRetention } from '../modules/analytics/event-retention.service';
import { resumeAnnouncementMail } from '../modules/announcements/announcements.service';
import { endExpiredGrace } from '../modules/billing';
import { sendDueDateReminders } from '../modules/file-requests';
import { sendExpiryReminders } from '../modules/notifications/expiry-reminders';
import { sendDueNotificationMails } from '../modules/notifications/notification-bursts';
import { sendDueDigests } from '../modules/notifications/notification-digests';
import { forgetEndedWindows } from '../modules/public-portal/post-limits';
import { sendRecipientReminders } from '../modules/recipients/recipient-reminders';
import { timedRun, trackJob } from './job-status';
import { retryDueMail } from './mail-retry';
import { markExpiredPortals } from './portal-expiry';
import { pruneExpiredRows } from './retention';
import { runScheduledBackup } from './scheduled-backup';
import { cleanupAbandonedUploads } from './upload-cleanup';

/** In-process schedule; every job is idempotent, so several instances running it do no harm. */
export function startJobs(app: FastifyInstance): Cron[] {
  const schedule = (pattern: string, name: string, work: () => Promise<unknown>) => {
    const timed = timedRun(app.ctx, name, work);
    const job = new Cron(pattern, { protect: true }, async () => {
      try {
        await timed();
      } catch (error) {
        app.log.error({ err: error }, `job ${name} failed`);
      }
    });
    trackJob(app.ctx, name, job);
    return job;
  };
  const jobs = [
    schedule('* * * * *', 'portal-expiry', () => markExpiredPortals(app.ctx)),
    schedule('*/5 * * * *', 'notification-digests', () => sendDueDigests(app.ctx)),
    // A burst's held rows are taken in the transaction that writes its mail, so several instances send it once.
    schedule('* * * * *', 'notification-mail', () => sendDueNotificationMails(app.ctx)),
    schedule('2-59/5 * * * *', 'portal-expiry-reminders', () => sendExpiryReminders(app.ctx)),
    // Each reminder is claimed by a conditional update, so several instances send it once.
    schedule('7-59/15 * * * *', 'recipient-reminders', () => sendRecipientReminders(app.ctx)),
    // Each reminder of a due day is claimed by an insert, so several instances send it once.
    schedule('11-59/30 * * * *', 'request-due-reminders', () => sendDueDateReminders(app.ctx)),
    schedule('29 * * * *', 'billing-grace', () => endExpiredGrace(app.ctx)),
    schedule('17 * * * *', 'upload-cleanup', () => cleanupAbandonedUploads(app.ctx)),
    schedule('23 * * * *', 'rate-window-cleanup', () => forgetEndedWindows(app.ctx)),
    // Claimed once per UTC day; hourly, so a day is not missed when the app was down at one hour.
    schedule('41 * * * *', 'event-retention', () => applyEventRetention(app.ctx)),
    schedule('* * * * *', 'announcement-mail', () => resumeAnnouncementMail(app.ctx)),
    schedule('30 * * * * *', 'mail-retry', () => retryDueMail(app.ctx)),
    // Claimed once per UTC day, like event-retention.
    schedule('47 * * * *', 'retention', () => pruneExpiredRows(app.ctx)),
    // Claimed once per server-time day from 03:00 on; hourly, so a day is not missed when the app was down at 03:00.
    ...(app.ctx.config.backup.dir ? [schedule('0 * * * *', 'backup', () => runScheduledBackup(app.ctx))] : []),
  ];
  app.addHook('onClose', async () => {
    for (const job of jobs) job.stop();
  });
  return jobs;
}
