import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import {
  WEBHOOK_PING_TYPE,
  WEBHOOKS_PER_ACCOUNT,
  type Webhook,
  type WebhookCreate,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookUpdate,
  webhookMessages,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError, Conflict, LimitReached, NotFound } from '../../lib/errors';
import { isPublicAddress } from '../../lib/outbound-address';
import type { RequestMeta } from '../../lib/request-meta';
import { sealSecret } from '../../lib/sealed-secret';
import type { UserRecord } from '../users';
import { newMessageId, SECRET_PURPOSE } from './webhook-delivery';
import { forgetEndpoints, wakeDeliveries } from './webhook-events';
import { newWebhookSecret } from './webhook-signature';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from './webhooks.repository';

const DELIVERIES_SHOWN = 100;

function presentDelivery(record: WebhookDeliveryRecord): WebhookDelivery {
  return {
    id: record.id,
    messageId: record.messageId,
    eventType: record.eventType,
    status: record.status,
    attempts: record.attempts,
    createdAt: record.createdAt,
    lastAttemptAt: record.lastAttemptAt,
    nextAttemptAt: record.status === 'pending' ? record.nextAttemptAt : null,
    responseStatus: record.responseStatus === null ? null : Number(record.responseStatus),
    durationMs: record.durationMs === null ? null : Number(record.durationMs),
    responseBody: record.responseBody,
    error: record.error,
    payload: record.payload,
  };
}

function present(record: WebhookEndpointRecord, last: WebhookDeliveryRecord | undefined): Webhook {
  return {
    id: record.id,
    url: record.url,
    description: record.description,
    events: record.events,
    format: record.format,
    enabled: record.enabled,
    disabledReason: record.disabledReason,
    failingSince: record.failingSince,
    createdAt: record.createdAt,
    lastDeliveryAt: last?.lastAttemptAt ?? last?.createdAt ?? null,
    lastDeliveryStatus: last?.status ?? null,
  };
}

/**
 * Refuses, at once, a target that names this machine or a private network by address or as localhost. Names
 * are resolved (and checked again) at every delivery, since their addresses can change.
 */
function checkTarget(ctx: AppContext, url: string): void {
  if (ctx.config.webhookAllowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const local = host === 'localhost' || host.endsWith('.localhost');
  if (local || (isIP(host) !== 0 && !isPublicAddress(host))) {
    throw new AppError(400, 'VALIDATION_ERROR', webhookMessages.urlNotPublic, [{ field: 'url' }]);
  }
}

async function ownEndpoint(ctx: AppContext, user: UserRecord, id: string): Promise<WebhookEndpointRecord> {
  const endpoint = await ctx.repos.webhooks.findEndpoint(id);
  if (!endpoint || endpoint.userId !== user.id) throw new NotFound(webhookMessages.notFound);
  return endpoint;
}

async function audit(
  ctx: AppContext,
  user: UserRecord,
  action: 'webhook.created' | 'webhook.deleted',
  endpoint: WebhookEndpointRecord | { id: string; url: string; events: string[] },
  meta: RequestMeta,
) {
  await ctx.repos.audit.record({
    action,
    actorId: user.id,
    actorEmail: user.email,
    targetType: 'webhook',
    targetId: endpoint.id,
    ip: meta.ip,
    userAgent: meta.userAgent,
    details: { url: endpoint.url, events: endpoint.events },
  });
}

export async function listWebhooks(ctx: AppContext, user: UserRecord): Promise<{ webhooks: Webhook[] }> {
  const endpoints = await ctx.repos.webhooks.listEndpoints(user.id);
  const last = await ctx.repos.webhooks.lastDeliveries(endpoints.map((endpoint) => endpoint.id));
  return { webhooks: endpoints.map((endpoint) => present(endpoint, last.get(endpoint.id))) };
}

/** Adds an endpoint; the answer is the only time its signing secret is shown. */
export async function createWebhook(
  ctx: AppContext,
  user: UserRecord,
  input: WebhookCreate,
  meta: RequestMeta,
): Promise<WebhookCreated> {
  checkTarget(ctx, input.url);
  if ((await ctx.repos.webhooks.countEndpoints(user.id)) >= WEBHOOKS_PER_ACCOUNT) {
    throw new LimitReached(webhookMessages.tooMany, 409);
  }
  const secret = newWebhookSecret();
  const now = ctx.clock().toISOString();
  const id = randomUUID();
  await ctx.repos.webhooks.insertEndpoint({
    id,
    userId: user.id,
    url: input.url,
    description: input.description ?? '',
    events: [...new Set(input.events)],
    format: input.format ?? 'standard',
    secretSealed: sealSecret(ctx.config.authSecret, SECRET_PURPOSE, secret),
    createdAt: now,
    updatedAt: now,
  });
  const endpoint = (await ctx.repos.webhooks.findEndpoint(id))!;
  await audit(ctx, user, 'webhook.created', endpoint, meta);
  forgetEndpoints(ctx, user.id);
  return { ...present(endpoint, undefined), secret };
}

/** Changes an endpoint; turning one on again starts a fresh count of failures. */
export async function updateWebhook(
  ctx: AppContext,
  user: UserRecord,
  id: string,
  patch: WebhookUpdate,
): Promise<Webhook> {
  const endpoint = await ownEndpoint(ctx, user, id);
  if (patch.url !== undefined) checkTarget(ctx, patch.url);
  await ctx.repos.webhooks.updateEndpoint(endpoint.id, {
    ...(patch.url !== undefined ? { url: patch.url } : {}),
    ...(patch.events !== undefined ? { events: [...new Set(patch.events)] } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.format !== undefined ? { format: patch.format } : {}),
    ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
    ...(patch.enabled === true ? { disabledReason: null, failingSince: null } : {}),
    updatedAt: ctx.clock().toISOString(),
  });
  forgetEndpoints(ctx, user.id);
  const [updated, last] = await Promise.all([
    ctx.repos.webhooks.findEndpoint(endpoint.id),
    ctx.repos.webhooks.lastDeliveries([endpoint.id]),
  ]);
  return present(updated!, last.get(endpoint.id));
}

export async function deleteWebhook(ctx: AppContext, user: UserRecord, id: string, meta: RequestMeta): Promise<void> {
  const endpoint = await ownEndpoint(ctx, user, id);
  await ctx.repos.webhooks.deleteEndpoint(endpoint.id);
  await audit(ctx, user, 'webhook.deleted', endpoint, meta);
  forgetEndpoints(ctx, user.id);
}

export async function listDeliveries(
  ctx: AppContext,
  user: UserRecord,
  id: string,
): Promise<{ deliveries: WebhookDelivery[] }> {
  const endpoint = await ownEndpoint(ctx, user, id);
  const records = await ctx.repos.webhooks.listDeliveries(endpoint.id, DELIVERIES_SHOWN);
  return { deliveries: records.map(presentDelivery) };
}

async function queue(
  ctx: AppContext,
  endpoint: WebhookEndpointRecord,
  message: { messageId: string; eventType: string; payload: string },
): Promise<WebhookDelivery> {
  if (!endpoint.enabled) throw new Conflict(webhookMessages.disabled);
  const id = randomUUID();
  await ctx.repos.webhooks.insertDeliveries([
    { id, endpointId: endpoint.id, ...message, createdAt: ctx.clock().toISOString() },
  ]);
  wakeDeliveries(ctx);
  return presentDelivery((await ctx.repos.webhooks.findDelivery(id, endpoint.id))!);
}

/** A `webhook.ping` to check the receiver and its signature check, through the same queue as every event. */
export async function sendTestEvent(ctx: AppContext, user: UserRecord, id: string): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(ctx, user, id);
  const at = ctx.clock().toISOString();
  const payload = JSON.stringify({
    type: WEBHOOK_PING_TYPE,
    timestamp: at,
    data: { webhookId: endpoint.id, message: 'A test event from ClientDock. Your endpoint is reachable.' },
  });
  return queue(ctx, endpoint, { messageId: newMessageId(), eventType: WEBHOOK_PING_TYPE, payload });
}

/** Sends a delivered (or failed) message again, with the same webhook-id, so a receiver can tell it is the same. */
export async function replayDelivery(
  ctx: AppContext,
  user: UserRecord,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(ctx, user, id);
  const delivery = await ctx.repos.webhooks.findDelivery(deliveryId, endpoint.id);
  if (!delivery) throw new NotFound(webhookMessages.deliveryNotFound);
  const { messageId, eventType, payload } = delivery;
  return queue(ctx, endpoint, { messageId, eventType, payload });
}
