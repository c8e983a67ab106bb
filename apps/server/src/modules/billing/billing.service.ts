import {
  billingMessages,
  type DowngradeBlocker,
  getEffectiveFileSizeLimitMb,
  getPortalLimit,
  normalizePlan,
  normalizeUserType,
  PLAN_CATALOG,
  PLAN_IDS,
  type PlanId,
  type PlanOverview,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError, Conflict, Forbidden } from '../../lib/errors';
import type { RequestMeta } from '../../lib/request-meta';
import { fileSizeLimitMb, readPlatformSettings } from '../app-settings';
import { activePortalUsage } from '../portals';
import { storageUsage } from '../uploads';
import type { UserRecord } from '../users';
import { hasRunningSubscription, recordPlan } from './billing';

function isTeamMember(user: UserRecord): boolean {
  return normalizeUserType(user.userType) === 'team_member';
}

async function teamOf(ctx: AppContext, user: UserRecord, now: Date) {
  const team = await ctx.repos.team.findMembership(user.id);
  if (team?.role !== 'owner') return null;
  const [members, invitations] = await Promise.all([
    ctx.repos.team.listMembers(team.organizationId),
    ctx.repos.team.listInvitations(team.organizationId),
  ]);
  return {
    team,
    others: members.filter((member) => member.userId !== user.id),
    pending: invitations.filter((i) => i.status === 'pending' && new Date(i.expiresAt) > now),
  };
}

/** The storage that counts for this account: a team member's uploads go to the team owner's quota. */
async function storageOf(ctx: AppContext, user: UserRecord) {
  const membership = isTeamMember(user) ? await ctx.repos.team.findMembership(user.id) : undefined;
  const owner = membership?.ownerId ? ((await ctx.repos.users.findById(membership.ownerId)) ?? user) : user;
  const { usedBytes, quotaBytes } = await storageUsage(ctx, owner);
  return { storageUsedBytes: usedBytes, storageQuotaBytes: quotaBytes };
}

export async function getPlanOverview(ctx: AppContext, user: UserRecord): Promise<PlanOverview> {
  const now = ctx.clock();
  const team = await teamOf(ctx, user, now);
  const { maxUploadMb } = await readPlatformSettings(ctx.repos.appSettings);
  return {
    plan: normalizePlan(user.plan),
    subscriptionStatus: user.subscriptionStatus,
    managedByTeam: isTeamMember(user),
    canChangePlan: !isTeamMember(user),
    plans: PLAN_IDS.map((id) => ({
      id,
      name: PLAN_CATALOG[id].name,
      priceLabel: PLAN_CATALOG[id].priceLabel,
      period: PLAN_CATALOG[id].period,
      portals: PLAN_CATALOG[id].portals,
      fileSizeMb: getEffectiveFileSizeLimitMb({ userType: 'creator', plan: id }, maxUploadMb),
      features: PLAN_CATALOG[id].features,
      mostPopular: PLAN_CATALOG[id].mostPopular,
    })),
    usage: {
      activePortals: await activePortalUsage(ctx, user, now),
      portalLimit: getPortalLimit(user),
      fileSizeMb: await fileSizeLimitMb(ctx, user),
      teamMembers: team?.others.length ?? 0,
      pendingInvitations: team?.pending.length ?? 0,
      ...(await storageOf(ctx, user)),
    },
  };
}

/** What must be archived or removed before `plan` can hold the account: nothing means the change can go ahead. */
async function downgradeBlockers(
  ctx: AppContext,
  user: UserRecord,
  plan: PlanId,
): Promise<{ messages: string[]; blockers: DowngradeBlocker[] }> {
  const now = ctx.clock();
  const messages: string[] = [];
  const blockers: DowngradeBlocker[] = [];
  const limit = getPortalLimit({ ...user, plan });
  const active = await ctx.repos.portals.listActiveByOwner(user.id, now);
  if (active.length > limit) {
    messages.push(billingMessages.tooManyPortals(PLAN_CATALOG[plan].name, limit, active.length));
    for (const portal of active.slice(0, active.length - limit)) {
      blockers.push({ type: 'portal', id: portal.id, name: portal.name });
    }
  }
  if (plan !== 'agency' && normalizeUserType(user.userType) === 'creator') {
    const team = await teamOf(ctx, user, now);
    if (team && (team.others.length > 0 || team.pending.length > 0)) {
      messages.push(billingMessages.teamNeedsAgency(team.others.length, team.pending.length));
      for (const member of team.others)
        blockers.push({ type: 'member', id: member.id, name: member.name || member.email });
      for (const invitation of team.pending)
        blockers.push({ type: 'invitation', id: invitation.id, name: invitation.email });
    }
  }
  return { messages, blockers };
}

const rank = (plan: PlanId) => PLAN_IDS.indexOf(plan);

/**
 * The account's own plan change from its plan page. Nobody gives themselves a paid plan: with Stripe, an upgrade
 * goes through Checkout (or, with a subscription running, the customer portal, where a downgrade or cancel is
 * made too); without a payment provider only an admin grants a paid plan, and the account can only step down.
 * A downgrade the account no longer fits is refused with 409 DOWNGRADE_BLOCKED, saying what to archive first.
 */
export async function changeOwnPlan(
  ctx: AppContext,
  user: UserRecord,
  plan: PlanId,
  meta: RequestMeta,
): Promise<PlanOverview | { redirectUrl: string }> {
  await checkPlanChange(ctx, user, plan);
  const current = normalizePlan(user.plan);
  if (ctx.billing.provider === 'stripe') {
    if (await hasRunningSubscription(ctx, user)) return { redirectUrl: await ctx.billing.manage(ctx, user) };
    if (plan !== 'free') return { redirectUrl: await ctx.billing.checkout(ctx, user, plan) };
  } else if (rank(plan) > rank(current)) {
    const { supportEmail } = await readPlatformSettings(ctx.repos.appSettings);
    throw new Forbidden(billingMessages.adminChangesPlans(supportEmail), 'PLAN_CHANGE_NOT_ALLOWED');
  }
  await applyPlanChange(ctx, user, plan, user, 'in-app', meta);
  const updated = (await ctx.repos.users.findById(user.id)) ?? user;
  return getPlanOverview(ctx, updated);
}

/** An admin sets an account's plan (a grant or a step down), recorded as it is. */
export async function changePlan(
  ctx: AppContext,
  user: UserRecord,
  plan: PlanId,
  actor: Pick<UserRecord, 'id' | 'email'>,
  source: 'in-app' | 'admin',
  meta?: RequestMeta,
): Promise<void> {
  await checkPlanChange(ctx, user, plan);
  await applyPlanChange(ctx, user, plan, actor, source, meta);
}

async function checkPlanChange(ctx: AppContext, user: UserRecord, plan: PlanId) {
  if (isTeamMember(user)) throw new Forbidden(billingMessages.managedByTeam, 'MANAGED_BY_TEAM');
  if (normalizePlan(user.plan) === plan) throw new Conflict(billingMessages.samePlan(PLAN_CATALOG[plan].name));
  const { messages, blockers } = await downgradeBlockers(ctx, user, plan);
  if (messages.length > 0) throw new AppError(409, 'DOWNGRADE_BLOCKED', messages.join(' '), blockers);
}

async function applyPlanChange(
  ctx: AppContext,
  user: UserRecord,
  plan: PlanId,
  actor: Pick<UserRecord, 'id' | 'email'>,
  source: 'in-app' | 'admin',
  meta?: RequestMeta,
) {
  const subscriptionStatus = plan === 'free' ? null : 'active';
  await recordPlan(ctx, { user, plan, subscriptionStatus, actor, source, meta });
  if (plan !== 'agency') await dissolveEmptyTeam(ctx, user);
}

/** A team left with only its owner after leaving the Agency plan is removed, so the owner is a plain creator again. */
async function dissolveEmptyTeam(ctx: AppContext, user: UserRecord) {
  const team = await ctx.repos.team.findMembership(user.id);
  if (team?.role !== 'owner') return;
  if ((await ctx.repos.team.countMembers(team.organizationId)) > 1) return;
  await ctx.repos.team.deleteOrganization(team.organizationId);
  await ctx.repos.users.update(user.id, { teamRole: null });
}
