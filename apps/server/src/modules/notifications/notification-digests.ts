import type { AppContext } from '../../app-context';
import { type DigestSlot, dueDigestSlot } from './digest-schedule';
import { digestMail } from './notification-mail';
import { readNotificationPreferences } from './notification-preferences';

/**
 * Sends the daily and weekly digests that are due (the scheduler runs this every few minutes). Each is
 * recorded under a unique key before it is sent, so none goes out twice, across restarts or instances.
 * Nothing is sent, or recorded, for a period without new notifications. Answers how many were sent.
 */
export async function sendDueDigests(ctx: AppContext, now = ctx.clock()): Promise<number> {
  const due: { userId: string; slot: DigestSlot; timeZone: string; isWholeDigest: boolean }[] = [];
  for (const user of await ctx.repos.notificationDigests.listDigestUsers()) {
    const preferences = readNotificationPreferences(user.settings);
    const slot = dueDigestSlot(preferences, now);
    // Per-kind digests (emailFrequency 'instant') hold only what was set aside for them; notifications from
    // before that choice was recorded were mailed at once then.
    const isWholeDigest = preferences.emailFrequency !== 'instant';
    if (slot) due.push({ userId: user.id, slot, timeZone: preferences.timeZone ?? 'UTC', isWholeDigest });
  }
  const recorded = await ctx.repos.notificationDigests.listRecorded(
    due.map((d) => d.userId),
    due.map((d) => d.slot.periodKey),
  );
  let sent = 0;
  for (const { userId, slot, timeZone, isWholeDigest } of due) {
    if (recorded.has(`${userId} ${slot.period} ${slot.periodKey}`)) continue;
    try {
      if (await sendDigest(ctx, userId, slot, timeZone, isWholeDigest, now)) sent++;
    } catch (error) {
      ctx.log.error({ err: error, userId }, 'digest failed');
    }
  }
  return sent;
}

async function sendDigest(
  ctx: AppContext,
  userId: string,
  slot: DigestSlot,
  timeZone: string,
  isWholeDigest: boolean,
  now: Date,
) {
  const items = await ctx.repos.notifications.listForDigest(userId, slot.from, slot.to, isWholeDigest);
  if (items.length === 0) return false;
  const user = await ctx.repos.users.findById(userId);
  if (!user?.email) return false;
  const claimed = await ctx.repos.notificationDigests.claim({
    userId,
    period: slot.period,
    periodKey: slot.periodKey,
    itemCount: items.length,
    sentAt: now,
  });
  if (!claimed) return false;
  await ctx.mailer.send(digestMail(ctx, user, slot.period, items, timeZone));
  return true;
}
