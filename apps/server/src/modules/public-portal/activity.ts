import type { AppContext } from '../../app-context';
import { timeOrderedId } from '../../lib/time-ordered-id';
import type { PortalRecord } from '../portals';
import type { UserRecord } from '../users';
import type { ClientActivity, ClientActivityType } from './client-activity-event';
import type { VisitorRecord } from './visitors.repository';

/** Views and downloads are counts: queued and written in batches (decision 0017). */
const QUEUED_TYPES: ReadonlySet<ClientActivityType> = new Set(['view', 'download']);

/**
 * Writes the event row analytics reads, then tells in-process subscribers (notifications, live feeds).
 * `newVisitor`, a visitor row not yet written, is written with the event; `owner`, the portal owner's row
 * the caller has read, goes with the news. A view or a download is queued and written within 100 ms with
 * those of concurrent requests; anything a client said or sent (comments, approvals, forms, uploads) is
 * committed before this answers.
 */
export async function recordActivity(
  ctx: AppContext,
  portal: Pick<PortalRecord, 'id' | 'ownerId'>,
  activity: {
    type: ClientActivityType;
    fileId?: string | null;
    /** Downloads: the version of the file served. */
    fileVersion?: number;
    visitorId?: string | null;
    summary: string;
    decision?: ClientActivity['decision'];
    batch?: ClientActivity['batch'];
    quiet?: boolean;
    visitorVerified?: boolean;
    actorUserId?: string;
    detail?: Record<string, unknown>;
  },
  { newVisitor, owner }: { newVisitor?: VisitorRecord; owner?: UserRecord } = {},
): Promise<void> {
  const at = ctx.clock().toISOString();
  const record = {
    id: timeOrderedId(),
    portalId: portal.id,
    ownerId: portal.ownerId,
    type: activity.type,
    fileId: activity.fileId ?? null,
    fileVersion: activity.fileVersion ?? null,
    visitorId: activity.visitorId ?? null,
    at,
  };
  if (QUEUED_TYPES.has(activity.type)) ctx.repos.events.enqueue(record, newVisitor);
  else await ctx.repos.events.insert(record, newVisitor);
  // Only the keys that have a value: listeners and webhook payloads tell "absent" from "false" or null.
  const news: ClientActivity = {
    type: activity.type,
    portalId: portal.id,
    ownerId: portal.ownerId,
    fileId: activity.fileId ?? null,
    visitorId: activity.visitorId ?? null,
    summary: activity.summary,
    at,
  };
  if (activity.decision) news.decision = activity.decision;
  if (activity.batch) news.batch = activity.batch;
  if (activity.quiet) news.quiet = true;
  if (activity.visitorVerified !== undefined) news.visitorVerified = activity.visitorVerified;
  if (activity.actorUserId) news.actorUserId = activity.actorUserId;
  if (activity.detail) news.detail = activity.detail;
  if (owner) news.owner = owner;
  ctx.events.emit('client.activity', news);
}

/** Writes the queued views and downloads now (on shutdown, and in tests before reading what a request counted). */
export function flushEvents(ctx: Pick<AppContext, 'repos'>): Promise<void> {
  return ctx.repos.events.flushQueued();
}
