import type { Recipient } from '@clientdock/shared';

export const RECIPIENT_STATUS_LABEL: Record<Recipient['status'], string> = {
  invited: 'Hasn’t opened yet',
  opened: 'Opened',
  viewed: 'Viewed files',
  downloaded: 'Downloaded',
  responded: 'Responded',
  approved: 'Approved',
};

export const RECIPIENT_STATUS_COLOR: Record<
  Recipient['status'],
  'default' | 'info' | 'primary' | 'secondary' | 'success' | 'warning'
> = {
  invited: 'warning',
  opened: 'info',
  viewed: 'info',
  downloaded: 'primary',
  responded: 'secondary',
  approved: 'success',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago". */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  return plural(Math.floor(elapsed / DAY), 'day');
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line of what a recipient did, e.g. "First opened 2 hours ago · last seen 5 minutes ago · 2 files viewed". */
export function recipientFacts(recipient: Recipient, now: Date = new Date()): string[] {
  const facts: string[] = [];
  if (recipient.status === 'invited') facts.push(`Invited ${relativeTime(recipient.invitedAt, now)}`);
  if (recipient.firstOpenedAt) facts.push(`First opened ${relativeTime(recipient.firstOpenedAt, now)}`);
  if (recipient.lastSeenAt) facts.push(`Last seen ${relativeTime(recipient.lastSeenAt, now)}`);
  if (recipient.status !== 'invited') {
    facts.push(count(recipient.filesViewed, 'file viewed', 'files viewed'));
    facts.push(count(recipient.downloads, 'download', 'downloads'));
  }
  if (recipient.remindersSent > 0) facts.push(count(recipient.remindersSent, 'reminder sent', 'reminders sent'));
  return facts;
}
