import type { WaitingOnClientsItem, WaitingOnYouItem } from '@clientdock/shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago". */
export function timeAgo(at: string, now: Date = new Date()): string {
  const ms = Math.max(0, now.getTime() - Date.parse(at));
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return `${plural(Math.floor(ms / MINUTE), 'minute')} ago`;
  if (ms < DAY) return `${plural(Math.floor(ms / HOUR), 'hour')} ago`;
  return `${plural(Math.floor(ms / DAY), 'day')} ago`;
}

/** "Waiting 3 days", "Waiting since today". */
export function waitedFor(days: number): string {
  return days === 0 ? 'Waiting since today' : `Waiting ${plural(days, 'day')}`;
}

/** "closes in 2 days", "closes today". */
export function closesIn(at: string, now: Date = new Date()): string {
  const days = Math.floor((Date.parse(at) - now.getTime()) / DAY);
  return days <= 0 ? 'Closes today' : `Closes in ${plural(days, 'day')}`;
}

export const YOU_KIND: Record<WaitingOnYouItem['kind'], { label: string; action: string }> = {
  change_request: { label: 'Changes requested', action: 'Review' },
  comment: { label: 'Comment', action: 'Reply' },
  form_response: { label: 'Form response', action: 'Open' },
  client_upload: { label: 'File received', action: 'Open' },
};

/** One line naming what waits on the client. */
export function clientsTitle(item: WaitingOnClientsItem): string {
  switch (item.kind) {
    case 'not_opened':
      return `${item.who ?? 'A recipient'} hasn't opened the portal yet`;
    case 'awaiting_decision':
      return `"${item.fileName ?? 'A file'}" awaits a decision`;
    case 'closing_soon':
      return `${item.portalName} closes soon`;
  }
}
