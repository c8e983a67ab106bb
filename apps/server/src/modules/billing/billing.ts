import { billingMessages, PLAN_CATALOG, type PlanId } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/request-meta';
import { notifyUser } from '../notifications';
import type { UserRecord } from '../users';

export type BillingProvider = 'stripe' | 'none';

export interface PlanRecord {
  user: UserRecord;
  plan: PlanId;
  subscriptionStatus: string | null;
  /** Who changed it: an admin, the account itself (a downgrade), or the payment provider. */
  actor: Pick<UserRecord, 'id' | 'email'> | null;
  source: 'in-app' | 'admin' | 'stripe';
  meta?: RequestMeta;
  /** What the account is told instead of "Your plan is now ...". */
  notice?: { title: string; message: string };
}

export interface TemplatePurchaseRequest {
  user: UserRecord;
  template: { id: string; name: string; priceCents: number; currency: string; creatorId: string | null };
  meta?: RequestMeta;
}

/** Either the template is the buyer's now, or they must finish paying elsewhere first. */
export type TemplatePurchaseOutcome = { status: 'completed' } | { status: 'redirect'; url: string };

/**
 * The payment provider, once ClientDock's rules (who may change or buy what, downgrade clean-up) have passed.
 * Without one, plans are changed by an admin and recorded as they are.
 */
export interface Billing {
  provider: BillingProvider;
  /** A hosted checkout page where the account subscribes to `plan`. */
  checkout(ctx: AppContext, user: UserRecord, plan: Exclude<PlanId, 'free'>): Promise<string>;
  /** The provider's page where the account changes its card, its plan or cancels, and sees its invoices. */
  manage(ctx: AppContext, user: UserRecord): Promise<string>;
  purchaseTemplate(ctx: AppContext, request: TemplatePurchaseRequest): Promise<TemplatePurchaseOutcome>;
}

/**
 * The account pays for its plan through a Stripe subscription that still runs (maybe past due). A plan an admin
 * granted has none: its account can still subscribe through Checkout.
 */
export async function hasRunningSubscription(ctx: AppContext, user: UserRecord): Promise<boolean> {
  if (!paysForPlan(user)) return false;
  return subscriptionRuns(user, await ctx.repos.billing.findCustomerByUser(user.id));
}

const paysForPlan = (user: UserRecord) =>
  user.plan !== 'free' && ['active', 'trialing', 'past_due'].includes(user.subscriptionStatus ?? '');

/** The same, from a billing customer already read. */
export function subscriptionRuns(user: UserRecord, customer: { subscriptionId: string | null } | undefined): boolean {
  return paysForPlan(user) && Boolean(customer?.subscriptionId);
}

/** Sets the plan and subscription status; audited, and the account is told when the plan itself changed. */
export async function recordPlan(ctx: AppContext, record: PlanRecord) {
  const { user, plan, subscriptionStatus, actor, source, meta, notice } = record;
  const planChanged = user.plan !== plan;
  if (!planChanged && user.subscriptionStatus === subscriptionStatus) return;
  await ctx.repos.users.update(user.id, { plan, subscriptionStatus });
  await ctx.repos.audit.record({
    action: planChanged ? 'plan.changed' : 'subscription.changed',
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    targetType: 'user',
    targetId: user.id,
    ip: meta?.ip ?? null,
    userAgent: meta?.userAgent ?? null,
    details: { from: user.plan, to: plan, subscriptionStatus, source },
  });
  if (!planChanged) return;
  await keepTeamReadable(ctx, user, plan);
  await notifyUser(
    ctx,
    user.id,
    {
      type: 'other',
      title: notice?.title ?? billingMessages.planChangedTitle,
      message: notice?.message ?? billingMessages.planChanged(PLAN_CATALOG[plan].name),
      link: '/dashboard/settings?tab=plan',
    },
    { preference: 'planUpdates' },
  );
}

/** How long a team keeps reading its portals after its owner left the Agency plan. */
export const TEAM_GRACE_DAYS = 14;

/**
 * When an owner leaves Agency with people in the team (a cancelled or unpaid subscription: a downgrade asked for
 * in the app is refused while the team has members), the team can still read its portals for 14 days, and the
 * owner is told. Back on Agency, the grace ends and everyone works as before.
 */
async function keepTeamReadable(ctx: AppContext, user: UserRecord, plan: PlanId) {
  const customer = await ctx.repos.billing.findCustomerByUser(user.id);
  const now = ctx.clock();
  if (plan === 'agency') {
    if (customer?.teamGraceUntil) {
      await ctx.repos.billing.updateSubscription(user.id, { teamGraceUntil: null, updatedAt: now.toISOString() });
    }
    return;
  }
  const team = await ctx.repos.team.findMembership(user.id);
  if (!customer || team?.role !== 'owner' || (await ctx.repos.team.countMembers(team.organizationId)) <= 1) return;
  const until = new Date(now.getTime() + TEAM_GRACE_DAYS * 24 * 60 * 60 * 1000);
  await ctx.repos.billing.updateSubscription(user.id, {
    teamGraceUntil: until.toISOString(),
    updatedAt: now.toISOString(),
  });
  await notifyUser(
    ctx,
    user.id,
    {
      type: 'other',
      title: billingMessages.teamReadOnlyTitle,
      message: billingMessages.teamReadOnly(until.toLocaleDateString('en-US', { month: 'long', day: 'numeric' })),
      link: '/dashboard/settings?tab=plan',
    },
    { preference: 'planUpdates' },
  );
}

/**
 * The template is the buyer's: acquisition, the author's revenue and the audit entry, once per buyer. Answers
 * whether this call recorded it (false when the buyer already had it).
 */
export async function recordTemplatePurchase(
  ctx: AppContext,
  { user, template, meta }: TemplatePurchaseRequest,
  paidCents = template.priceCents,
): Promise<boolean> {
  const acquired = await ctx.repos.templates.recordAcquisition({
    templateId: template.id,
    userId: user.id,
    pricePaidCents: paidCents,
    currency: template.currency,
    acquiredAt: ctx.clock().toISOString(),
  });
  if (!acquired) return false;
  await ctx.repos.templates.addRevenue(template.id, paidCents);
  await ctx.repos.audit.record({
    action: 'template.purchased',
    actorId: user.id,
    actorEmail: user.email,
    targetType: 'template',
    targetId: template.id,
    ip: meta?.ip ?? null,
    userAgent: meta?.userAgent ?? null,
    details: { priceCents: paidCents, currency: template.currency, creatorId: template.creatorId },
  });
  return true;
}

/**
 * No payment provider (a self-hosted instance): nothing to pay through, so there is no checkout; an admin
 * changes plans. Template purchases are recorded as they are, as before payments existed.
 */
export function createRecordedBilling(): Billing {
  const notConfigured = () => new AppError(409, 'BILLING_NOT_CONFIGURED', billingMessages.noProvider);
  return {
    provider: 'none',
    async checkout() {
      throw notConfigured();
    },
    async manage() {
      throw notConfigured();
    },
    async purchaseTemplate(ctx, request) {
      await recordTemplatePurchase(ctx, request);
      return { status: 'completed' };
    },
  };
}
