import { randomUUID } from 'node:crypto';
import {
  ANNOUNCEMENT_AUDIENCES,
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementList,
  type announcementCreateSchema,
  announcementMessages,
  displayNameOf,
} from '@clientdock/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { announce, readNotificationPreferences } from '../notifications';
import type { UserRecord } from '../users';
import { announcementMail } from './announcement-mail';
import type { AnnouncementNotification, AnnouncementRecord } from './announcements.repository';

const MAIL_BATCH = 50;
const MAIL_LEASE_MS = 2 * 60_000;

function toAnnouncement(record: AnnouncementRecord): Announcement {
  return {
    id: record.id,
    title: record.title,
    message: record.message,
    link: record.link,
    audience: record.audience,
    sendEmail: record.sendEmail,
    recipients: record.recipients,
    email: {
      status: record.emailStatus,
      sent: record.emailSent,
      skipped: record.emailSkipped,
      failed: record.emailFailed,
    },
    sentByName: record.sentByName,
    createdAt: record.createdAt,
    completedAt: record.completedAt,
  };
}

export async function listAnnouncements(ctx: AppContext): Promise<AnnouncementList> {
  const repo = ctx.repos.announcements;
  const [records, sizes] = await Promise.all([
    repo.listNewestFirst(100),
    Promise.all(ANNOUNCEMENT_AUDIENCES.map(async (who) => [who, await repo.audienceSize(who)] as const)),
  ]);
  return {
    announcements: records.map(toAnnouncement),
    audienceSizes: Object.fromEntries(sizes) as Record<AnnouncementAudience, number>,
  };
}

function nameOf(user: UserRecord): string {
  return displayNameOf(user);
}

/**
 * Puts the announcement in every recipient's bell now; `delivery` finishes the rest after the answer: the
 * live update of open bells, then the mail run when asked for (which a job also resumes after a restart).
 */
export async function sendAnnouncement(
  ctx: AppContext,
  admin: UserRecord,
  input: z.output<typeof announcementCreateSchema>,
): Promise<{ announcement: Announcement; delivery: Promise<void> }> {
  const recipients = await ctx.repos.announcements.recipientIds(input.audience);
  if (recipients.length === 0) throw new AppError(400, 'NO_RECIPIENTS', announcementMessages.noRecipients);
  const now = ctx.clock();
  const record: AnnouncementRecord = {
    id: randomUUID(),
    title: input.title,
    message: input.message,
    link: input.link ?? null,
    audience: input.audience,
    sendEmail: input.sendEmail,
    recipients: recipients.length,
    emailStatus: input.sendEmail ? 'queued' : 'none',
    emailSent: 0,
    emailSkipped: 0,
    emailFailed: 0,
    emailCursor: null,
    sentBy: admin.id,
    sentByName: nameOf(admin),
    createdAt: now.toISOString(),
    completedAt: input.sendEmail ? null : now.toISOString(),
  };
  await ctx.repos.announcements.insert(record);
  const notifications: AnnouncementNotification[] = recipients.map((uid) => ({
    id: randomUUID(),
    uid,
    title: record.title,
    message: record.message,
    link: record.link,
    createdAt: record.createdAt,
  }));
  await ctx.repos.announcements.insertNotifications(notifications);
  const delivery = (async () => {
    for (const notification of notifications) {
      await announce(ctx, notification.uid, { kind: 'created', notificationId: notification.id });
    }
    if (record.sendEmail) await runAnnouncementMail(ctx, record.id);
  })().catch((error) => ctx.log.error({ err: error }, 'announcement delivery failed'));
  return { announcement: toAnnouncement(record), delivery };
}

/**
 * Mails an announcement to its audience in batches, from where the last run stopped. Recipients who turned
 * notification email off are skipped. Answers false when another run (this or another instance) has it.
 */
export async function runAnnouncementMail(ctx: AppContext, id: string): Promise<boolean> {
  const repo = ctx.repos.announcements;
  const lease = () => new Date(ctx.clock().getTime() + MAIL_LEASE_MS);
  if (!(await repo.claimMailRun(id, ctx.clock(), lease()))) return false;
  const announcement = await repo.findById(id);
  if (!announcement) return false;
  let cursor = announcement.emailCursor;
  for (;;) {
    const batch = await repo.recipientsAfter(announcement.audience, cursor, MAIL_BATCH);
    if (batch.length === 0) break;
    let sent = 0;
    let skipped = 0;
    let failed = 0;
    for (const recipient of batch) {
      if (readNotificationPreferences(recipient.settings).emailFrequency === 'disabled') {
        skipped++;
        continue;
      }
      const result = await ctx.mailer.send(announcementMail(ctx, announcement, recipient));
      if (result.delivered || ctx.mailer.transport === 'outbox') sent++;
      else failed++;
    }
    cursor = batch[batch.length - 1].id;
    await repo.recordMailBatch(id, { cursor, sent, skipped, failed, leaseUntil: lease() });
    if (batch.length < MAIL_BATCH) break;
  }
  await repo.finishMailRun(id, ctx.clock());
  return true;
}

/** The job's part: finishes every mail run that is queued or was left half-done. */
export async function resumeAnnouncementMail(ctx: AppContext): Promise<number> {
  let finished = 0;
  for (const id of await ctx.repos.announcements.listWithMailDue()) {
    if (await runAnnouncementMail(ctx, id)) finished++;
  }
  return finished;
}
