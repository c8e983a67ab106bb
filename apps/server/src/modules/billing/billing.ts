import { billingMessages, PLAN_CATALOG, type PlanId } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import type { RequestMeta } from '../../lib/request-meta';
import { notifyUser } from '../notifications/notification-delivery';
import type { UserRecord } from '../users/users.repository';

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

/**
 * Where plan changes go once ClientDock's rules (downgrade clean-up, who may change what) have passed. Callers
 * never touch `user.plan` themselves, so a card-payment provider can replace the recorded implementation.
 */
export interface Billing {
  changePlan(ctx: AppContext, request: PlanChangeRequest): Promise<PlanChangeOutcome>;
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
  };
}
