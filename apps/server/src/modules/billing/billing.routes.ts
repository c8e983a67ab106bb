import {
  billingRedirectSchema,
  billingStatusSchema,
  checkoutRequestSchema,
  planChangeSchema,
  planOverviewSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestMeta } from '../../lib/request-meta';
import { requireUserHook, signedInUser } from '../auth';
import { changeOwnPlan, getPlanOverview } from './billing.service';
import { getBillingStatus, openBillingPortal, receiveStripeWebhook, startCheckout } from './billing-status.service';

export async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/billing/plan',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Your plan, its limits and usage, and the plans you can change to',
        tags: ['Plans and billing'],
        response: { 200: planOverviewSchema },
      },
    },
    async (request) => getPlanOverview(ctx, signedInUser(request)),
  );

  /** Upgrade or downgrade the signed-in account; answers the plan page as it now reads, or where to pay. */
  app.post(
    '/api/billing/plan',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Upgrade or downgrade your plan (answers the new overview, or where to pay)',
        tags: ['Plans and billing'],
        body: planChangeSchema,
      },
    },
    async (request) => changeOwnPlan(ctx, signedInUser(request), request.body.plan, requestMeta(request)),
  );

  app.get(
    '/api/billing',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Your subscription: the payment provider, plan, status, renewal or end date, and invoices',
        tags: ['Plans and billing'],
        response: { 200: billingStatusSchema },
      },
    },
    async (request) => getBillingStatus(ctx, signedInUser(request)),
  );

  app.post(
    '/api/billing/checkout',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Start Stripe Checkout for a paid plan (answers the page to send the browser to)',
        tags: ['Plans and billing'],
        body: checkoutRequestSchema,
        response: { 200: billingRedirectSchema },
      },
    },
    async (request) => startCheckout(ctx, signedInUser(request), request.body.plan),
  );

  app.post(
    '/api/billing/portal',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Open the Stripe customer portal: card, plan, cancellation and invoices',
        tags: ['Plans and billing'],
        response: { 200: billingRedirectSchema },
      },
    },
    async (request) => openBillingPortal(ctx, signedInUser(request)),
  );

  // Stripe signs the exact bytes it sends, so this route reads its body unparsed.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/api/billing/webhook',
      {
        schema: {
          summary: 'Stripe webhook: subscription, checkout and invoice events (Stripe-Signature checked)',
          tags: ['Plans and billing'],
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return receiveStripeWebhook(ctx, body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
}
