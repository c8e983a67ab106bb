import { randomBytes, randomUUID } from 'node:crypto';
import {
  getLimitPlanName,
  getPortalLimit,
  type Portal,
  type PortalArchiveView,
  type PortalCreate,
  type PortalList,
  type PortalListQuery,
  type PortalRestore,
  type PortalUpdate,
  parseExpiry,
  portalMessages,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { BadRequest, Conflict, LimitReached } from '../../lib/errors';
import { hashPassword } from '../auth/password';
import { listFileResponses } from '../files/files.service';
import { listCreatorApprovals } from '../public-portal/approvals.service';
import { listCreatorComments } from '../public-portal/comments.service';
import type { UserRecord } from '../users/users.repository';
import { assertCanAccessPortal, assertNotArchived, isPast, loadPortalFor } from './portal-access';
import { readPortalDefaults } from './portal-defaults';
import { loadPortalCounts, toPortal } from './portal-mapper';
import { prepareSections } from './portal-sections';
import type { PortalPatch, PortalQueries, PortalRecord } from './portals.repository';

async function describe(ctx: AppContext, portal: PortalRecord, now = new Date()): Promise<Portal> {
  const counts = await loadPortalCounts(ctx, [portal.id]);
  return toPortal(ctx, portal, counts(portal.id), now);
}

/**
 * Runs a write that leaves one more active portal, inside the owner lock. Past the plan's limit it is
 * refused with LIMIT_REACHED, and the creator gets a notification saying so.
 */
async function withinPortalLimit(
  ctx: AppContext,
  user: UserRecord,
  action: 'create' | 'activate',
  write: (tx: PortalQueries) => Promise<void>,
) {
  const limit = getPortalLimit(user);
  const allowed = await ctx.repos.portals.withOwnerLock(user.id, async (tx) => {
    if ((await tx.countActive(user.id, new Date())) >= limit) return false;
    await write(tx);
    return true;
  });
  if (allowed) return;
  const message = portalMessages.portalLimitReached(getLimitPlanName(user), limit, action);
  await ctx.repos.notifications.create({
    uid: user.id,
    type: 'other',
    title: portalMessages.portalLimitTitle,
    message,
    link: '/pricing',
  });
  throw new LimitReached(message);
}

function normalizeEmails(emails: string[]): string[] {
  return [...new Set(emails.map((email) => email.trim().toLowerCase()))];
}

function checkAccessRequirements(accessType: string, hasPin: boolean) {
  if (accessType === 'pin' && !hasPin) throw new BadRequest(portalMessages.pinRequired);
}

function expiryFrom(value: string | null): string | null {
  return value === null ? null : (parseExpiry(value)?.toISOString() ?? null);
}

export async function listPortals(ctx: AppContext, user: UserRecord, query: PortalListQuery): Promise<PortalList> {
  const now = new Date();
  const portals = await ctx.repos.portals.listByOwner(user.id, query, now);
  const counts = await loadPortalCounts(
    ctx,
    portals.map((p) => p.id),
  );
  return {
    portals: portals.map((portal) => toPortal(ctx, portal, counts(portal.id), now)),
    usage: { activePortals: await ctx.repos.portals.countActive(user.id, now), portalLimit: getPortalLimit(user) },
  };
}

export async function getPortal(ctx: AppContext, user: UserRecord, portalId: string): Promise<Portal> {
  return describe(ctx, await loadPortalFor(ctx, user, portalId, 'read'));
}

export async function createPortal(ctx: AppContext, user: UserRecord, input: PortalCreate): Promise<Portal> {
  const now = new Date();
  const defaults = readPortalDefaults(user);
  const accessType = input.accessType ?? defaults.accessType ?? 'link';
  const allowedEmails = normalizeEmails(input.allowedEmails ?? []);
  checkAccessRequirements(accessType, Boolean(input.pin));
  let expiresAt: string | null = null;
  if (input.expiresAt !== undefined) expiresAt = expiryFrom(input.expiresAt);
  else if (defaults.expiryDays) expiresAt = new Date(now.getTime() + defaults.expiryDays * 86_400_000).toISOString();

  const record = {
    id: randomUUID(),
    uuid: randomBytes(16).toString('hex'),
    ownerId: user.id,
    name: input.name,
    description: input.description ?? '',
    status: input.status ?? 'active',
    accessType,
    pinHash: accessType === 'pin' && input.pin ? await hashPassword(input.pin) : null,
    allowedEmails,
    allowDownload: input.allowDownload ?? defaults.allowDownload ?? true,
    expiresAt,
    branding: input.branding ?? {},
    sections: prepareSections(input.sections ?? [], new Set()),
    templateId: input.templateId ?? null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  if (record.status === 'active') await withinPortalLimit(ctx, user, 'create', (tx) => tx.insert(record));
  else await ctx.repos.portals.insert(record);
  return getPortal(ctx, user, record.id);
}

export async function updatePortal(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  input: PortalUpdate,
): Promise<Portal> {
  const now = new Date();
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  assertNotArchived(portal);

  const patch: PortalPatch = { updatedAt: now.toISOString() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.description !== undefined) patch.description = input.description;
  if (input.allowDownload !== undefined) patch.allowDownload = input.allowDownload;
  if (input.templateId !== undefined) patch.templateId = input.templateId;
  if (input.branding !== undefined) patch.branding = input.branding;
  if (input.expiresAt !== undefined) patch.expiresAt = expiryFrom(input.expiresAt);
  if (input.allowedEmails !== undefined) patch.allowedEmails = normalizeEmails(input.allowedEmails);

  const accessType = input.accessType ?? portal.accessType;
  patch.accessType = accessType;
  if (accessType !== 'pin') patch.pinHash = null;
  else if (input.pin) patch.pinHash = await hashPassword(input.pin);
  checkAccessRequirements(accessType, Boolean(patch.pinHash ?? (accessType === 'pin' ? portal.pinHash : null)));

  if (input.sections !== undefined) {
    const fileIds = new Set(await ctx.repos.files.fileIdsOfPortal(portal.id));
    patch.sections = prepareSections(input.sections, fileIds);
  }

  const expiresAt = patch.expiresAt !== undefined ? patch.expiresAt : portal.expiresAt;
  const stillExpired = isPast(expiresAt, now);
  const revived = portal.status === 'expired' && !stillExpired;
  if (stillExpired && input.status !== undefined) {
    throw new BadRequest(portalMessages.portalExpiredStatus);
  }
  const status = input.status ?? (revived ? 'active' : portal.status);
  patch.status = stillExpired ? 'expired' : status;

  const countedActive = portal.status === 'active' && !isPast(portal.expiresAt, now);
  if (patch.status === 'active' && !countedActive) {
    await withinPortalLimit(ctx, user, 'activate', (tx) => tx.update(portal.id, patch));
  } else {
    await ctx.repos.portals.update(portal.id, patch);
  }
  return getPortal(ctx, user, portal.id);
}

export async function deletePortal(ctx: AppContext, user: UserRecord, portalId: string): Promise<void> {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  const keys = await ctx.repos.files.storageKeysOfPortal(portal.id);
  await ctx.repos.portals.delete(portal.id);
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
}

export async function archivePortal(ctx: AppContext, user: UserRecord, portalId: string): Promise<Portal> {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  if (portal.status !== 'archived') {
    const now = new Date().toISOString();
    await ctx.repos.portals.update(portal.id, { status: 'archived', archivedAt: now, updatedAt: now });
  }
  return getPortal(ctx, user, portal.id);
}

/** Back to active (counted against the plan) or draft; one past its expiry comes back expired. */
export async function restorePortal(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  input: PortalRestore,
): Promise<Portal> {
  const now = new Date();
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  if (portal.status !== 'archived') throw new Conflict(portalMessages.portalNotArchived);
  const target = isPast(portal.expiresAt, now) ? 'expired' : (input?.status ?? 'active');
  const patch: PortalPatch = { status: target, archivedAt: null, updatedAt: now.toISOString() };
  if (target === 'active') await withinPortalLimit(ctx, user, 'activate', (tx) => tx.update(portal.id, patch));
  else await ctx.repos.portals.update(portal.id, patch);
  return getPortal(ctx, user, portal.id);
}

/** The creator's read-only view by public uuid (/archive/portal/{uuid}). */
export async function getPortalView(ctx: AppContext, user: UserRecord, uuid: string): Promise<PortalArchiveView> {
  const portal = await ctx.repos.portals.findByUuid(uuid);
  assertCanAccessPortal(user, portal, 'read');
  return {
    portal: await describe(ctx, portal),
    files: await listFileResponses(ctx, portal.id),
    comments: (await listCreatorComments(ctx, user, portal.id)).comments,
    approvals: (await listCreatorApprovals(ctx, user, portal.id)).approvals,
  };
}
