import type { PublicRequestItem } from '@clientdock/shared';
import { useSyncExternalStore } from 'react';
import { formatDueDate, isPastDue, receivedSummary } from '../../lib/request-rules';
import { Alert } from '../ui/alert';
import { RequestIcon } from './request-icons';

/** "2 of 3 received", a bar, and which items are still needed. */
export function RequestSummary({ items, studio }: { items: PublicRequestItem[]; studio: string }) {
  const { received, total, missing, accepted } = receivedSummary(items);
  const isComplete = total > 0 && received === total;
  const percent = total > 0 ? Math.round((received / total) * 100) : 0;
  return (
    <div className="cp-request-summary">
      <p className="cp-subtitle" aria-live="polite">
        {isComplete && <RequestIcon name="Accepted" size={20} className="cp-request-done" />}
        {received} of {total} received
      </p>
      <div
        className={isComplete ? 'cp-bar cp-bar--done' : 'cp-bar'}
        role="progressbar"
        aria-label="Items received"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={received}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="cp-caption cp-muted">
        {!isComplete
          ? `Still needed: ${missing.join(', ')}`
          : accepted === total
            ? `Everything is here, and ${studio} accepted it.`
            : `Everything is here. ${studio} will review it.`}
      </p>
    </div>
  );
}

const subscribe = () => () => {};

/** "Due Friday, December 4"; once the day has passed and something is still missing, a calm reminder instead. */
export function RequestDue({ day, items }: { day: string; items: PublicRequestItem[] }) {
  // Today is the visitor's: the server's page, and the browser while it takes the page over, show the plain line.
  const isBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const { received, total } = receivedSummary(items);
  if (isBrowser && received < total && isPastDue(day)) {
    return <Alert severity="warning">These files were due {formatDueDate(day)}. You can still send them.</Alert>;
  }
  return (
    <p className="cp-body2 cp-muted cp-request-due">
      <RequestIcon name="Event" size={18} />
      Due {formatDueDate(day)}
    </p>
  );
}
