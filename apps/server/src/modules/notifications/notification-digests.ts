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
  const due: { userId: string; slot: DigestSlot; timeZone: string }[] = [];
  for (const user of await ctx.repos.notificationDigests.listDigestUsers()) {
    const preferences = readNotificationPreferences(user.settings);
    const slot = dueDigestSlot(preferences, now);
    if (slot) due.push({ userId: user.id, slot, timeZone: preferences.timeZone ?? 'UTC' });
  }
  const recorded = await ctx.repos.notificationDigests.listRecorded(
    due.map((d) => d.userId),
    due.map((d) => d.slot.periodKey),
  );
  let sent = 0;
  for (const { userId, slot, timeZone } of due) {
    if (recorded.has(`${userId} ${slot.period} ${slot.periodKey}`)) continue;
    try {
      if (await sendDigest(ctx, userId, slot, timeZone, now)) sent++;
    } catch (error) {
      ctx.log.error({ err: error, userId }, 'digest failed');
    }
  }
  return sent;
}

async function sendDigest(ctx: AppContext, userId: string, slot: DigestSlot, timeZone: string, now: Date) {
  const items = await ctx.repos.notifications.listCreatedBetween(userId, slot.from, slot.to);
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
