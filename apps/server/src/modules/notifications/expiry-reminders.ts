import type { AppContext } from '../../app-context';
import { editorLink } from './client-activity-notifier';
import type { ExpiringPortal } from './expiry-reminders.repository';
import { notifyUser } from './notification-delivery';
import { readNotificationPreferences } from './notification-preferences';

const DAY_MS = 24 * 60 * 60 * 1000;

// Largest first: a portal found with less than a day left gets only the 1-day reminder.
const REMINDERS = [
  { key: '3d', before: 3 * DAY_MS },
  { key: '1d', before: DAY_MS },
] as const;

function expiryMessage(portal: ExpiringPortal, now: Date, timeZone: string): string {
  const days = Math.round((new Date(portal.expiresAt).getTime() - now.getTime()) / DAY_MS);
  const when = days >= 1 ? `in ${days} day${days === 1 ? '' : 's'}` : 'in less than a day';
  const on = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(portal.expiresAt));
  return `"${portal.name}" expires ${when} (${on}). Extend it to keep it open for your clients.`;
}

/**
 * Reminds owners 3 days and 1 day before an active portal expires, each once per expiry date (recorded
 * before sending, so no instance or restart repeats one). Answers how many notifications were made.
 */
export async function sendExpiryReminders(ctx: AppContext, now = ctx.clock()): Promise<number> {
  const portals = await ctx.repos.expiryReminders.listExpiring(now, new Date(now.getTime() + REMINDERS[0].before));
  let sent = 0;
  for (const portal of portals) {
    const left = new Date(portal.expiresAt).getTime() - now.getTime();
    const due = REMINDERS.filter((reminder) => left <= reminder.before);
    const nearest = due[due.length - 1];
    if (!nearest) continue;
    if (!(await ctx.repos.expiryReminders.claim(portal.id, portal.expiresAt, nearest.key, now))) continue;
    // Earlier reminders that were never sent (the portal was made, or its date moved, inside their window).
    for (const earlier of due.slice(0, -1))
      await ctx.repos.expiryReminders.claim(portal.id, portal.expiresAt, earlier.key, now);
    try {
      const owner = await ctx.repos.users.findById(portal.ownerId);
      const timeZone = owner ? (readNotificationPreferences(owner.settings).timeZone ?? 'UTC') : 'UTC';
      const delivery = await notifyUser(
        ctx,
        portal.ownerId,
        {
          type: 'portal_expiring',
          title: 'Portal expiring soon',
          message: expiryMessage(portal, now, timeZone),
          link: editorLink(portal.id, 'details'),
        },
        { preference: 'portalExpiring' },
      );
      if (delivery) sent++;
    } catch (error) {
      ctx.log.error({ err: error, portalId: portal.id }, 'expiry reminder failed');
    }
  }
  return sent;
}
