import type { PortalVisitor } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { loadPortalFor } from '../access';
import type { UserRecord } from '../users';

/**
 * A client who came back from another browser or device is a second visitor record with the same address:
 * the creator sees one row for them, with the visits added up. Rows arrive newest first, so the first of a
 * group is the latest visit and keeps its id and name.
 */
export function mergeByEmail(rows: PortalVisitor[]): PortalVisitor[] {
  const byEmail = new Map<string, PortalVisitor>();
  const merged: PortalVisitor[] = [];
  for (const row of rows) {
    const key = row.email?.toLowerCase();
    const seen = key ? byEmail.get(key) : undefined;
    if (!seen) {
      const copy = { ...row, email: key ?? null };
      if (key) byEmail.set(key, copy);
      merged.push(copy);
      continue;
    }
    seen.name ??= row.name;
    seen.verified ||= row.verified;
    if (row.firstSeenAt < seen.firstSeenAt) seen.firstSeenAt = row.firstSeenAt;
    if (row.lastSeenAt > seen.lastSeenAt) seen.lastSeenAt = row.lastSeenAt;
    seen.views += row.views;
    seen.downloads += row.downloads;
  }
  return merged;
}

export async function listVisitors(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
): Promise<{ visitors: PortalVisitor[] }> {
  const portal = await loadPortalFor(ctx, user, portalId, 'read');
  const visitors = await ctx.repos.visitors.listWithCounts(portal.id);
  return {
    visitors: mergeByEmail(
      visitors.map((visitor) => ({
        id: visitor.id,
        name: visitor.name,
        email: visitor.email,
        verified: visitor.emailVerified,
        firstSeenAt: visitor.firstSeenAt,
        lastSeenAt: visitor.lastSeenAt,
        views: visitor.views,
        downloads: visitor.downloads,
      })),
    ),
  };
}
