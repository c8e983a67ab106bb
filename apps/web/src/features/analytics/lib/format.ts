import dayjs from 'dayjs';

/** Spec §2: Just now, {n}m ago, {n}h ago, {n}d ago; older than a month as a date. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${days}d ago`;
  return dayjs(iso).format('MM/DD/YYYY');
}

/** "in 5h" / "in 20m" until a moment, for the next allowed nudge. */
export function timeUntil(iso: string, now: Date = new Date()): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 60_000));
  if (minutes < 60) return `${minutes}m`;
  return `${Math.ceil(minutes / 60)}h`;
}

/** Downloads or comments over views as a plain ratio (one visit may bring many); null without views. */
export function perView(count: number, views: number): number | null {
  return views > 0 ? count / views : null;
}

/** "1.5 per view", "0.28 per view", "12 per view"; a dash without views. */
export function formatPerView(ratio: number | null): string {
  if (ratio === null) return '—';
  const digits = ratio >= 10 ? 0 : ratio >= 1 ? 1 : 2;
  return `${Number(ratio.toFixed(digits))} per view`;
}

/** A day of the time series (YYYY-MM-DD, UTC) as the axis shows it: Mar 18. Weeks read "Week of Mar 15". */
export function formatDay(day: string, style: 'short' | 'long' = 'short'): string {
  const date = dayjs(`${day}T00:00:00`);
  return style === 'short' ? date.format('MMM D') : date.format('MMM D, YYYY');
}
