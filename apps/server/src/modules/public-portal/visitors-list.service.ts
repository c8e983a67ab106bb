import type { PortalVisitor } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { loadPortalFor } from '../access';
import type { UserRecord } from '../users';

export async function listVisitors(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
): Promise<{ visitors: PortalVisitor[] }> {
  const portal = await loadPortalFor(ctx, user, portalId, 'read');
  const visitors = await ctx.repos.visitors.listWithCounts(portal.id);
  return {
    visitors: visitors.map((visitor) => ({
      id: visitor.id,
      name: visitor.name,
      email: visitor.email,
      verified: visitor.emailVerified,
      firstSeenAt: visitor.firstSeenAt,
      lastSeenAt: visitor.lastSeenAt,
      views: visitor.views,
      downloads: visitor.downloads,
    })),
  };
}
