import type { Kysely } from 'kysely';
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

export function createMailRepository(db: Kysely<Database>) {
  return {
    async insert(mail: OutboxInsert) {
      await db
        .insertInto('outbox')
        .values({ ...mail, error: null, attempts: 0, createdAt: nowIso() })
        .execute();
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
