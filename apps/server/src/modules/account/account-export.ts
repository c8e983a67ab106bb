import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { requestMeta } from '../../lib/request-meta';
import { toWebHeaders } from '../../lib/web-headers';
import type { UserRecord } from '../users';

export const EXPORT_FORMAT_VERSION = 1;

/** Spec §9: a fixed prefix, the user id and the date (UTC). */
export function exportFileName(userId: string, now: Date): string {
  return `clientdock-export-${userId}-${now.toISOString().slice(0, 10)}.json`;
}

/** The user's export, recorded in the audit log. */
export async function exportAccount(ctx: AppContext, user: UserRecord, request: FastifyRequest) {
  const data = await buildExport(ctx, user, request);
  await ctx.repos.audit.record({
    action: 'account.data_exported',
    actorId: user.id,
    actorEmail: user.email,
    targetType: 'user',
    targetId: user.id,
    ...requestMeta(request),
  });
  return data;
}

/**
 * Everything ClientDock keeps about the user, as JSON: the account (no password hashes, session tokens or
 * verification tokens), settings, portals, file metadata and what clients left on the portals.
 */
export async function buildExport(ctx: AppContext, user: UserRecord, request: FastifyRequest, now = ctx.clock()) {
  const repo = ctx.repos.account;
  const portals = await repo.listPortalsForExport(user.id);
  const portalIds = portals.map((portal) => portal.id);
  const [files, comments, approvals, formResponses, notifications, sessions, creatorProfile, domains, accounts] =
    await Promise.all([
      repo.listFilesForExport(portalIds),
      repo.listPortalRowsForExport('comment', portalIds),
      repo.listPortalRowsForExport('approval', portalIds),
      repo.listPortalRowsForExport('form_response', portalIds),
      ctx.repos.notifications.listForUser(user.id, 100_000),
      repo.listSessionsForExport(user.id),
      ctx.repos.creatorProfiles.find(user.id),
      ctx.repos.customDomains.listByOwner(user.id),
      ctx.auth.api.listUserAccounts({ headers: toWebHeaders(request) }).catch(() => []),
    ]);
  const { settings, ...account } = user;
  return {
    format: 'clientdock-export',
    version: EXPORT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    user: account,
    settings,
    signInMethods: accounts.map((entry) => ({
      providerId: entry.providerId,
      createdAt: entry.createdAt,
      updatedAt: entry.updatedAt,
    })),
    sessions,
    creatorProfile: creatorProfile ?? null,
    customDomains: domains.map(({ verificationToken: _token, id: _id, ...domain }) => domain),
    portals,
    files,
    comments,
    approvals,
    formResponses,
    notifications,
  };
}
