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
    }),
  );
}

export function outboxValues(mail: OutboxInsert) {
  return { ...mail, createdAt: nowIso() };
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
        .set((eb) => ({ status: 'sent', sentAt: nowIso(), error: null, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
    async markFailed(id: string, error: string) {
      await db
        .updateTable('outbox')
        .set((eb) => ({ status: 'failed', error, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
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
export type MailRepository = ReturnType<typeof createMailRepository>;
