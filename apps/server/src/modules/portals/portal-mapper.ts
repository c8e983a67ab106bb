import type { AccessType, Portal, PortalBranding, Section } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { effectiveStatus } from '../access';
import { shareUrl } from '../public-portal';
import type { PortalRecord } from './portals.repository';

export type PortalCounts = Portal['counts'];

/** Files, views (one per visitor session), downloads, last visit, comments and approvals of many portals, one query each. */
export async function loadPortalCounts(ctx: AppContext, portalIds: string[]): Promise<(id: string) => PortalCounts> {
  const [files, views, downloads, lastViews, comments, approvals] = await Promise.all([
    ctx.repos.files.countByPortal(portalIds),
    ctx.repos.events.countByPortal(portalIds, 'view'),
    ctx.repos.events.countByPortal(portalIds, 'download'),
    ctx.repos.events.latestByPortal(portalIds, 'view'),
    ctx.repos.comments.countByPortal(portalIds),
    ctx.repos.approvals.countByPortal(portalIds),
  ]);
  return (id) => ({
    files: files.get(id) ?? 0,
    views: views.get(id) ?? 0,
    downloads: downloads.get(id) ?? 0,
    comments: comments.get(id) ?? 0,
    approvals: approvals.get(id) ?? 0,
    lastAccessedAt: lastViews.get(id) ?? null,
  });
}

export function toPortal(ctx: AppContext, portal: PortalRecord, counts: PortalCounts, now: Date): Portal {
  return {
    id: portal.id,
    uuid: portal.uuid,
    name: portal.name,
    description: portal.description,
    status: effectiveStatus(portal, now),
    accessType: portal.accessType as AccessType,
    hasPin: portal.pinHash !== null,
    allowedEmails: portal.allowedEmails,
    allowDownload: portal.allowDownload,
    expiresAt: portal.expiresAt,
    branding: portal.branding as PortalBranding,
    sections: portal.sections as Section[],
    templateId: portal.templateId,
    shareUrl: shareUrl(ctx, portal.uuid),
    createdAt: portal.createdAt,
    updatedAt: portal.updatedAt,
    archivedAt: portal.archivedAt,
    counts,
  };
}
