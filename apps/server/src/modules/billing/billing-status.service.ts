import { type BillingStatus, billingMessages, normalizePlan, normalizeUserType, type PlanId } from '@clientdock/shared';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import { AppError, Forbidden, NotFound } from '../../lib/errors';
import { readPlatformSettings } from '../app-settings';
import type { UserRecord } from '../users';
import { hasRunningSubscription, subscriptionRuns } from './billing';
import type { StripeBilling } from './stripe-billing';
import { applyStripeEvent, graceEndsAt } from './stripe-events.service';

export async function getBillingStatus(ctx: AppContext, user: UserRecord): Promise<BillingStatus> {
  const [customer, invoices, settings] = await Promise.all([
    ctx.repos.billing.findCustomerByUser(user.id),
    ctx.repos.billing.listInvoices(user.id),
    readPlatformSettings(ctx.repos.appSettings),
  ]);
  return {
    provider: ctx.billing.provider,
    plan: normalizePlan(user.plan),
    subscriptionStatus: user.subscriptionStatus,
    canManage: ctx.billing.provider === 'stripe' && Boolean(customer),
    subscribed: ctx.billing.provider === 'stripe' && subscriptionRuns(user, customer),
    currentPeriodEnd: customer?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: customer?.cancelAtPeriodEnd ?? false,
    graceEndsAt:
      user.subscriptionStatus === 'past_due' && customer?.pastDueSince ? graceEndsAt(customer.pastDueSince) : null,
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      status: invoice.status,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      url: invoice.hostedUrl,
      createdAt: invoice.createdAt,
    })),
    adminContact: settings.supportEmail,
  };
}

function checkPayer(user: UserRecord) {
  const userType = normalizeUserType(user.userType);
  if (userType === 'team_member') throw new Forbidden(billingMessages.managedByTeam, 'MANAGED_BY_TEAM');
  if (userType !== 'creator') throw new Forbidden(billingMessages.creatorsOnly, 'NOT_A_CREATOR');
}

/** Starts Stripe Checkout for a paid plan; the plan changes when Stripe's webhook says the subscription runs. */
export async function startCheckout(ctx: AppContext, user: UserRecord, plan: Exclude<PlanId, 'free'>) {
  checkPayer(user);
  if (ctx.billing.provider === 'none') throw new AppError(409, 'BILLING_NOT_CONFIGURED', billingMessages.noProvider);
  if (await hasRunningSubscription(ctx, user))
    throw new AppError(409, 'ALREADY_SUBSCRIBED', billingMessages.alreadySubscribed);
  return { url: await ctx.billing.checkout(ctx, user, plan) };
}

export async function openBillingPortal(ctx: AppContext, user: UserRecord) {
  checkPayer(user);
  if (ctx.billing.provider === 'none') throw new AppError(409, 'BILLING_NOT_CONFIGURED', billingMessages.noProvider);
  return { url: await ctx.billing.manage(ctx, user) };
}

/** A Stripe webhook call: verified against this instance's secret, then applied once. */
export async function receiveStripeWebhook(ctx: AppContext, body: Buffer, signature: string | undefined) {
  if (ctx.billing.provider !== 'stripe') throw new NotFound(billingMessages.noProvider);
  const billing = ctx.billing as StripeBilling;
  const event: Stripe.Event = billing.verifyWebhook(body, signature);
  const { applied } = await applyStripeEvent(ctx, billing, event);
  return { received: true, duplicate: !applied };
}
