import type { Kysely } from 'kysely';
import { isDatabaseReachable } from '../../db/ping';
import type { Database } from '../../db/types';
import { toIso } from '../../db/values';

/** What the instance diagnostics read from the database. */
export function createAdminDebugRepository(db: Kysely<Database>) {
  return {
    ping: (): Promise<boolean> => isDatabaseReachable(db),

    /** Migrations the database has recorded (Kysely's own table), oldest first. */
    async appliedMigrations(): Promise<Array<{ name: string; appliedAt: string | null }>> {
      const rows = await db
        .withTables<{ kysely_migration: { name: string; timestamp: string } }>()
        .selectFrom('kysely_migration')
        .select(['name', 'timestamp'])
        .orderBy('name')
        .execute();
      return rows.map((row) => ({ name: row.name, appliedAt: toIso(row.timestamp) }));
    },

    async outbox(since: Date) {
      const [statuses, sent, failure] = await Promise.all([
        db
          .selectFrom('outbox')
          .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
          .where('status', 'in', ['pending', 'failed'])
          .groupBy('status')
          .execute(),
        db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('status', '=', 'sent')
          .where('sentAt', '>=', since.toISOString())
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('outbox')
          .select(['createdAt', 'to', 'error'])
          .where('status', '=', 'failed')
          .orderBy('createdAt', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ]);
      const count = (status: string) => Number(statuses.find((row) => row.status === status)?.count ?? 0);
      return {
        pending: count('pending'),
        failed: count('failed'),
        sentLast24h: Number(sent.count),
        lastFailure: failure
          ? { at: toIso(failure.createdAt)!, to: failure.to, error: failure.error ?? 'Unknown error' }
          : null,
      };
    },

    async uploadsInProgress(): Promise<number> {
      const row = await db
        .selectFrom('upload')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'uploading')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
export type AdminDebugRepository = ReturnType<typeof createAdminDebugRepository>;
