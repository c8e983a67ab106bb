import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { createDeliveryWorker, type DeliveryWorker, newMessageId } from './webhook-delivery';
import {
  fromActivity,
  fromPortalChange,
  fromRecipientOpened,
  fromReview,
  type WebhookMessage,
} from './webhook-payloads';

/** How long an instance trusts its list of an account's endpoints; changes made here apply at once. */
const ENDPOINTS_TTL_MS = 5_000;

interface Runtime {
  worker: DeliveryWorker;
  /** Events being turned into deliveries right now (the bus does not wait for its listeners). */
  enqueuing: Set<Promise<void>>;
  endpoints: Map<string, { until: number; list: { id: string; events: WebhookEventType[] }[] }>;
}

const runtimes = new WeakMap<AppContext, Runtime>();

/** The account's endpoints as this instance last read them, unless that was more than ENDPOINTS_TTL_MS ago. */
function cachedEndpoints(runtime: Runtime, ownerId: string) {
  const cached = runtime.endpoints.get(ownerId);
  return cached && cached.until > Date.now() ? cached.list : undefined;
}

async function endpointsFor(ctx: AppContext, runtime: Runtime, ownerId: string) {
  const cached = cachedEndpoints(runtime, ownerId);
  if (cached) return cached;
  const list = await ctx.repos.webhooks.listEnabledEndpoints(ownerId);
  runtime.endpoints.set(ownerId, { until: Date.now() + ENDPOINTS_TTL_MS, list });
  return list;
}

/** Writes one delivery per endpoint that wants the message, then wakes the worker; nothing is sent inline. */
async function enqueue(ctx: AppContext, runtime: Runtime, message: WebhookMessage | null): Promise<void> {
  if (!message) return;
  const wanted = (await endpointsFor(ctx, runtime, message.ownerId)).filter((e) => e.events.includes(message.type));
  if (wanted.length === 0) return;
  const data = await message.data();
  if (!data) return;
  const messageId = newMessageId();
  const payload = JSON.stringify({ type: message.type, timestamp: message.at, data });
  const createdAt = ctx.clock().toISOString();
  await ctx.repos.webhooks.insertDeliveries(
    wanted.map((endpoint) => ({
      id: randomUUID(),
      endpointId: endpoint.id,
      messageId,
      eventType: message.type,
      payload,
      createdAt,
    })),
  );
  runtime.worker.kick();
}

/**
 * Turns what the product announces into webhook deliveries, and starts the worker that sends them. `poll`
 * also looks for due retries every few seconds (off in tests, which drive the worker themselves).
 */
export function startWebhooks(ctx: AppContext, { poll }: { poll: boolean }): () => Promise<void> {
  const runtime: Runtime = { worker: createDeliveryWorker(ctx), enqueuing: new Set(), endpoints: new Map() };
  runtimes.set(ctx, runtime);
  const track = (work: Promise<void>) => {
    runtime.enqueuing.add(work);
    return work.finally(() => runtime.enqueuing.delete(work));
  };
  const add = (message: WebhookMessage | null) => {
    // Most accounts have no endpoint for most events (every portal view passes here): known at once, no promise.
    const cached = message && cachedEndpoints(runtime, message.ownerId);
    if (cached && !cached.some((e) => e.events.includes(message.type))) return;
    return track(enqueue(ctx, runtime, message));
  };
  const unsubscribe = [
    ctx.events.on('client.activity', (activity) => add(fromActivity(ctx, activity))),
    ctx.events.on('request.reviewed', (review) => add(fromReview(ctx, review))),
    ctx.events.on('portal.changed', (change) => add(fromPortalChange(ctx, change))),
    ctx.events.on('recipient.opened', (opened) =>
      track(fromRecipientOpened(ctx, opened).then((message) => enqueue(ctx, runtime, message))),
    ),
  ];
  if (poll) runtime.worker.poll(5_000);
  runtime.worker.kick();
  return async () => {
    for (const off of unsubscribe) off();
    await Promise.allSettled([...runtime.enqueuing]);
    await runtime.worker.stop();
  };
}

/** An account's endpoints changed here: the next event reads them again. */
export function forgetEndpoints(ctx: AppContext, ownerId: string): void {
  runtimes.get(ctx)?.endpoints.delete(ownerId);
}

export function wakeDeliveries(ctx: AppContext): void {
  runtimes.get(ctx)?.worker.kick();
}

/** Waits for events in hand to become deliveries, sends every delivery due now, and waits for the attempts. */
export async function deliverDueWebhooks(ctx: AppContext): Promise<void> {
  const runtime = runtimes.get(ctx);
  if (!runtime) return;
  while (runtime.enqueuing.size > 0) await Promise.allSettled([...runtime.enqueuing]);
  await runtime.worker.settle();
}
