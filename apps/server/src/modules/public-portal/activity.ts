import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { PortalRecord } from '../portals';
import type { UserRecord } from '../users';
import type { ClientActivity, ClientActivityType } from './client-activity-event';
import type { VisitorRecord } from './visitors.repository';

/**
 * Writes the event row analytics reads, then tells in-process subscribers (notifications, live feeds).
 * `newVisitor`, a visitor row not yet written, is written with the event; `owner`, the portal owner's row
 * the caller has read, goes with the news.
 */
export async function recordActivity(
  ctx: AppContext,
  portal: Pick<PortalRecord, 'id' | 'ownerId'>,
  activity: {
    type: ClientActivityType;
    fileId?: string | null;
    visitorId?: string | null;
    summary: string;
    decision?: ClientActivity['decision'];
    batch?: ClientActivity['batch'];
    quiet?: boolean;
    actorUserId?: string;
    detail?: Record<string, unknown>;
  },
  { newVisitor, owner }: { newVisitor?: VisitorRecord; owner?: UserRecord } = {},
): Promise<void> {
  const at = ctx.clock().toISOString();
  await ctx.repos.events.insert(
    {
      id: randomUUID(),
      portalId: portal.id,
      ownerId: portal.ownerId,
      type: activity.type,
      fileId: activity.fileId ?? null,
      visitorId: activity.visitorId ?? null,
      at,
    },
    newVisitor,
  );
  ctx.events.emit('client.activity', {
    type: activity.type,
    portalId: portal.id,
    ownerId: portal.ownerId,
    fileId: activity.fileId ?? null,
    visitorId: activity.visitorId ?? null,
    summary: activity.summary,
    ...(activity.decision ? { decision: activity.decision } : {}),
    ...(activity.batch ? { batch: activity.batch } : {}),
    ...(activity.quiet ? { quiet: true } : {}),
    ...(activity.actorUserId ? { actorUserId: activity.actorUserId } : {}),
    ...(activity.detail ? { detail: activity.detail } : {}),
    at,
    ...(owner ? { owner } : {}),
  });
}
