import { type PortalStatus, portalMessages } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { Conflict, NotFound } from '../../lib/errors';
import type { UserRecord } from '../users/users.repository';
import type { PortalRecord } from './portals.repository';

export type PortalAccessMode = 'read' | 'write';

/**
 * The one place that decides who may see or change a portal. Today only its owner; team roles
 * (viewer reads assigned portals, editor writes them) slot in here.
 */
export function canAccessPortal(user: UserRecord, portal: PortalRecord, _mode: PortalAccessMode): boolean {
  return portal.ownerId === user.id;
}

/** Another creator's portal answers 404, never 403: its existence is not theirs to learn. */
export function assertCanAccessPortal(
  user: UserRecord,
  portal: PortalRecord | undefined,
  mode: PortalAccessMode,
): asserts portal is PortalRecord {
  if (!portal || !canAccessPortal(user, portal, mode)) throw new NotFound(portalMessages.portalNotFound);
}

export async function loadPortalFor(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  mode: PortalAccessMode,
): Promise<PortalRecord> {
  const portal = await ctx.repos.portals.findById(portalId);
  assertCanAccessPortal(user, portal, mode);
  return portal;
}

/** Archived portals are read-only until restored. */
export function assertNotArchived(portal: PortalRecord) {
  if (portal.status === 'archived') throw new Conflict(portalMessages.portalArchived);
}

export function isPast(iso: string | null, now: Date): boolean {
  return iso !== null && new Date(iso).getTime() <= now.getTime();
}

/** A live portal past its expiry is expired even before the job has marked it. */
export function effectiveStatus(portal: Pick<PortalRecord, 'status' | 'expiresAt'>, now: Date): PortalStatus {
  const status = portal.status as PortalStatus;
  if ((status === 'active' || status === 'draft') && isPast(portal.expiresAt, now)) return 'expired';
  return status;
}
