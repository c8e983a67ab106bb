import { billingMessages, normalizePlan, PLAN_CATALOG, type PlanId } from '@clientdock/shared';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import { notifyUser } from '../notifications';
import { recordProductEvent } from '../product-analytics';
import { recordPlan, recordTemplatePurchase } from './billing';
import type { BillingCustomerRecord } from './billing.repository';
import type { StripeBilling } from './stripe-billing';

/** How long a failed payment keeps the paid plan, while Stripe retries and the account can update its card. */
export const PAST_DUE_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

// The statuses that keep the paid plan; `incomplete` (the first payment is still pending) gives nothing yet.
const ENTITLED = new Set(['active', 'trialing', 'past_due']);
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired']);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const isoOf = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

export function graceEndsAt(pastDueSince: string): string {
  return new Date(new Date(pastDueSince).getTime() + PAST_DUE_GRACE_DAYS * DAY_MS).toISOString();
}

async function customerFor(ctx: AppContext, stripeCustomerId: string | null, userId: string | undefined) {
  if (stripeCustomerId) {
    const known = await ctx.repos.billing.findCustomerByStripeId(stripeCustomerId);
    if (known) return known;
  }
  // A customer made elsewhere (Stripe's dashboard) is taken on only when it names one of our accounts.
  if (!stripeCustomerId || !userId || !(await ctx.repos.users.findById(userId))) return undefined;
  return ctx.repos.billing.linkCustomer(userId, stripeCustomerId, ctx.clock().toISOString());
}

/**
 * A subscription event. Events are applied in Stripe's order, not arrival order: one older than the last applied
 * changes nothing. While the account's current subscription is live, events of another (an old one ending)
 * are ignored, so a late cancellation never takes away the plan a newer subscription pays for.
 */
async function applySubscription(
  ctx: AppContext,
  billing: StripeBilling,
  subscription: Stripe.Subscription,
  eventCreated: number,
  deleted: boolean,
) {
  const customer = await customerFor(ctx, idOf(subscription.customer), subscription.metadata?.userId);
  if (!customer) {
    ctx.log.warn({ subscription: subscription.id }, 'a Stripe subscription event for an unknown customer');
    return;
  }
  if (eventCreated < customer.lastEventAt) return;
  const user = await ctx.repos.users.findById(customer.userId);
  if (!user) return;
  const status = deleted ? 'canceled' : subscription.status;
  const currentIsLive = customer.subscriptionId && ENTITLED.has(user.subscriptionStatus ?? '');
  if (currentIsLive && customer.subscriptionId !== subscription.id && !ENTITLED.has(status)) return;

  const item = subscription.items?.data?.[0];
  const paidPlan = billing.planOfPrice(item?.price?.id);
  const now = ctx.clock().toISOString();
  const pastDueSince = status === 'past_due' ? (customer.pastDueSince ?? now) : null;
  await ctx.repos.billing.updateSubscription(user.id, {
    subscriptionId: subscription.id,
    priceId: item?.price?.id ?? null,
    currentPeriodEnd: isoOf(item?.current_period_end),
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end || subscription.cancel_at),
    pastDueSince,
    lastEventAt: eventCreated,
    updatedAt: now,
  });

  let plan: PlanId = normalizePlan(user.plan);
  let subscriptionStatus = user.subscriptionStatus;
  if (ENTITLED.has(status) && paidPlan) {
    plan = paidPlan;
    subscriptionStatus = status;
  } else if (ENDED.has(status)) {
    plan = 'free';
    subscriptionStatus = 'canceled';
  } else if (ENTITLED.has(status)) {
    ctx.log.warn({ subscription: subscription.id, price: item?.price?.id }, 'a subscription to a price not sold here');
  }
  await recordPlan(ctx, { user, plan, subscriptionStatus, actor: null, source: 'stripe' });
  if (plan !== 'free' && plan !== normalizePlan(user.plan))
    await recordPaidPlan(ctx, user.id, normalizePlan(user.plan), plan);
  if (status === 'past_due' && !customer.pastDueSince) await tellPaymentFailed(ctx, user.id, plan, pastDueSince!);
}

/** A verified subscription event gave the account a paid plan it did not have: a purchase, and from Free a conversion. */
async function recordPaidPlan(ctx: AppContext, userId: string, from: PlanId, to: PlanId) {
  await recordProductEvent(ctx, 'purchase', { userId, props: { kind: 'plan', plan: to } });
  if (from === 'free') await recordProductEvent(ctx, 'conversion', { userId, props: { from, to } });
}

async function tellPaymentFailed(ctx: AppContext, userId: string, plan: PlanId, since: string) {
  const until = new Date(graceEndsAt(since)).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
  await notifyUser(
    ctx,
    userId,
    {
      type: 'other',
      title: billingMessages.paymentFailedTitle,
      message: billingMessages.paymentFailed(PLAN_CATALOG[plan].name, until),
      link: '/dashboard/settings?tab=plan',
    },
    { preference: 'planUpdates' },
  );
}

async function applyCheckout(ctx: AppContext, session: Stripe.Checkout.Session) {
  const userId = session.client_reference_id ?? session.metadata?.userId;
  const customer = await customerFor(ctx, idOf(session.customer), userId ?? undefined);
  if (session.mode !== 'payment' || session.metadata?.kind !== 'template' || session.payment_status !== 'paid') return;
  const templateId = session.metadata.templateId;
  const buyer = customer ? await ctx.repos.users.findById(customer.userId) : undefined;
  const template = templateId ? await ctx.repos.templates.findById(templateId) : undefined;
  if (!buyer || !template) {
    ctx.log.warn({ session: session.id }, 'a paid template checkout for an unknown buyer or template');
    return;
  }
  const acquired = await recordTemplatePurchase(
    ctx,
    {
      user: buyer,
      template: {
        id: template.id,
        name: template.name,
        priceCents: template.priceCents,
        currency: template.currency,
        creatorId: template.creatorId,
      },
    },
    session.amount_total ?? template.priceCents,
  );
  if (acquired) await recordProductEvent(ctx, 'purchase', { userId: buyer.id, props: { kind: 'template' } });
}

async function applyInvoice(ctx: AppContext, invoice: Stripe.Invoice) {
  const customer: BillingCustomerRecord | undefined = await customerFor(ctx, idOf(invoice.customer), undefined);
  if (!customer || !invoice.id) return;
  await ctx.repos.billing.upsertInvoice({
    id: invoice.id,
    userId: customer.userId,
    number: invoice.number ?? null,
    status: invoice.status ?? 'open',
    amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    createdAt: isoOf(invoice.created) ?? ctx.clock().toISOString(),
  });
}

/**
 * Applies one verified Stripe event, once: an event id already applied is acknowledged and skipped. Applying
 * is idempotent too (it sets state, and tells the account only when its plan changes), so a crash between
 * applying and recording the id is healed by Stripe's retry.
 */
export async function applyStripeEvent(
  ctx: AppContext,
  billing: StripeBilling,
  event: Stripe.Event,
): Promise<{ applied: boolean }> {
  if (await ctx.repos.billing.isEventApplied(event.id)) return { applied: false };
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await applySubscription(
        ctx,
        billing,
        event.data.object,
        event.created,
        event.type === 'customer.subscription.deleted',
      );
      break;
    case 'checkout.session.completed':
      await applyCheckout(ctx, event.data.object);
      break;
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.voided':
      await applyInvoice(ctx, event.data.object);
      break;
    default:
      break;
  }
  await ctx.repos.billing.markEventApplied(event.id, event.type, ctx.clock().toISOString());
  return { applied: true };
}

/** Accounts whose payment failed more than the grace period ago go to the Free plan (an hourly job, claimed per account). */
export async function endExpiredGrace(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock().getTime() - PAST_DUE_GRACE_DAYS * DAY_MS).toISOString();
  let ended = 0;
  for (const customer of await ctx.repos.billing.listPastDueSince(cutoff)) {
    const claimed = await ctx.repos.billing.claimExpiredGrace(customer.userId, cutoff, ctx.clock().toISOString());
    if (!claimed) continue;
    const user = await ctx.repos.users.findById(customer.userId);
    if (user?.subscriptionStatus !== 'past_due') continue;
    const planName = PLAN_CATALOG[normalizePlan(user.plan)].name;
    await recordPlan(ctx, {
      user,
      plan: 'free',
      subscriptionStatus: 'canceled',
      actor: null,
      source: 'stripe',
      notice: { title: billingMessages.graceEndedTitle, message: billingMessages.graceEnded(planName) },
    });
    ended += 1;
  }
  return ended;
}
