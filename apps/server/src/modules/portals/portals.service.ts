import { randomBytes, randomUUID } from 'node:crypto';
import {
  fillClientName,
  getLimitPlanName,
  getPortalLimit,
  getRoleDisplayName,
  type Portal,
  type PortalArchiveView,
  type PortalBranding,
  type PortalCreate,
  type PortalList,
  type PortalListQuery,
  type PortalRestore,
  type PortalUpdate,
  parseExpiry,
  planMessages,
  portalMessages,
  type TeamRole,
  teamMessages,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { BadRequest, Conflict, Forbidden, LimitReached } from '../../lib/errors';
import { assertFeature } from '../../lib/plan-gate';
import {
  assertCanAccessPortal,
  assertNotArchived,
  describeAccess,
  isPast,
  loadPortalFor,
  loadPortalWithRole,
  portalScopeFor,
} from '../access';
import { hashPassword } from '../auth';
import { listFileResponses } from '../files';
import { notifyUser } from '../notifications';
import { recordProductEvent } from '../product-analytics';
import { listCreatorApprovals, listCreatorComments } from '../public-portal';
import { prepareSections } from '../sections';
import { recordTemplateUse, templateForNewPortal } from '../templates';
import type { UserRecord } from '../users';
import { readPortalDefaults } from './portal-defaults';
import { loadPortalCounts, toPortal } from './portal-mapper';
import { sealPin } from './portal-pin.service';
import type { PortalPatch, PortalQueries, PortalRecord } from './portals.repository';

async function describe(ctx: AppContext, portal: PortalRecord, role: TeamRole, now = ctx.clock()): Promise<Portal> {
  const counts = await loadPortalCounts(ctx, [portal.id]);
  return { ...toPortal(ctx, portal, counts(portal.id), now), access: describeAccess(role) };
}

interface LimitRule {
  limit: number;
  count: (tx: PortalQueries, now: Date) => Promise<number>;
  message: string;
}

/**
 * The limits a write that leaves one more active portal in `ownerId`'s account must respect: the account's
 * own (the plan's, or the team owner's plan for the whole team), and for a team member's own portals their
 * role's (spec §9: editor 5, viewer 0, admin 999).
 */
async function limitRules(
  ctx: AppContext,
  user: UserRecord,
  ownerId: string,
  action: 'create' | 'activate',
  countsForMember: boolean,
): Promise<LimitRule[]> {
  if (ownerId === user.id) {
    const limit = getPortalLimit(user);
    return [
      {
        limit,
        count: (tx, now) => tx.countActive(user.id, now),
        message: portalMessages.portalLimitReached(getLimitPlanName(user), limit, action),
      },
    ];
  }
  const rules: LimitRule[] = [];
  if (countsForMember) {
    const limit = getPortalLimit(user);
    rules.push({
      limit,
      count: (tx, now) => tx.countActiveCreatedBy(user.id, ownerId, now),
      message: teamMessages.roleLimitReached(getRoleDisplayName(user), limit, action),
    });
  }
  const owner = await ctx.repos.users.findById(ownerId);
  if (owner) {
    const limit = getPortalLimit(owner);
    rules.push({
      limit,
      count: (tx, now) => tx.countActive(ownerId, now),
      message: teamMessages.teamPoolReached(getLimitPlanName(owner), limit, action),
    });
  }
  return rules;
}

/**
 * Runs a write that leaves one more active portal, inside the owner lock. Past a limit it is refused with
 * LIMIT_REACHED, and the person gets a notification saying so.
 */
async function withinPortalLimit(
  ctx: AppContext,
  user: UserRecord,
  action: 'create' | 'activate',
  write: (tx: PortalQueries) => Promise<void>,
  target: { ownerId: string; countsForMember: boolean } = { ownerId: user.id, countsForMember: true },
) {
  const rules = await limitRules(ctx, user, target.ownerId, action, target.countsForMember);
  const refused = await ctx.repos.portals.withOwnerLock(target.ownerId, async (tx) => {
    const now = ctx.clock();
    for (const rule of rules) if ((await rule.count(tx, now)) >= rule.limit) return rule;
    await write(tx);
    return null;
  });
  if (!refused) return;
  const message = refused.message;
  await notifyUser(
    ctx,
    user.id,
    { type: 'other', title: portalMessages.portalLimitTitle, message, link: '/pricing' },
    // Repeated attempts while the first notice is unread add nothing new.
    { preference: 'portalLimitReached', dedupeWithinMs: 60 * 60 * 1000 },
  );
  throw new LimitReached(message);
}

/** Where a new portal goes: the creator's own account, or their team owner's for a team admin or editor. */
async function placementFor(ctx: AppContext, user: UserRecord) {
  const team = await ctx.repos.team.findMembership(user.id);
  if (!team || team.role === 'owner' || !team.ownerId) {
    return { ownerId: user.id, organizationId: team?.organizationId ?? null, memberId: null };
  }
  if (team.role === 'viewer') throw new Forbidden(teamMessages.viewerCannotCreate, 'ROLE_FORBIDDEN');
  return { ownerId: team.ownerId, organizationId: team.organizationId, memberId: team.memberId };
}

function normalizeEmails(emails: string[]): string[] {
  return [...new Set(emails.map((email) => email.trim().toLowerCase()))];
}

function checkAccessRequirements(accessType: string, hasPin: boolean) {
  if (accessType === 'pin' && !hasPin) throw new BadRequest(portalMessages.pinRequired);
}

const isProtected = (accessType: string) => accessType === 'pin' || accessType === 'email';

/**
 * The plan that pays for a portal is its owner's (the team owner's for a team portal), and the person making
 * the change needs the feature in their own role too. A portal already protected keeps its mode after a
 * downgrade; only a move into a protected mode it does not have yet needs the plan.
 */
async function checkProtectedAccess(
  ctx: AppContext,
  user: UserRecord,
  ownerId: string,
  from: string | null,
  to: string,
) {
  if (!isProtected(to) || from === to) return;
  const message = from !== null && isProtected(from) ? planMessages.otherProtectedMode : planMessages.protectedAccess;
  assertFeature(user, 'protectedAccess', message);
  if (ownerId !== user.id) assertFeature((await ctx.repos.users.findById(ownerId)) ?? {}, 'protectedAccess', message);
}

function brandingKey(branding: Partial<PortalBranding> | Record<string, unknown>): string {
  const set = Object.entries(branding).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return JSON.stringify(set.sort(([a], [b]) => a.localeCompare(b)));
}

/** A portal's own branding override is custom branding; clearing it, or sending it back unchanged, is not. */
async function checkPortalBranding(
  ctx: AppContext,
  user: UserRecord,
  ownerId: string,
  next: Partial<PortalBranding> | undefined,
  current: Record<string, unknown> = {},
) {
  if (next === undefined || brandingKey(next) === '[]' || brandingKey(next) === brandingKey(current)) return;
  const owner = ownerId === user.id ? user : await ctx.repos.users.findById(ownerId);
  assertFeature(owner ?? {}, 'customBranding', planMessages.customBranding);
}

function expiryFrom(value: string | null): string | null {
  return value === null ? null : (parseExpiry(value)?.toISOString() ?? null);
}

/** Every portal the person reaches (their own, and their team's as their role allows), for lists and analytics. */
export async function listVisiblePortals(
  ctx: AppContext,
  user: UserRecord,
  query: PortalListQuery,
  now = ctx.clock(),
): Promise<Array<{ portal: PortalRecord; role: TeamRole }>> {
  const scope = await portalScopeFor(ctx, user);
  const portals = await ctx.repos.portals.listInScope(scope, query, now);
  return portals.map((portal) => ({ portal, role: scope.roleOf(portal) }));
}

/** Active portals counted against the person's own limit: theirs, or for a team member the ones they made. */
export async function activePortalUsage(ctx: AppContext, user: UserRecord, now = ctx.clock()): Promise<number> {
  const team = await ctx.repos.team.findMembership(user.id);
  if (team?.ownerId && team.ownerId !== user.id) {
    return ctx.repos.portals.countActiveCreatedBy(user.id, team.ownerId, now);
  }
  return ctx.repos.portals.countActive(user.id, now);
}

export async function describePortals(
  ctx: AppContext,
  items: Array<{ portal: PortalRecord; role: TeamRole }>,
  now: Date,
): Promise<Portal[]> {
  const counts = await loadPortalCounts(
    ctx,
    items.map(({ portal }) => portal.id),
  );
  return items.map(({ portal, role }) => ({
    ...toPortal(ctx, portal, counts(portal.id), now),
    access: describeAccess(role),
  }));
}

export async function listPortals(ctx: AppContext, user: UserRecord, query: PortalListQuery): Promise<PortalList> {
  const now = ctx.clock();
  const items = await listVisiblePortals(ctx, user, query, now);
  return {
    portals: await describePortals(ctx, items, now),
    usage: { activePortals: await activePortalUsage(ctx, user, now), portalLimit: getPortalLimit(user) },
  };
}

export async function getPortal(ctx: AppContext, user: UserRecord, portalId: string): Promise<Portal> {
  const { portal, role } = await loadPortalWithRole(ctx, user, portalId, 'read');
  return describe(ctx, portal, role);
}

export async function createPortal(ctx: AppContext, user: UserRecord, input: PortalCreate): Promise<Portal> {
  const now = ctx.clock();
  const defaults = readPortalDefaults(user);
  const accessType = input.accessType ?? defaults.accessType ?? 'link';
  const allowedEmails = normalizeEmails(input.allowedEmails ?? []);
  checkAccessRequirements(accessType, Boolean(input.pin));
  let expiresAt: string | null = null;
  if (input.expiresAt !== undefined) expiresAt = expiryFrom(input.expiresAt);
  else if (defaults.expiryDays) expiresAt = new Date(now.getTime() + defaults.expiryDays * 86_400_000).toISOString();

  const placement = await placementFor(ctx, user);
  await checkProtectedAccess(ctx, user, placement.ownerId, null, accessType);
  await checkPortalBranding(ctx, user, placement.ownerId, input.branding);
  // A portal from a template gets its layout, the client's name in place of the token (spec §3 Template).
  const templateSections = input.templateId ? await templateForNewPortal(ctx, user, input.templateId) : null;
  const record = {
    id: randomUUID(),
    uuid: randomBytes(16).toString('hex'),
    ownerId: placement.ownerId,
    organizationId: placement.organizationId,
    createdBy: user.id,
    name: input.name,
    description: input.description ?? '',
    status: input.status ?? 'active',
    accessType,
    pinHash: accessType === 'pin' && input.pin ? await hashPassword(input.pin) : null,
    pinSealed: accessType === 'pin' && input.pin ? sealPin(ctx, input.pin) : null,
    allowedEmails,
    allowDownload: input.allowDownload ?? defaults.allowDownload ?? true,
    expiresAt,
    branding: input.branding ?? {},
    sections: prepareSections(
      input.sections ?? fillClientName(templateSections ?? [], input.clientName || input.name),
      new Set(),
    ),
    templateId: input.templateId ?? null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  if (record.status === 'active') {
    await withinPortalLimit(ctx, user, 'create', (tx) => tx.insert(record), {
      ownerId: placement.ownerId,
      countsForMember: true,
    });
  } else {
    await ctx.repos.portals.insert(record);
  }
  // A team member works on what they make: it is assigned to them from the start.
  if (placement.memberId) await ctx.repos.team.assign(record.id, placement.memberId, user.id, now);
  if (input.templateId) await recordTemplateUse(ctx, user, input.templateId);
  ctx.events.emit('portal.changed', {
    change: 'created',
    portalId: record.id,
    ownerId: record.ownerId,
    by: user.id,
    at: now.toISOString(),
  });
  await recordProductEvent(ctx, 'portal_created', {
    userId: user.id,
    props: { fromTemplate: Boolean(input.templateId) },
  });
  return getPortal(ctx, user, record.id);
}

/** Activating a team portal counts against the team's plan, and against the member's own limit if they made it. */
function activationTarget(user: UserRecord, portal: PortalRecord) {
  return { ownerId: portal.ownerId, countsForMember: portal.ownerId === user.id || portal.createdBy === user.id };
}

export async function updatePortal(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  input: PortalUpdate,
): Promise<Portal> {
  const now = ctx.clock();
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
  await checkProtectedAccess(ctx, user, portal.ownerId, portal.accessType, accessType);
  await checkPortalBranding(ctx, user, portal.ownerId, input.branding, portal.branding);
  patch.accessType = accessType;
  if (accessType !== 'pin') {
    patch.pinHash = null;
    patch.pinSealed = null;
  } else if (input.pin) {
    patch.pinHash = await hashPassword(input.pin);
    patch.pinSealed = sealPin(ctx, input.pin);
  }
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
    await withinPortalLimit(ctx, user, 'activate', (tx) => tx.update(portal.id, patch), activationTarget(user, portal));
  } else {
    await ctx.repos.portals.update(portal.id, patch);
  }
  return getPortal(ctx, user, portal.id);
}

export async function deletePortal(ctx: AppContext, user: UserRecord, portalId: string): Promise<void> {
  const portal = await loadPortalFor(ctx, user, portalId, 'manage');
  const keys = [
    ...(await ctx.repos.files.storageKeysOfPortal(portal.id)),
    ...(await ctx.repos.requestUploads.storageKeysOf(portal.id)),
  ];
  await ctx.repos.portals.delete(portal.id);
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
}

export async function archivePortal(ctx: AppContext, user: UserRecord, portalId: string): Promise<Portal> {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  if (portal.status !== 'archived') {
    const now = ctx.clock().toISOString();
    await ctx.repos.portals.update(portal.id, { status: 'archived', archivedAt: now, updatedAt: now });
    ctx.events.emit('portal.changed', {
      change: 'archived',
      portalId: portal.id,
      ownerId: portal.ownerId,
      by: user.id,
      at: now,
    });
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
  const now = ctx.clock();
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  if (portal.status !== 'archived') throw new Conflict(portalMessages.portalNotArchived);
  const target = isPast(portal.expiresAt, now) ? 'expired' : (input?.status ?? 'active');
  const patch: PortalPatch = { status: target, archivedAt: null, updatedAt: now.toISOString() };
  if (target === 'active') {
    await withinPortalLimit(ctx, user, 'activate', (tx) => tx.update(portal.id, patch), activationTarget(user, portal));
  } else await ctx.repos.portals.update(portal.id, patch);
  return getPortal(ctx, user, portal.id);
}

/** The creator's read-only view by public uuid (/archive/portal/{uuid}). */
export async function getPortalView(ctx: AppContext, user: UserRecord, uuid: string): Promise<PortalArchiveView> {
  const found = await ctx.repos.portals.findByUuid(uuid);
  const role = await assertCanAccessPortal(ctx, user, found, 'read');
  const portal = found as PortalRecord;
  return {
    portal: await describe(ctx, portal, role),
    files: await listFileResponses(ctx, portal.id),
    comments: (await listCreatorComments(ctx, user, portal.id)).comments,
    approvals: (await listCreatorApprovals(ctx, user, portal.id)).approvals,
  };
}
