import { useSyncExternalStore } from 'react';
import { formatDate, formatDateTime } from '@/lib/format';

const subscribe = () => () => {};
const utcDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
});
const utcDateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * A date in the visitor's own time zone. The server (and the browser while it takes the server's page over)
 * writes it in UTC, which both agree on; the browser then shows local time.
 */
export function LocalTime({ value, withTime = true }: { value: string; withTime?: boolean }) {
  const isBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  let text: string;
  if (isBrowser) text = withTime ? formatDateTime(value) : formatDate(value);
  else text = `${(withTime ? utcDateTime : utcDate).format(new Date(value))} UTC`;
  return <time dateTime={value}>{text}</time>;
}
