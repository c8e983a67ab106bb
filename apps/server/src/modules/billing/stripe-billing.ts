import { billingMessages } from '@clientdock/shared';
import Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import type { StripeConfig } from '../../config';
import { AppError } from '../../lib/errors';
import type { UserRecord } from '../users';
import { type Billing, recordTemplatePurchase } from './billing';

export type StripeBilling = Billing & {
  provider: 'stripe';
  /** The verified event of a webhook call; 400 when the signature does not match this instance's secret. */
  verifyWebhook(body: Buffer, signature: string | undefined): Stripe.Event;
  /** The plan a subscription price stands for; null for a price this instance does not sell. */
  planOfPrice(priceId: string | null | undefined): 'pro' | 'agency' | null;
};

export function createStripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

const unavailable = () => new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', billingMessages.providerUnavailable);

/** Stripe Checkout for subscriptions and template purchases, the Stripe customer portal for the rest. */
export function createStripeBilling(config: StripeConfig, stripe = createStripeClient(config)): StripeBilling {
  const call = async <T>(ctx: AppContext, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      ctx.log.warn({ err: error }, 'a Stripe call failed');
      throw unavailable();
    }
  };

  async function customerOf(ctx: AppContext, user: UserRecord): Promise<string> {
    const known = await ctx.repos.billing.findCustomerByUser(user.id);
    if (known) return known.stripeCustomerId;
    // The idempotency key makes two checkouts started at once create one customer.
    const customer = await stripe.customers.create(
      { email: user.email, name: user.name, metadata: { userId: user.id } },
      { idempotencyKey: `clientdock-customer-${user.id}` },
    );
    const linked = await ctx.repos.billing.linkCustomer(user.id, customer.id, ctx.clock().toISOString());
    return linked.stripeCustomerId;
  }

  const planPage = (ctx: AppContext, outcome?: string) =>
    `${ctx.config.publicUrl}/dashboard/settings?tab=plan${outcome ? `&checkout=${outcome}` : ''}`;

  return {
    provider: 'stripe',
    checkout: (ctx, user, plan) =>
      call(ctx, async () => {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: await customerOf(ctx, user),
          client_reference_id: user.id,
          line_items: [{ price: config.prices[plan], quantity: 1 }],
          metadata: { userId: user.id, plan },
          subscription_data: { metadata: { userId: user.id, plan } },
          success_url: `${planPage(ctx, 'success')}&plan=${plan}`,
          cancel_url: planPage(ctx, 'canceled'),
        });
        if (!session.url) throw unavailable();
        return session.url;
      }),
    manage: (ctx, user) =>
      call(ctx, async () => {
        const known = await ctx.repos.billing.findCustomerByUser(user.id);
        if (!known) throw new AppError(409, 'NO_SUBSCRIPTION', billingMessages.noSubscription);
        const session = await stripe.billingPortal.sessions.create({
          customer: known.stripeCustomerId,
          return_url: planPage(ctx),
        });
        return session.url;
      }),
    async purchaseTemplate(ctx, request) {
      if (request.template.priceCents <= 0) {
        await recordTemplatePurchase(ctx, request);
        return { status: 'completed' };
      }
      const { user, template } = request;
      return call(ctx, async () => {
        const back = `${ctx.config.publicUrl}/templates/${encodeURIComponent(template.id)}`;
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          customer: await customerOf(ctx, user),
          client_reference_id: user.id,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: template.currency.toLowerCase(),
                unit_amount: template.priceCents,
                product_data: { name: template.name },
              },
            },
          ],
          metadata: { kind: 'template', userId: user.id, templateId: template.id },
          success_url: `${back}?purchase=success`,
          cancel_url: back,
        });
        if (!session.url) throw unavailable();
        return { status: 'redirect', url: session.url };
      });
    },
    verifyWebhook(body, signature) {
      try {
        return stripe.webhooks.constructEvent(body, signature ?? '', config.webhookSecret);
      } catch {
        throw new AppError(400, 'BAD_SIGNATURE', billingMessages.badSignature);
      }
    },
    planOfPrice(priceId) {
      if (priceId === config.prices.pro) return 'pro';
      if (priceId === config.prices.agency) return 'agency';
      return null;
    },
  };
}
