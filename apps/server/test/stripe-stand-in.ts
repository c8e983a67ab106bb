import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for Stripe, since Stripe itself cannot be reached from tests. It answers the few API calls
 * ClientDock makes (customers, Checkout sessions, customer-portal sessions) as Stripe does, serves plain pages
 * in place of Stripe's hosted checkout and portal, and sends webhooks signed with the Stripe SDK's own test
 * helper, the same signature Stripe makes. It is not Stripe: only the shapes ClientDock reads are filled in.
 */
export interface StripeStandInOptions {
  /** Where the webhooks go (ClientDock's POST /api/billing/webhook); none: events are only recorded. */
  webhookUrl?: string;
  webhookSecret: string;
  /** Price id -> monthly amount in cents, for the invoices it makes. */
  prices: Record<string, number>;
  port?: number;
}

type StripeObject = Record<string, unknown> & { id: string };

export interface StripeStandIn {
  url: string;
  /** Every API call received: method, path and the decoded form body. */
  calls: { method: string; path: string; body: Record<string, unknown> }[];
  /** Every event sent, in order. */
  events: Stripe.Event[];
  /** What the hosted checkout page's button does: the subscription starts and its events are sent. */
  completeCheckout(sessionId: string): Promise<{ successUrl: string }>;
  /** An event as Stripe would send it, signed; answers ClientDock's status code. */
  send(type: string, object: StripeObject, created?: number): Promise<number>;
  /** Sends the webhooks to this address from now on. */
  deliverTo(webhookUrl: string): void;
  /** A signed event body and header, without sending it (for tests that deliver it themselves). */
  sign(type: string, object: StripeObject, created?: number): { body: string; signature: string; event: Stripe.Event };
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** Stripe's form encoding (`line_items[0][price]=...`) back into objects and arrays. */
export function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = path[index + 1] ?? '';
      node[part] ??= /^\d+$/.test(next) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<p>Test payments: a local stand-in for Stripe. No card is charged.</p><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** A subscription as Stripe sends it in events, with the fields ClientDock reads. */
export function subscriptionObject(
  id: string,
  customer: string,
  price: string,
  status: string,
  extra: Record<string, unknown> = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: {},
    items: {
      object: 'list',
      data: [
        { id: newId('si'), price: { id: price }, current_period_start: now, current_period_end: now + 30 * 86400 },
      ],
    },
    ...extra,
  };
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const signer = new Stripe('sk_test_stand_in');
  const calls: StripeStandIn['calls'] = [];
  const events: Stripe.Event[] = [];
  const sessions = new Map<string, StripeObject>();
  const portals = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  let url = '';
  let webhookUrl = options.webhookUrl;

  const sign: StripeStandIn['sign'] = (type, object, created = Math.floor(Date.now() / 1000)) => {
    const event = {
      id: newId('evt'),
      object: 'event',
      type,
      created,
      api_version: '2026-10-28.endive',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    } as unknown as Stripe.Event;
    const body = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: options.webhookSecret });
    return { body, signature, event };
  };

  const send: StripeStandIn['send'] = async (type, object, created) => {
    const signed = sign(type, object, created);
    events.push(signed.event);
    if (!webhookUrl) return 0;
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      body: signed.body,
    });
    await res.arrayBuffer();
    return res.status;
  };

  const completeCheckout: StripeStandIn['completeCheckout'] = async (sessionId) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const customer = String(session.customer);
    const lineItems = (session.line_items ?? []) as { price?: string; price_data?: { unit_amount?: string } }[];
    const metadata = (session.metadata ?? {}) as Record<string, string>;
    if (session.mode === 'subscription') {
      const price = String(lineItems[0]?.price);
      const subscription = subscriptionObject(newId('sub'), customer, price, 'active', { metadata });
      subscriptions.set(subscription.id, subscription);
      await send('customer.subscription.created', subscription);
      const amount = options.prices[price] ?? 0;
      await send('invoice.paid', {
        id: newId('in'),
        object: 'invoice',
        customer,
        number: `TEST-${String(events.length).padStart(4, '0')}`,
        status: 'paid',
        amount_paid: amount,
        amount_due: amount,
        currency: 'usd',
        hosted_invoice_url: `${url}/invoice`,
        created: Math.floor(Date.now() / 1000),
      });
      session.subscription = subscription.id;
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    session.amount_total = Number(lineItems[0]?.price_data?.unit_amount ?? 0) || null;
    await send('checkout.session.completed', session);
    return { successUrl: String(session.success_url) };
  };

  /** The customer portal's buttons: cancel at the period's end, or at once. */
  async function cancel(customer: string, atOnce: boolean) {
    for (const subscription of subscriptions.values()) {
      if (subscription.customer !== customer || subscription.status === 'canceled') continue;
      if (atOnce) {
        subscription.status = 'canceled';
        await send('customer.subscription.deleted', subscription);
      } else {
        subscription.cancel_at_period_end = true;
        await send('customer.subscription.updated', subscription);
      }
    }
  }

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      void (async () => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const body = decodeForm(text);
        const json = (status: number, value: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(value));
        };
        const html = (markup: string) => {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(markup);
        };
        if (path.startsWith('/v1/')) calls.push({ method: req.method ?? 'GET', path, body });
        if (req.method === 'GET' && path === '/health') return json(200, { ok: true });
        if (req.method === 'POST' && path === '/v1/customers') {
          return json(200, { id: newId('cus'), object: 'customer', email: body.email, metadata: body.metadata ?? {} });
        }
        if (req.method === 'POST' && path === '/v1/checkout/sessions') {
          const id = newId('cs_test');
          const session = { ...body, id, object: 'checkout.session', status: 'open', url: `${url}/pay/${id}` };
          sessions.set(id, session);
          return json(200, session);
        }
        if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
          const id = newId('bps');
          const portal = { ...body, id, object: 'billing_portal.session', url: `${url}/manage/${id}` };
          portals.set(id, portal);
          return json(200, portal);
        }
        const pay = path.match(/^\/pay\/([\w]+)$/);
        if (pay && sessions.has(pay[1]!)) {
          const session = sessions.get(pay[1]!)!;
          if (req.method === 'POST') {
            const { successUrl } = await completeCheckout(session.id);
            res.writeHead(303, { location: successUrl });
            return res.end();
          }
          return html(
            page(
              'Checkout',
              `<form method="post"><button type="submit">Pay and subscribe</button></form>
<p><a href="${escapeHtml(String(session.cancel_url))}">Back without paying</a></p>`,
            ),
          );
        }
        const manage = path.match(/^\/manage\/([\w]+)(?:\/(cancel-at-end|cancel-now))?$/);
        if (manage && portals.has(manage[1]!)) {
          const portal = portals.get(manage[1]!)!;
          if (req.method === 'POST' && manage[2]) {
            await cancel(String(portal.customer), manage[2] === 'cancel-now');
            res.writeHead(303, { location: String(portal.return_url) });
            return res.end();
          }
          return html(
            page(
              'Manage your subscription',
              `<form method="post" action="/manage/${portal.id}/cancel-at-end"><button type="submit">Cancel at the end of the period</button></form>
<form method="post" action="/manage/${portal.id}/cancel-now"><button type="submit">Cancel now</button></form>
<p><a href="${escapeHtml(String(portal.return_url))}">Return to ClientDock</a></p>`,
            ),
          );
        }
        json(404, { error: { type: 'invalid_request_error', message: `The stand-in does not answer ${path}` } });
      })().catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    events,
    completeCheckout,
    send,
    sign,
    deliverTo: (address) => {
      webhookUrl = address;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
