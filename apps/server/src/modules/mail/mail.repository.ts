import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared-query';
import type { Database } from '../../db/types';
import { nowIso, toIso } from '../../db/values';

export interface OutboxInsert {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: 'pending' | 'logged';
  /** Extra headers such as List-Unsubscribe, kept so that a retry sends the same mail. */
  headers?: Record<string, string>;
}

/** Waits before each new try of a mail that failed: after the 1st failure 1 min, ..., after the 5th 6 h; the 6th is final. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
/**
 * A pending mail is due for a retry if nobody marked it sent or failed by then: the process that was to
 * deliver it stopped, or wrote the row in a transaction and never delivered.
 */
export const PENDING_LEASE_MS = 15 * 60_000;

export interface OutboxRetryRow {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | undefined;
  attempts: number;
  nextAttemptAt: number | null;
}

/**
 * A new outbox row; run it with `outboxValues(mail)`. Another repository runs it in the transaction that
 * writes what the mail tells of (a notification and its instant mail), so neither is kept without the other.
 */
export function insertOutboxQuery(db: Kysely<Database>) {
  return prepareQuery(db, (arg) =>
    db.insertInto('outbox').values({
      id: arg<string>('id'),
      kind: arg<string>('kind'),
      to: arg<string>('to'),
      subject: arg<string>('subject'),
      text: arg<string>('text'),
      html: arg<string | null>('html'),
      status: arg<string>('status'),
      error: null,
      attempts: 0,
      createdAt: arg<string>('createdAt'),
      nextAttemptAt: arg<number | null>('nextAttemptAt'),
      headers: arg<string | null>('headers'),
    }),
  );
}

export function outboxValues(mail: OutboxInsert) {
  return {
    ...mail,
    createdAt: nowIso(),
    nextAttemptAt: mail.status === 'pending' ? Date.now() + PENDING_LEASE_MS : null,
    headers: mail.headers && Object.keys(mail.headers).length > 0 ? JSON.stringify(mail.headers) : null,
  };
}

export function createMailRepository(db: Kysely<Database>) {
  const insert = insertOutboxQuery(db);
  return {
    async insert(mail: OutboxInsert) {
      await insert.run(outboxValues(mail));
    },
    async markSent(id: string) {
      await db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'sent',
          sentAt: nowIso(),
          error: null,
          attempts: eb('attempts', '+', 1),
          nextAttemptAt: null,
        }))
        .where('id', '=', id)
        .execute();
    },
    /** Counts the failed try and plans the next one, or none once the tries are used up. */
    async markFailed(id: string, error: string, now = Date.now()) {
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('outbox').select('attempts').where('id', '=', id).executeTakeFirst();
        const attempts = Number(row?.attempts ?? 0) + 1;
        const delay = RETRY_DELAYS_MS[attempts - 1];
        await trx
          .updateTable('outbox')
          .set({ status: 'failed', error, attempts, nextAttemptAt: delay === undefined ? null : now + delay })
          .where('id', '=', id)
          .execute();
      });
    },
    /** Mail to try again now: failed with a try left, or pending past its lease. */
    async listDue(now: number, limit = 20): Promise<OutboxRetryRow[]> {
      const rows = await db
        .selectFrom('outbox')
        .select(['id', 'kind', 'to', 'subject', 'text', 'html', 'headers', 'attempts', 'nextAttemptAt'])
        .where('nextAttemptAt', '<=', now)
        .where('status', 'in', ['failed', 'pending'])
        .orderBy('nextAttemptAt')
        .limit(limit)
        .execute();
      return rows.map(toRetryRow);
    },
    /**
     * Takes a mail for one try: only one caller (of several instances) wins, and the mail is due again after
     * the lease should that caller stop before it knows the outcome.
     */
    async claimRetry(row: OutboxRetryRow, now: number): Promise<boolean> {
      let query = db.updateTable('outbox').set({ status: 'pending', nextAttemptAt: now + PENDING_LEASE_MS });
      query = query.where('id', '=', row.id).where('status', 'in', ['failed', 'pending']);
      query =
        row.nextAttemptAt === null
          ? query.where('nextAttemptAt', 'is', null)
          : query.where('nextAttemptAt', '=', row.nextAttemptAt);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** A failed mail (given up or not) as a retry row, for the admin's retry button. */
    async findFailed(id: string): Promise<OutboxRetryRow | undefined> {
      const row = await db
        .selectFrom('outbox')
        .select(['id', 'kind', 'to', 'subject', 'text', 'html', 'headers', 'attempts', 'nextAttemptAt'])
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      return row ? toRetryRow(row) : undefined;
    },
    async listFailed(limit = 20) {
      const rows = await db
        .selectFrom('outbox')
        .select(['id', 'kind', 'to', 'subject', 'error', 'attempts', 'nextAttemptAt', 'createdAt'])
        .where('status', '=', 'failed')
        .orderBy('createdAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...row,
        attempts: Number(row.attempts),
        nextAttemptAt: row.nextAttemptAt === null ? null : new Date(Number(row.nextAttemptAt)).toISOString(),
        createdAt: toIso(row.createdAt)!,
      }));
    },
    async countBacklog(): Promise<number> {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', 'in', ['pending', 'failed'])
        .where('nextAttemptAt', 'is not', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    /** Sent and logged-only mail older than the cutoff; failed mail stays for the admin to see. */
    async deleteDeliveredBefore(cutoff: Date): Promise<number> {
      const result = await db
        .deleteFrom('outbox')
        .where('status', 'in', ['sent', 'logged'])
        .where('createdAt', '<', cutoff.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async listRecent(limit = 50) {
      const rows = await db.selectFrom('outbox').selectAll().orderBy('createdAt', 'desc').limit(limit).execute();
      return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt)!, sentAt: toIso(row.sentAt) }));
    },
    async findById(id: string) {
      const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? { ...row, createdAt: toIso(row.createdAt)!, sentAt: toIso(row.sentAt) } : undefined;
    },
  };
}
function toRetryRow(row: {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: string | null;
  attempts: number;
  nextAttemptAt: number | null;
}): OutboxRetryRow {
  let headers: Record<string, string> | undefined;
  try {
    headers = row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined;
  } catch {
    headers = undefined;
  }
  return {
    ...row,
    headers,
    attempts: Number(row.attempts),
    nextAttemptAt: row.nextAttemptAt === null ? null : Number(row.nextAttemptAt),
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
