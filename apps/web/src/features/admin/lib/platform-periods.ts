import dayjs from 'dayjs';

export { PERIOD_LABELS, periodFrom } from '@/features/analytics';

/** A day of the series (YYYY-MM-DD, UTC) as an axis label: Mar 18. */
export function formatDay(day: string, style: 'short' | 'long' = 'short'): string {
  const date = dayjs(`${day}T00:00:00`);
  return style === 'short' ? date.format('MMM D') : date.format('MMM D, YYYY');
}
