import { billingMessages, PLAN_CATALOG, type PlanId } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import type { RequestMeta } from '../../lib/request-meta';
import { notifyUser } from '../notifications';
import type { UserRecord } from '../users';

export interface PlanChangeRequest {
  user: UserRecord;
  plan: PlanId;
  /** Who asked: the account itself on its plan page, or an admin. */
  actor: Pick<UserRecord, 'id' | 'email'>;
  source: 'in-app' | 'admin';
  meta?: RequestMeta;
}

export interface Subscription {
  plan: PlanId;
  subscriptionStatus: string | null;
}

/** Either the plan changed now, or the person must finish paying elsewhere first (a card provider's checkout). */
export type PlanChangeOutcome = { status: 'changed'; subscription: Subscription } | { status: 'redirect'; url: string };

export interface TemplatePurchaseRequest {
  user: UserRecord;
  template: { id: string; name: string; priceCents: number; currency: string; creatorId: string | null };
  meta?: RequestMeta;
}

/** Either the template is the buyer's now, or they must finish paying elsewhere first. */
export type TemplatePurchaseOutcome = { status: 'completed' } | { status: 'redirect'; url: string };

/**
 * Where plan changes and purchases go once ClientDock's rules (downgrade clean-up, who may change or buy what)
 * have passed. Callers never touch `user.plan` or template ownership themselves, so a card-payment provider can
 * replace the recorded implementation.
 */
export interface Billing {
  changePlan(ctx: AppContext, request: PlanChangeRequest): Promise<PlanChangeOutcome>;
  purchaseTemplate(ctx: AppContext, request: TemplatePurchaseRequest): Promise<TemplatePurchaseOutcome>;
}

/**
 * Records the plan and subscription status in the database, as payment providers are out of reach here: a paid
 * plan is an active subscription, the free plan none. Every change is audited and the account is told.
 */
export function createRecordedBilling(): Billing {
  return {
    async changePlan(ctx, { user, plan, actor, source, meta }) {
      const subscriptionStatus = plan === 'free' ? null : 'active';
      await ctx.repos.users.update(user.id, { plan, subscriptionStatus });
      await ctx.repos.audit.record({
        action: 'plan.changed',
        actorId: actor.id,
        actorEmail: actor.email,
        targetType: 'user',
        targetId: user.id,
        ip: meta?.ip ?? null,
        userAgent: meta?.userAgent ?? null,
        details: { from: user.plan, to: plan, subscriptionStatus, source },
      });
      await notifyUser(
        ctx,
        user.id,
        {
          type: 'other',
          title: billingMessages.planChangedTitle,
          message: billingMessages.planChanged(PLAN_CATALOG[plan].name),
          link: '/dashboard/settings?tab=plan',
        },
        { preference: 'planUpdates' },
      );
      return { status: 'changed', subscription: { plan, subscriptionStatus } };
    },
    async purchaseTemplate(ctx, { user, template, meta }) {
      const acquired = await ctx.repos.templates.recordAcquisition({
        templateId: template.id,
        userId: user.id,
        pricePaidCents: template.priceCents,
        currency: template.currency,
        acquiredAt: ctx.clock().toISOString(),
      });
      if (!acquired) return { status: 'completed' };
      await ctx.repos.templates.addRevenue(template.id, template.priceCents);
      await ctx.repos.audit.record({
        action: 'template.purchased',
        actorId: user.id,
        actorEmail: user.email,
        targetType: 'template',
        targetId: template.id,
        ip: meta?.ip ?? null,
        userAgent: meta?.userAgent ?? null,
        details: { priceCents: template.priceCents, currency: template.currency, creatorId: template.creatorId },
      });
      return { status: 'completed' };
    },
  };
}
