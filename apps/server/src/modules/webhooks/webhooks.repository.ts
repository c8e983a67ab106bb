import type { WebhookEventType, WebhookFormat } from '@clientdock/shared';
import type { Kysely, Selectable } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { Database } from '../../db/types';
import { parseJson, toBool, toIso, toJson } from '../../db/values';

export type WebhookEndpointRecord = RowRecord<
  Database['webhook_endpoint'],
  { events: WebhookEventType[]; format: WebhookFormat }
>;
export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';
export type WebhookDeliveryRecord = RowRecord<Database['webhook_delivery'], { status: WebhookDeliveryStatus }>;

function toEndpoint(row: Selectable<Database['webhook_endpoint']>): WebhookEndpointRecord {
  return {
    ...row,
    events: parseJson<WebhookEventType[]>(row.events, []),
    format: row.format === 'slack' ? 'slack' : 'standard',
    enabled: toBool(row.enabled),
    failingSince: toIso(row.failingSince),
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
  };
}

function toDelivery(row: Selectable<Database['webhook_delivery']>): WebhookDeliveryRecord {
  return {
    ...row,
    status: row.status as WebhookDeliveryStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: toIso(row.nextAttemptAt),
    lastAttemptAt: toIso(row.lastAttemptAt),
    createdAt: toIso(row.createdAt)!,
  };
}

export interface NewDelivery {
  id: string;
  endpointId: string;
  messageId: string;
  eventType: string;
  payload: string;
  createdAt: string;
}

/** What one attempt ended in; `nextAttemptAt` null ends the delivery. */
export interface AttemptOutcome {
  status: WebhookDeliveryStatus;
  nextAttemptAt: string | null;
  responseStatus: number | null;
  durationMs: number | null;
  responseBody: string | null;
  error: string | null;
}

export function createWebhooksRepository(db: Kysely<Database>) {
  const endpoints = () => db.selectFrom('webhook_endpoint').selectAll();
  return {
    async insertEndpoint(row: Omit<WebhookEndpointRecord, 'enabled' | 'disabledReason' | 'failingSince'>) {
      await db
        .insertInto('webhook_endpoint')
        .values({ ...row, events: toJson(row.events) })
        .execute();
    },
    async findEndpoint(id: string): Promise<WebhookEndpointRecord | undefined> {
      const row = await endpoints().where('id', '=', id).executeTakeFirst();
      return row ? toEndpoint(row) : undefined;
    },
    async listEndpoints(userId: string): Promise<WebhookEndpointRecord[]> {
      const rows = await endpoints().where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute();
      return rows.map(toEndpoint);
    },
    async listEnabledEndpoints(userId: string): Promise<Pick<WebhookEndpointRecord, 'id' | 'events'>[]> {
      const rows = await db
        .selectFrom('webhook_endpoint')
        .select(['id', 'events'])
        .where('userId', '=', userId)
        .where('enabled', '=', true)
        .execute();
      return rows.map((row) => ({ id: row.id, events: parseJson<WebhookEventType[]>(row.events, []) }));
    },
    async countEndpoints(userId: string): Promise<number> {
      const row = await db
        .selectFrom('webhook_endpoint')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async updateEndpoint(
      id: string,
      patch: Partial<
        Pick<
          WebhookEndpointRecord,
          'url' | 'events' | 'description' | 'format' | 'enabled' | 'disabledReason' | 'failingSince'
        >
      > & { updatedAt: string },
    ): Promise<void> {
      const { events, ...rest } = patch;
      await db
        .updateTable('webhook_endpoint')
        .set({ ...rest, ...(events ? { events: toJson(events) } : {}) })
        .where('id', '=', id)
        .execute();
    },
    /** Notes the first failure of a run of failures; later ones keep the date it began. */
    async markFailing(id: string, at: string): Promise<string> {
      await db
        .updateTable('webhook_endpoint')
        .set({ failingSince: at })
        .where('id', '=', id)
        .where('failingSince', 'is', null)
        .execute();
      const row = await db
        .selectFrom('webhook_endpoint')
        .select('failingSince')
        .where('id', '=', id)
        .executeTakeFirst();
      return toIso(row?.failingSince) ?? at;
    },
    async clearFailing(id: string): Promise<void> {
      await db
        .updateTable('webhook_endpoint')
        .set({ failingSince: null })
        .where('id', '=', id)
        .where('failingSince', 'is not', null)
        .execute();
    },
    /** Turns an endpoint off once; answers whether this call did (so the owner is told once). */
    async disableEndpoint(id: string, reason: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('webhook_endpoint')
        .set({ enabled: false, disabledReason: reason, updatedAt: at })
        .where('id', '=', id)
        .where('enabled', '=', true)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async deleteEndpoint(id: string): Promise<void> {
      await db.deleteFrom('webhook_delivery').where('endpointId', '=', id).execute();
      await db.deleteFrom('webhook_endpoint').where('id', '=', id).execute();
    },

    async insertDeliveries(rows: NewDelivery[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('webhook_delivery')
        .values(rows.map((row) => ({ ...row, status: 'pending', attempts: 0, nextAttemptAt: row.createdAt })))
        .execute();
    },
    async findDelivery(id: string, endpointId: string): Promise<WebhookDeliveryRecord | undefined> {
      const row = await db
        .selectFrom('webhook_delivery')
        .selectAll()
        .where('id', '=', id)
        .where('endpointId', '=', endpointId)
        .executeTakeFirst();
      return row ? toDelivery(row) : undefined;
    },
    async listDeliveries(endpointId: string, limit: number): Promise<WebhookDeliveryRecord[]> {
      const rows = await db
        .selectFrom('webhook_delivery')
        .selectAll()
        .where('endpointId', '=', endpointId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toDelivery);
    },
    async lastDeliveries(endpointIds: string[]): Promise<Map<string, WebhookDeliveryRecord>> {
      const last = new Map<string, WebhookDeliveryRecord>();
      for (const endpointId of endpointIds) {
        const [row] = await this.listDeliveries(endpointId, 1);
        if (row) last.set(endpointId, row);
      }
      return last;
    },
    /** Deliveries whose next attempt is due, oldest first. */
    async listDue(now: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('webhook_delivery')
        .select('id')
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', now)
        .orderBy('nextAttemptAt')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
    /**
     * Takes a due delivery for one attempt: its next attempt moves to `leaseUntil`, so no other instance takes
     * it, and if this one dies mid-attempt the delivery is due again when the lease ends. Answers the row, or
     * undefined when another instance took it first.
     */
    async claim(id: string, now: string, leaseUntil: string): Promise<WebhookDeliveryRecord | undefined> {
      const result = await db
        .updateTable('webhook_delivery')
        .set((eb) => ({ nextAttemptAt: leaseUntil, lastAttemptAt: now, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      const row = await db.selectFrom('webhook_delivery').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toDelivery(row) : undefined;
    },
    async recordAttempt(id: string, outcome: AttemptOutcome): Promise<void> {
      await db.updateTable('webhook_delivery').set(outcome).where('id', '=', id).execute();
    },
    /** An endpoint turned off: what still waits for it will not be sent. */
    async abandonPending(endpointId: string, error: string): Promise<void> {
      await db
        .updateTable('webhook_delivery')
        .set({ status: 'failed', nextAttemptAt: null, error })
        .where('endpointId', '=', endpointId)
        .where('status', '=', 'pending')
        .execute();
    },
    async pruneDeliveries(before: string): Promise<number> {
      const result = await db.deleteFrom('webhook_delivery').where('createdAt', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
