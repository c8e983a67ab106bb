import type { AppContext } from '../../app-context';
import { canMail } from './notification-delivery';
import { burstMail } from './notification-mail';
import { readNotificationPreferences } from './notification-preferences';

/**
 * How long an instant mail waits for more of the same burst. A client reviewing a portal often leaves several
 * comments or decisions within a few minutes; one mail listing them is what Slack, Linear and Figma send rather
 * than one mail each, and they too hold the first one briefly instead of mailing it at once and the rest later
 * (two mails for one burst). The wait costs little: the bell and push show each notification as it happens.
 */
export const BURST_WINDOW_MS = 5 * 60_000;
const USERS_PER_RUN = 200;

const EDITOR_LINK = /^\/dashboard\/edit\/([^/?#]+)/;

function portalIdOf(link: string | null): string | null {
  const match = link ? EDITOR_LINK.exec(link) : null;
  return match ? decodeURIComponent(match[1]) : null;
}

/**
 * Sends the instant mails whose burst has ended: every notification held for a creator within BURST_WINDOW_MS
 * of the first goes out in one mail. The scheduler runs this every minute; the held rows live in the database
 * and are taken in the transaction that writes the mail's outbox row, so however many instances run it, and
 * across restarts, each burst is mailed once. Answers how many mails were sent.
 */
export async function sendDueNotificationMails(ctx: AppContext, now = ctx.clock()): Promise<number> {
  let sent = 0;
  const due = await ctx.repos.notificationBursts.listDue(new Date(now.getTime() - BURST_WINDOW_MS), USERS_PER_RUN);
  for (const { userId, firstAt } of due) {
    try {
      if (await sendBurst(ctx, userId, new Date(Date.parse(firstAt) + BURST_WINDOW_MS))) sent++;
    } catch (error) {
      ctx.log.error({ err: error, userId }, 'notification mail failed');
    }
  }
  return sent;
}

async function sendBurst(ctx: AppContext, userId: string, until: Date): Promise<boolean> {
  const user = await ctx.repos.users.findById(userId);
  const preferences = user ? readNotificationPreferences(user.settings) : null;
  // Read before the transaction: it may hold the only database connection.
  const portalIds = new Set((await ctx.repos.notificationBursts.listHeldLinks(userId, until)).map(portalIdOf));
  const [portalId] = portalIds;
  const portal = portalIds.size === 1 && portalId ? await ctx.repos.portals.findById(portalId) : undefined;
  const { mail } = await ctx.repos.notificationBursts.take(userId, until, (held) => {
    // One the creator has already opened in the bell needs no mail; nor does anything once they turned email off.
    const items = held.filter((item) => !item.read);
    if (!user || !preferences || preferences.emailFrequency === 'disabled' || !canMail(user) || items.length === 0) {
      return null;
    }
    const sharedPortal = items.every((item) => portalIdOf(item.link) === portal?.id) ? portal : undefined;
    return ctx.mailer.draft(
      burstMail(ctx, user, items, { portalName: sharedPortal?.name ?? null, timeZone: preferences.timeZone ?? 'UTC' }),
    );
  });
  if (!mail) return false;
  await mail.deliver();
  return true;
}
