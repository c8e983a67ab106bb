import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { nowIso, parseJson, toIso, toJson } from '../../db/values';

const RETENTION_KEY = 'analytics.eventRetentionDays';

export interface RetentionRun {
  day: string;
  retentionDays: number;
  cutoff: string;
  deleted: number;
  finishedAt: string | null;
}

/** The retention setting (in app_setting), the raw event table's size and age, and the daily runs. */
export function createEventRetentionRepository(db: Kysely<Database>) {
  return {
    /** Days raw events are kept; null keeps them forever (the default). */
    async getRetentionDays(): Promise<number | null> {
      const row = await db
        .selectFrom('app_setting')
        .select('value')
        .where('key', '=', RETENTION_KEY)
        .executeTakeFirst();
      const value = row ? parseJson<unknown>(row.value, null) : null;
      return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
    },
    async setRetentionDays(days: number | null): Promise<void> {
      const value = toJson(days);
      await db
        .insertInto('app_setting')
        .values({ key: RETENTION_KEY, value, updatedAt: nowIso() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: nowIso() }))
        .execute();
    },
    async rawEventStats(): Promise<{ count: number; oldestAt: string | null }> {
      const row = await db
        .selectFrom('event')
        .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('at').as('oldest')])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldestAt: toIso(row.oldest) };
    },
    async countOlderThan(cutoff: Date): Promise<number> {
      const row = await db
        .selectFrom('event')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('at', '<', cutoff.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /**
     * Records the day's run before it starts. The day is the primary key, so on any number of instances
     * exactly one run a day wins; false when the day was already claimed.
     */
    async claimRun(run: { day: string; retentionDays: number; cutoff: Date; startedAt: Date }): Promise<boolean> {
      const result = await db
        .insertInto('event_retention_run')
        .values({
          day: run.day,
          retentionDays: run.retentionDays,
          cutoff: run.cutoff.toISOString(),
          deleted: 0,
          startedAt: run.startedAt.toISOString(),
          finishedAt: null,
        })
        .onConflict((oc) => oc.column('day').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** Deletes up to `limit` raw events older than the cutoff; small batches keep each write lock short. */
    async deleteOlderThan(cutoff: Date, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('event')
        .where('id', 'in', (eb) =>
          eb.selectFrom('event').select('id').where('at', '<', cutoff.toISOString()).limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async finishRun(day: string, deleted: number, at: Date): Promise<void> {
      await db
        .updateTable('event_retention_run')
        .set({ deleted, finishedAt: at.toISOString() })
        .where('day', '=', day)
        .execute();
    },
    async lastRun(): Promise<RetentionRun | null> {
      const row = await db
        .selectFrom('event_retention_run')
        .selectAll()
        .orderBy('day', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return null;
      return {
        day: row.day,
        retentionDays: Number(row.retentionDays),
        cutoff: toIso(row.cutoff)!,
        deleted: Number(row.deleted),
        finishedAt: toIso(row.finishedAt),
      };
    },
  };
}
export type EventRetentionRepository = ReturnType<typeof createEventRetentionRepository>;
