import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createAdmin, createCreator, signUp } from '../../../test/factories';
import { type StripeStandIn, startStripeStandIn } from '../../../test/stripe-stand-in';
import { listedTemplate } from '../../../test/templates';

// purchase and conversion come only from verified Stripe webhooks (the Stripe SDK against a local stand-in).
const WEBHOOK_SECRET = 'whsec_test_clientdock_product_events';
const PRICES = { pro: 'price_pro_monthly', agency: 'price_agency_monthly' };

let app: FastifyInstance;
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn({
    webhookSecret: WEBHOOK_SECRET,
    prices: { [PRICES.pro]: 1499, [PRICES.agency]: 4999 },
  });
  app = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_clientdock',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PRO: PRICES.pro,
      STRIPE_PRICE_AGENCY: PRICES.agency,
      STRIPE_API_URL: stripe.url,
    },
  });
  await signUp(app, { email: 'operator@example.com' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  stripe.deliverTo(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/billing/webhook`);
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});

async function serverEvents(userId: string) {
  const rows = await app.ctx.db
    .selectFrom('product_event')
    .selectAll()
    .where('userId', '=', userId)
    .where('source', '=', 'server')
    .orderBy('at')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    props: typeof row.props === 'string' ? JSON.parse(row.props) : row.props,
  }));
}

describe('purchase and conversion from Stripe', () => {
  it('records a purchase and a conversion when a paid subscription starts on a Free account, and nothing before', async () => {
    const creator = await createCreator(app, { plan: 'free' });
    const started = await as(creator, app, { method: 'POST', url: '/api/billing/checkout', payload: { plan: 'pro' } });
    expect(started.statusCode).toBe(200);
    expect((await serverEvents(creator.id)).map((event) => event.name)).toEqual(['sign_up']);
    await stripe.completeCheckout(started.json().url.split('/pay/')[1]);
    const events = await serverEvents(creator.id);
    expect(events.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'conversion', props: { from: 'free', to: 'pro' } },
      { name: 'purchase', props: { kind: 'plan', plan: 'pro' } },
      { name: 'sign_up', props: null },
    ]);
  });

  it('records a template bought through Checkout once, when the webhook says it is paid', async () => {
    const admin = await createAdmin(app);
    const seller = await createCreator(app, { plan: 'pro' });
    const buyer = await createCreator(app, { plan: 'pro' });
    const paid = await listedTemplate(app, seller, admin, { name: 'Paid layout', pricing: { type: 'paid', price: 9 } });
    const res = await as(buyer, app, { method: 'POST', url: `/api/templates/${paid.id}/purchase` });
    expect(res.json()).toMatchObject({ status: 'redirect' });
    expect((await serverEvents(buyer.id)).some((event) => event.name === 'purchase')).toBe(false);
    await stripe.completeCheckout(res.json().url.split('/pay/')[1]);
    const completed = stripe.events.filter((event) => event.type === 'checkout.session.completed').at(-1)!;
    const signed = stripe.sign('checkout.session.completed', completed.data.object as unknown as { id: string });
    await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      payload: signed.body,
    });
    const purchases = (await serverEvents(buyer.id)).filter((event) => event.name === 'purchase');
    expect(purchases).toEqual([{ name: 'purchase', props: { kind: 'template' } }]);
    expect((await serverEvents(buyer.id)).some((event) => event.name === 'conversion')).toBe(false);
  });
});
