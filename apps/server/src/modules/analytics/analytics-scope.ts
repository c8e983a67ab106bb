import type { AppContext } from '../../app-context';
import { loadPortalFor, portalScopeFor } from '../access';
import type { PortalRecord } from '../portals';
import type { UserRecord } from '../users';

/**
 * The portals whose analytics a user may see, archived and expired included: by the same team rules as every
 * portal read (a creator's own; all the team's for its owner and admins; assigned ones for editors and
 * viewers). The analytics service only ever sees the set it is given.
 */
export async function visiblePortals(ctx: AppContext, user: UserRecord): Promise<PortalRecord[]> {
  const scope = await portalScopeFor(ctx, user);
  return ctx.repos.portals.listInScope(scope, { status: 'all', sort: 'name' }, ctx.clock());
}

/**
 * One portal, by the rules for portal reads (another creator's portal is 404); a nudge acts on the portal's
 * clients, so it asks for write access.
 */
export async function visiblePortal(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  mode: 'read' | 'write' = 'read',
): Promise<PortalRecord> {
  return loadPortalFor(ctx, user, portalId, mode);
}
