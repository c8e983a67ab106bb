import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { openSecret } from '../../lib/sealed-secret';
import { notifyUser } from '../notifications';
import { sendWebhook } from './webhook-sender';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from './webhooks.repository';

export const SECRET_PURPOSE = 'webhook-secret';
/** Seconds to wait after each failed attempt (the Standard Webhooks schedule): about 27 hours in all. */
export const RETRY_SCHEDULE_S = [5, 300, 1800, 7200, 18000, 36000, 36000];
/** Deliveries in flight at once on one instance, so a slow receiver cannot take every socket. */
const CONCURRENCY = 8;
/** How long a claimed attempt is this instance's: longer than the receiver's timeout. */
const LEASE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/** Sends due deliveries: claimed one at a time across instances, a few at once, off every request's path. */
export function createDeliveryWorker(ctx: AppContext) {
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let poller: NodeJS.Timeout | undefined;

  async function claimDue(): Promise<void> {
    do {
      again = false;
      while (!stopped && inFlight.size < CONCURRENCY) {
        const now = ctx.clock();
        const ids = await ctx.repos.webhooks.listDue(now.toISOString(), CONCURRENCY - inFlight.size);
        let claimed = 0;
        for (const id of ids) {
          const lease = new Date(now.getTime() + LEASE_MS).toISOString();
          const row = await ctx.repos.webhooks.claim(id, now.toISOString(), lease);
          if (!row) continue;
          claimed++;
          const attempt: Promise<void> = deliver(ctx, row)
            .catch((error) => ctx.log.error({ err: error, deliveryId: id }, 'webhook delivery failed'))
            .finally(() => {
              inFlight.delete(attempt);
              kick();
            });
          inFlight.add(attempt);
        }
        if (claimed === 0) break;
      }
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = claimDue()
      .catch((error) => ctx.log.error({ err: error }, 'claiming webhook deliveries failed'))
      .finally(() => {
        running = null;
      });
  }

  return {
    kick,
    /** Looks for due deliveries (retries, those of an instance that stopped) every `ms`. */
    poll(ms: number) {
      poller = setInterval(kick, ms);
      poller.unref();
    },
    /** Sends what is due now and waits until every attempt has ended (tests, and a graceful stop). */
    async settle(): Promise<void> {
      kick();
      while (running || inFlight.size > 0) {
        await running;
        await Promise.allSettled([...inFlight]);
      }
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(poller);
      await running;
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;

/** One attempt of a claimed delivery, and what follows from it: done, a retry later, or the endpoint turned off. */
async function deliver(ctx: AppContext, row: WebhookDeliveryRecord): Promise<void> {
  const endpoint = await ctx.repos.webhooks.findEndpoint(row.endpointId);
  if (!endpoint?.enabled) {
    await ctx.repos.webhooks.recordAttempt(row.id, {
      status: 'failed',
      nextAttemptAt: null,
      responseStatus: null,
      durationMs: null,
      responseBody: null,
      error: 'The webhook was turned off before this delivery was sent.',
    });
    return;
  }
  const secret = openSecret(ctx.config.authSecret, SECRET_PURPOSE, endpoint.secretSealed);
  if (!secret) throw new Error(`webhook ${endpoint.id}: the signing secret does not open`);
  const result = await sendWebhook({
    url: endpoint.url,
    secret,
    messageId: row.messageId,
    body: endpoint.format === 'slack' ? slackMessage(row.payload) : row.payload,
    // The receiver checks this against its own clock, so it is the real time, never a test's.
    timestamp: Math.floor(Date.now() / 1000),
    allowPrivate: ctx.config.webhookAllowPrivate,
  });
  const now = ctx.clock();
  const answer = {
    responseStatus: result.status,
    durationMs: result.durationMs,
    responseBody: result.body,
    error: result.error,
  };
  if (result.ok) {
    await ctx.repos.webhooks.recordAttempt(row.id, { status: 'succeeded', nextAttemptAt: null, ...answer });
    await ctx.repos.webhooks.clearFailing(endpoint.id);
    return;
  }
  const wait = RETRY_SCHEDULE_S[row.attempts - 1];
  await ctx.repos.webhooks.recordAttempt(row.id, {
    status: wait === undefined ? 'failed' : 'pending',
    nextAttemptAt: wait === undefined ? null : new Date(now.getTime() + wait * 1000).toISOString(),
    ...answer,
  });
  const since = await ctx.repos.webhooks.markFailing(endpoint.id, now.toISOString());
  if (now.getTime() - new Date(since).getTime() >= DAY_MS) await turnOff(ctx, endpoint, result.error);
}

/** Slack's escaping for message text: only these three characters mean something in its markup. */
function slackText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The body a Slack incoming webhook posts: the event's one-line summary and a link to the portal. The Standard
 * Webhooks headers still go with it (Slack ignores them), so the log and retries work the same.
 */
export function slackMessage(payload: string): string {
  const event = JSON.parse(payload) as {
    type: string;
    data: { summary?: string; message?: string; portal?: { name: string; url: string } };
  };
  const line = slackText(event.data.summary ?? event.data.message ?? event.type);
  const portal = event.data.portal;
  const link = portal ? ` <${portal.url}|${slackText(`Open ${portal.name}`)}>` : '';
  return JSON.stringify({ text: `${line}${link}` });
}

/** After a day in which every delivery failed: the endpoint stops, its waiting deliveries end, the owner is told. */
async function turnOff(ctx: AppContext, endpoint: WebhookEndpointRecord, lastError: string | null): Promise<void> {
  const now = ctx.clock().toISOString();
  const reason = `Every delivery failed for a day${lastError ? ` (last: ${lastError})` : ''}`;
  if (!(await ctx.repos.webhooks.disableEndpoint(endpoint.id, reason, now))) return;
  await ctx.repos.webhooks.abandonPending(endpoint.id, 'The webhook was turned off after a day of failures.');
  await ctx.repos.audit.record({
    action: 'webhook.disabled',
    actorId: endpoint.userId,
    targetType: 'webhook',
    targetId: endpoint.id,
    details: { url: endpoint.url, reason },
  });
  await notifyUser(
    ctx,
    endpoint.userId,
    {
      type: 'other',
      title: 'Webhook turned off',
      message: `Deliveries to ${endpoint.url} failed for a day, so it was turned off. Fix the receiver, then turn it on again in Settings.`,
      link: '/dashboard/settings?tab=webhooks',
    },
    { preference: null },
  );
}
