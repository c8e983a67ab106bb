import type {
  ApiToken,
  ApiTokenCreate,
  Webhook,
  WebhookCreate,
  WebhookDelivery,
  WebhookUpdate,
} from '@clientdock/shared';
import { apiError, type MockRequest, type MockResponse } from '@/test/mock-api';

type Handler = MockResponse | ((init: RequestInit, request: MockRequest) => MockResponse | Promise<MockResponse>);

export function makeApiToken(options: Partial<ApiToken> = {}): ApiToken {
  return {
    id: 'tok_1',
    name: 'CRM sync',
    scopes: ['read'],
    prefix: 'cdk_3f9a',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
    expired: false,
    ...options,
  };
}

export function makeWebhook(options: Partial<Webhook> = {}): Webhook {
  return {
    id: 'wh_1',
    url: 'https://hooks.example.com/clientdock',
    description: 'Post comments to Slack',
    events: ['comment.created', 'approval.created'],
    format: 'standard',
    enabled: true,
    disabledReason: null,
    failingSince: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    lastDeliveryAt: null,
    lastDeliveryStatus: null,
    ...options,
  };
}

export function makeDelivery(options: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 'dlv_1',
    messageId: 'msg_1',
    eventType: 'comment.created',
    status: 'succeeded',
    attempts: 1,
    createdAt: '2026-11-21T09:30:00.000Z',
    lastAttemptAt: '2026-11-21T09:30:01.000Z',
    nextAttemptAt: null,
    responseStatus: 200,
    durationMs: 84,
    responseBody: 'ok',
    error: null,
    payload: JSON.stringify({ type: 'comment.created', data: { body: 'Looks great' } }),
    ...options,
  };
}

export interface ApiAccessServerState {
  tokens?: ApiToken[];
  webhooks?: Webhook[];
  deliveries?: Record<string, WebhookDelivery[]>;
}

const NOW = '2026-11-21T10:00:00.000Z';

/** An in-memory stand-in for the token and webhook routes. Override any key to answer differently. */
export function apiAccessEndpoints(state: ApiAccessServerState): Record<string, Handler> {
  state.tokens ??= [];
  state.webhooks ??= [];
  state.deliveries ??= {};
  const deliveries = state.deliveries;
  const findWebhook = (id = '') => state.webhooks?.find((webhook) => webhook.id === id);
  const webhookNotFound = apiError(404, 'NOT_FOUND', 'This webhook was not found. It may have been deleted.');
  const deliver = (webhookId: string, delivery: WebhookDelivery) => {
    deliveries[webhookId] = [delivery, ...(deliveries[webhookId] ?? [])];
    return { status: 202, body: delivery };
  };
  return {
    'GET /api/tokens': () => ({ body: { tokens: state.tokens } }),
    'POST /api/tokens': (_init, { body }) => {
      const input = body as ApiTokenCreate;
      const id = `tok_${(state.tokens?.length ?? 0) + 2}`;
      const token = makeApiToken({
        id,
        name: input.name,
        scopes: input.scopes,
        prefix: 'cdk_7b21',
        createdAt: NOW,
        expiresAt: input.expiresAt ?? null,
      });
      state.tokens = [token, ...(state.tokens ?? [])];
      return { status: 201, body: { ...token, token: 'cdk_7b21e0c4d5f6a7b8c9d0e1f2a3b4c5d6' } };
    },
    'DELETE /api/tokens/:id': (_init, { params }) => {
      state.tokens = (state.tokens ?? []).filter((token) => token.id !== params.id);
      return { status: 204 };
    },
    'GET /api/webhooks': () => ({ body: { webhooks: state.webhooks } }),
    'POST /api/webhooks': (_init, { body }) => {
      const input = body as WebhookCreate;
      const webhook = makeWebhook({
        id: `wh_${(state.webhooks?.length ?? 0) + 2}`,
        url: input.url,
        events: input.events,
        description: input.description ?? '',
        format: input.format ?? 'standard',
        createdAt: NOW,
      });
      state.webhooks = [...(state.webhooks ?? []), webhook];
      return { status: 201, body: { ...webhook, secret: 'whsec_c2VjcmV0LXNpZ25pbmcta2V5LWZvci10ZXN0cw==' } };
    },
    'PATCH /api/webhooks/:id': (_init, { params, body }) => {
      const found = findWebhook(params.id);
      if (!found) return webhookNotFound;
      const changes = body as WebhookUpdate;
      const next: Webhook = {
        ...found,
        ...changes,
        disabledReason: changes.enabled ? null : found.disabledReason,
      };
      state.webhooks = (state.webhooks ?? []).map((webhook) => (webhook.id === found.id ? next : webhook));
      return { body: next };
    },
    'DELETE /api/webhooks/:id': (_init, { params }) => {
      state.webhooks = (state.webhooks ?? []).filter((webhook) => webhook.id !== params.id);
      return { status: 204 };
    },
    'POST /api/webhooks/:id/test': (_init, { params }) => {
      if (!findWebhook(params.id)) return webhookNotFound;
      const count = Object.values(deliveries).flat().length;
      return deliver(
        params.id ?? '',
        makeDelivery({
          id: `dlv_test_${count + 1}`,
          messageId: `msg_test_${count + 1}`,
          eventType: 'webhook.ping',
          status: 'pending',
          attempts: 0,
          createdAt: NOW,
          lastAttemptAt: null,
          responseStatus: null,
          durationMs: null,
          responseBody: null,
          payload: JSON.stringify({ type: 'webhook.ping', data: {} }),
        }),
      );
    },
    'GET /api/webhooks/:id/deliveries': (_init, { params }) => ({
      body: { deliveries: deliveries[params.id ?? ''] ?? [] },
    }),
    'POST /api/webhooks/:id/deliveries/:deliveryId/replay': (_init, { params }) => {
      const original = deliveries[params.id ?? '']?.find((delivery) => delivery.id === params.deliveryId);
      if (!original) return apiError(404, 'NOT_FOUND', 'This delivery was not found. Deliveries are kept for 30 days.');
      return deliver(params.id ?? '', {
        ...original,
        id: `${original.id}_replay`,
        status: 'pending',
        attempts: 0,
        createdAt: NOW,
        responseStatus: null,
        durationMs: null,
        responseBody: null,
        error: null,
      });
    },
  };
}
