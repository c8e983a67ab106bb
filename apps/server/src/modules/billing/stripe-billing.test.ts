import type { AddressInfo } from 'node:net';
import { billingMessages } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createAdmin, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { type StripeStandIn, startStripeStandIn, subscriptionObject } from '../../../test/stripe-stand-in';
import { joinTeam } from '../../../test/team';
import { listedTemplate } from '../../../test/templates';
import { endExpiredGrace } from './stripe-events.service';

// Stripe cannot be reached from tests. These run the official Stripe SDK against a local stand-in that answers
// the few calls ClientDock makes, and the webhooks carry real signatures made by the SDK's own test helper.
const WEBHOOK_SECRET = 'whsec_test_clientdock_stand_in';
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

const billing = async (user: TestUser) => (await as(user, app, { method: 'GET', url: '/api/billing' })).json();
const checkout = (user: TestUser, plan: string) =>
  as(user, app, { method: 'POST', url: '/api/billing/checkout', payload: { plan } });
const deliver = (signed: { body: string; signature: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
    payload: signed.body,
  });

/** A subscribed Pro creator: checkout started through the API, paid on the stand-in's page. */
async function subscribed(plan: 'pro' | 'agency' = 'pro') {
  const creator = await createCreator(app, { plan: 'free' });
  const started = await checkout(creator, plan);
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = started.json().url.split('/pay/')[1];
  await stripe.completeCheckout(sessionId);
  const customer = await app.ctx.repos.billing.findCustomerByUser(creator.id);
  return { creator, customer: customer!.stripeCustomerId, subscriptionId: customer!.subscriptionId! };
}

const subscription = subscriptionObject;

describe('Stripe checkout and the customer portal', () => {
  it('starts Checkout for a paid plan, and the plan changes only when the signed webhook says it runs', async () => {
    const creator = await createCreator(app, { plan: 'free' });
    const res = await checkout(creator, 'pro');
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const session = stripe.calls.filter((call) => call.path === '/v1/checkout/sessions').at(-1)!.body;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: creator.id,
      line_items: [{ price: PRICES.pro, quantity: '1' }],
      success_url: 'http://localhost:3000/dashboard/settings?tab=plan&checkout=success&plan=pro',
    });
    expect(
      stripe.calls.some(
        (call) => call.path === '/v1/customers' && (call.body.metadata as { userId: string }).userId === creator.id,
      ),
    ).toBe(true);
    // Not paid yet: still Free.
    expect(await billing(creator)).toMatchObject({ provider: 'stripe', plan: 'free', subscriptionStatus: null });

    await stripe.completeCheckout(res.json().url.split('/pay/')[1]);
    const after = await billing(creator);
    expect(after).toMatchObject({
      provider: 'stripe',
      plan: 'pro',
      subscriptionStatus: 'active',
      canManage: true,
      subscribed: true,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
    });
    expect(after.currentPeriodEnd).toEqual(expect.any(String));
    expect(after.invoices).toHaveLength(1);
    expect(after.invoices[0]).toMatchObject({ status: 'paid', amountCents: 1499, currency: 'usd' });
    const me = (await as(creator, app, { method: 'GET', url: '/api/me' })).json();
    expect(me).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });
    const audit = await app.ctx.repos.audit.listByAction('plan.changed');
    const entry = audit.find((a) => a.targetId === creator.id);
    const details = typeof entry?.details === 'string' ? JSON.parse(entry.details) : entry?.details;
    expect(details).toMatchObject({ from: 'free', to: 'pro', source: 'stripe' });
  });

  it('sends a subscribed account to the customer portal to change or cancel, never to a second checkout', async () => {
    const { creator } = await subscribed();
    const again = await checkout(creator, 'agency');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'ALREADY_SUBSCRIBED',
      message: billingMessages.alreadySubscribed,
    });
    const viaPlanPage = await as(creator, app, {
      method: 'POST',
      url: '/api/billing/plan',
      payload: { plan: 'agency' },
    });
    expect(viaPlanPage.statusCode).toBe(200);
    expect(viaPlanPage.json().redirectUrl).toMatch(new RegExp(`^${stripe.url}/manage/bps_`));
    const portal = await as(creator, app, { method: 'POST', url: '/api/billing/portal' });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(new RegExp(`^${stripe.url}/manage/bps_`));
    expect(stripe.calls.at(-1)?.body).toMatchObject({
      return_url: 'http://localhost:3000/dashboard/settings?tab=plan',
    });
  });

  it('sends the free-plan upgrade of the plan page into Checkout too', async () => {
    const creator = await createCreator(app, { plan: 'free' });
    const res = await as(creator, app, { method: 'POST', url: '/api/billing/plan', payload: { plan: 'agency' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectUrl).toMatch(/\/pay\/cs_test_/);
    expect((await billing(creator)).plan).toBe('free');
  });

  it('lets an account on a plan an admin granted subscribe to a bigger one through Checkout', async () => {
    const admin = await createAdmin(app);
    const creator = await createCreator(app, { plan: 'free' });
    await as(admin, app, { method: 'PATCH', url: `/api/admin/creators/${creator.id}`, payload: { plan: 'pro' } });
    expect(await billing(creator)).toMatchObject({ plan: 'pro', subscriptionStatus: 'active', subscribed: false });
    const res = await as(creator, app, { method: 'POST', url: '/api/billing/plan', payload: { plan: 'agency' } });
    expect(res.json().redirectUrl).toMatch(/\/pay\/cs_test_/);
    await stripe.completeCheckout(res.json().redirectUrl.split('/pay/')[1]);
    expect(await billing(creator)).toMatchObject({ plan: 'agency', subscribed: true });
  });

  it('shows each account only its own subscription and invoices, and opens only its own billing page', async () => {
    await subscribed();
    const other = await createCreator(app, { plan: 'free' });
    expect(await billing(other)).toMatchObject({ plan: 'free', canManage: false, subscribed: false, invoices: [] });
    const portal = await as(other, app, { method: 'POST', url: '/api/billing/portal' });
    expect(portal.statusCode).toBe(409);
    expect(portal.json().error.code).toBe('NO_SUBSCRIPTION');
    expect((await as(null, app, { method: 'GET', url: '/api/billing' })).statusCode).toBe(401);
    expect((await as(null, app, { method: 'POST', url: '/api/billing/portal' })).statusCode).toBe(401);
  });

  it('answers no subscription yet for the portal, and refuses checkout for team members, admins and bad plans', async () => {
    const creator = await createCreator(app, { plan: 'free' });
    const portal = await as(creator, app, { method: 'POST', url: '/api/billing/portal' });
    expect(portal.statusCode).toBe(409);
    expect(portal.json().error.code).toBe('NO_SUBSCRIPTION');
    const admin = await createAdmin(app);
    expect((await checkout(admin, 'pro')).json().error.code).toBe('NOT_A_CREATOR');
    for (const plan of ['free', 'platinum', 42, null]) {
      const res = await checkout(creator, plan as string);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    expect(
      (await as(null, app, { method: 'POST', url: '/api/billing/checkout', payload: { plan: 'pro' } })).statusCode,
    ).toBe(401);
  });

  it('cancels at the period end (the plan stays until then) and at once (back to Free)', async () => {
    const { creator, customer, subscriptionId } = await subscribed();
    const now = Math.floor(Date.now() / 1000);
    await deliver(
      stripe.sign(
        'customer.subscription.updated',
        subscription(subscriptionId, customer, PRICES.pro, 'active', { cancel_at_period_end: true }),
        now + 1,
      ),
    );
    expect(await billing(creator)).toMatchObject({
      plan: 'pro',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
    });
    await deliver(
      stripe.sign(
        'customer.subscription.deleted',
        subscription(subscriptionId, customer, PRICES.pro, 'canceled'),
        now + 2,
      ),
    );
    expect(await billing(creator)).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' });
  });
});

describe('paid templates through Checkout', () => {
  it('sends the buyer to Checkout; the purchase and the author’s revenue are recorded from the webhook, once', async () => {
    const admin = await createAdmin(app);
    const seller = await createCreator(app, { plan: 'pro' });
    const buyer = await createCreator(app, { plan: 'pro' });
    const paid = await listedTemplate(app, seller, admin, {
      name: 'Paid layout',
      pricing: { type: 'paid', price: 19.5 },
    });
    const res = await as(buyer, app, { method: 'POST', url: `/api/templates/${paid.id}/purchase` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'redirect' });
    const session = stripe.calls.filter((call) => call.path === '/v1/checkout/sessions').at(-1)!.body;
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: buyer.id,
      metadata: { kind: 'template', templateId: paid.id, userId: buyer.id },
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '1950' } }],
      success_url: `http://localhost:3000/templates/${paid.id}?purchase=success`,
    });
    // Not bought until Stripe says it is paid.
    expect(await app.ctx.repos.templates.findAcquisition(paid.id, buyer.id)).toBeUndefined();
    await stripe.completeCheckout(res.json().url.split('/pay/')[1]);
    expect(await app.ctx.repos.templates.findAcquisition(paid.id, buyer.id)).toBeDefined();
    const mine = (await as(seller, app, { method: 'GET', url: '/api/templates/mine' })).json();
    expect(mine.templates.find((t: { id: string }) => t.id === paid.id).stats).toMatchObject({ revenue: 19.5 });
    // The same completion again (a replayed event with another id) adds no second sale.
    const completed = stripe.events.filter((event) => event.type === 'checkout.session.completed').at(-1)!;
    await deliver(stripe.sign('checkout.session.completed', completed.data.object as unknown as { id: string }));
    const again = (await as(seller, app, { method: 'GET', url: '/api/templates/mine' })).json();
    expect(again.templates.find((t: { id: string }) => t.id === paid.id).stats).toMatchObject({ revenue: 19.5 });
  });
});

describe('Stripe webhooks', () => {
  it('refuses a wrong or missing signature and junk, changing nothing', async () => {
    const { creator, customer, subscriptionId } = await subscribed();
    const signed = stripe.sign(
      'customer.subscription.deleted',
      subscription(subscriptionId, customer, PRICES.pro, 'canceled'),
    );
    const forged = await deliver({
      body: signed.body,
      signature: signed.signature.replace(/v1=\w+/, `v1=${'0'.repeat(64)}`),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatchObject({ code: 'BAD_SIGNATURE', message: billingMessages.badSignature });
    const tampered = await deliver({
      body: signed.body.replace('"canceled"', '"active"'),
      signature: signed.signature,
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: signed.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    const junk = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: 'not json',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=abc' },
    });
    expect(junk.statusCode).toBe(400);
    expect((await billing(creator)).plan).toBe('pro');
  });

  it('applies an event once when Stripe sends it again', async () => {
    const { creator, customer, subscriptionId } = await subscribed();
    const signed = stripe.sign(
      'customer.subscription.updated',
      subscription(subscriptionId, customer, PRICES.agency, 'active'),
      Math.floor(Date.now() / 1000) + 5,
    );
    const first = await deliver(signed);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const second = await deliver(signed);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, duplicate: true });
    expect((await billing(creator)).plan).toBe('agency');
    const notices = (await as(creator, app, { method: 'GET', url: '/api/notifications' })).json().notifications;
    expect(notices.filter((n: { message: string }) => n.message === 'Your plan is now Agency.')).toHaveLength(1);
  });

  it('ignores an event older than the last one applied (out-of-order delivery)', async () => {
    const { creator, customer, subscriptionId } = await subscribed();
    const now = Math.floor(Date.now() / 1000);
    await deliver(
      stripe.sign(
        'customer.subscription.updated',
        subscription(subscriptionId, customer, PRICES.agency, 'active'),
        now + 20,
      ),
    );
    const late = await deliver(
      stripe.sign(
        'customer.subscription.updated',
        subscription(subscriptionId, customer, PRICES.pro, 'past_due'),
        now + 10,
      ),
    );
    expect(late.statusCode).toBe(200);
    expect(await billing(creator)).toMatchObject({ plan: 'agency', subscriptionStatus: 'active', graceEndsAt: null });
  });

  it('keeps the plan of a new subscription when the old one’s cancellation arrives later', async () => {
    const { creator, customer, subscriptionId } = await subscribed();
    const now = Math.floor(Date.now() / 1000);
    await deliver(
      stripe.sign(
        'customer.subscription.created',
        subscription('sub_newer', customer, PRICES.agency, 'active'),
        now + 30,
      ),
    );
    await deliver(
      stripe.sign(
        'customer.subscription.deleted',
        subscription(subscriptionId, customer, PRICES.pro, 'canceled'),
        now + 40,
      ),
    );
    expect(await billing(creator)).toMatchObject({ plan: 'agency', subscriptionStatus: 'active' });
  });

  it('keeps the plan through a failed payment for the grace period, then moves the account to Free', async () => {
    const { creator, customer, subscriptionId } = await subscribed();
    const now = Math.floor(Date.now() / 1000);
    await deliver(
      stripe.sign(
        'customer.subscription.updated',
        subscription(subscriptionId, customer, PRICES.pro, 'past_due'),
        now + 50,
      ),
    );
    const during = await billing(creator);
    expect(during).toMatchObject({ plan: 'pro', subscriptionStatus: 'past_due' });
    expect(new Date(during.graceEndsAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const notices = (await as(creator, app, { method: 'GET', url: '/api/notifications' })).json().notifications;
    expect(notices[0]).toMatchObject({ title: billingMessages.paymentFailedTitle });

    // Within the grace period the job changes nothing; after it, the account is on Free and told why.
    expect(await endExpiredGrace(app.ctx)).toBe(0);
    const later = { ...app.ctx, clock: () => new Date(Date.now() + 8 * 86_400_000) };
    // Two instances run the job at once: the account is moved, and told, once.
    await Promise.all([endExpiredGrace(later), endExpiredGrace(later)]);
    expect(await billing(creator)).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled', graceEndsAt: null });
    const after = (await as(creator, app, { method: 'GET', url: '/api/notifications' })).json().notifications;
    expect(after[0]).toMatchObject({ title: billingMessages.graceEndedTitle });
    expect(after.filter((n: { title: string }) => n.title === billingMessages.graceEndedTitle)).toHaveLength(1);
  });

  it('lets the team of an owner who left Agency only read, for 14 days, and gives the roles back with Agency', async () => {
    const { creator: owner, customer, subscriptionId } = await subscribed('agency');
    const editor = await joinTeam(app, owner, 'editor');
    const portal = await createPortal(app, owner, { name: 'Team portal' });
    await as(owner, app, {
      method: 'PUT',
      url: `/api/portals/${portal.id}/assignments`,
      payload: { memberIds: [editor.memberId] },
    });
    const read = () => as(editor, app, { method: 'GET', url: `/api/portals/${portal.id}` });
    const write = () =>
      as(editor, app, { method: 'PATCH', url: `/api/portals/${portal.id}`, payload: { description: 'Edited' } });
    expect((await write()).statusCode).toBe(200);

    const now = Math.floor(Date.now() / 1000);
    await deliver(
      stripe.sign(
        'customer.subscription.deleted',
        subscription(subscriptionId, customer, PRICES.agency, 'canceled'),
        now + 60,
      ),
    );
    expect((await billing(owner)).plan).toBe('free');
    expect((await read()).statusCode).toBe(200);
    const refused = await write();
    expect(refused.statusCode).toBe(403);
    const notices = (await as(owner, app, { method: 'GET', url: '/api/notifications' })).json().notifications;
    expect(notices.some((n: { title: string }) => n.title === billingMessages.teamReadOnlyTitle)).toBe(true);

    // After the grace period the team reaches nothing; the owner keeps everything.
    await app.ctx.repos.billing.updateSubscription(owner.id, {
      teamGraceUntil: new Date(Date.now() - 1000).toISOString(),
      updatedAt: new Date().toISOString(),
    });
    expect((await read()).statusCode).toBe(404);
    expect((await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}` })).statusCode).toBe(200);

    // Agency again: the editor edits as before.
    await deliver(
      stripe.sign(
        'customer.subscription.created',
        subscription('sub_again', customer, PRICES.agency, 'active'),
        now + 70,
      ),
    );
    expect((await billing(owner)).plan).toBe('agency');
    expect((await write()).statusCode).toBe(200);
    expect((await app.ctx.repos.billing.findCustomerByUser(owner.id))?.teamGraceUntil).toBeNull();
  });

  it('acknowledges event types it does not use, and subscriptions of customers it does not know', async () => {
    const other = await deliver(stripe.sign('charge.succeeded', { id: 'ch_1', object: 'charge' }));
    expect(other.json()).toEqual({ received: true, duplicate: false });
    const stranger = await deliver(
      stripe.sign('customer.subscription.created', subscription('sub_x', 'cus_unknown', PRICES.pro, 'active')),
    );
    expect(stranger.statusCode).toBe(200);
  });
});

describe('without a payment provider', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await buildTestApp();
    await signUp(plain, { email: 'operator@example.com' });
    await plain.inject({ method: 'GET', url: '/api/health' });
  });
  afterAll(async () => {
    await plain.close();
  });

  it('lets no account give itself a paid plan: only an admin changes it, and the account can step down', async () => {
    const admin = await createAdmin(plain);
    await as(admin, plain, {
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { supportEmail: 'help@example.com' },
    });
    const creator = await createCreator(plain, { plan: 'free' });
    const status = (await as(creator, plain, { method: 'GET', url: '/api/billing' })).json();
    expect(status).toMatchObject({ provider: 'none', plan: 'free', canManage: false, invoices: [] });
    for (const plan of ['pro', 'agency']) {
      const res = await as(creator, plain, { method: 'POST', url: '/api/billing/plan', payload: { plan } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('PLAN_CHANGE_NOT_ALLOWED');
      expect(res.json().error.message).toMatch(/changed by its administrator/);
    }
    const checkoutRes = await as(creator, plain, {
      method: 'POST',
      url: '/api/billing/checkout',
      payload: { plan: 'pro' },
    });
    expect(checkoutRes.statusCode).toBe(409);
    expect(checkoutRes.json().error.code).toBe('BILLING_NOT_CONFIGURED');
    expect((await as(creator, plain, { method: 'POST', url: '/api/billing/portal' })).statusCode).toBe(409);
    expect((await as(creator, plain, { method: 'GET', url: '/api/me' })).json().plan).toBe('free');

    const granted = await as(admin, plain, {
      method: 'PATCH',
      url: `/api/admin/creators/${creator.id}`,
      payload: { plan: 'agency' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const down = await as(creator, plain, { method: 'POST', url: '/api/billing/plan', payload: { plan: 'pro' } });
    expect(down.statusCode).toBe(200);
    expect(down.json().plan).toBe('pro');
  });

  it('has no webhook to call', async () => {
    const res = await plain.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(404);
  });
});
