import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export function createRateWindowsRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one hit for this limit and key in one statement, so hits from several instances at once are all
     * counted; a window older than `windowMs` starts afresh. Answers the window's count and start.
     */
    async hit(
      name: string,
      key: string,
      now: number,
      windowMs: number,
    ): Promise<{ count: number; windowStart: number }> {
      const expired = now - windowMs;
      const row = await db
        .insertInto('rate_window')
        .values({ name, key, windowStart: now, count: 1 })
        .onConflict((oc) =>
          oc.columns(['name', 'key']).doUpdateSet((eb) => ({
            count: eb
              .case()
              .when('rate_window.windowStart', '<=', expired)
              .then(1)
              .else(eb('rate_window.count', '+', 1))
              .end(),
            windowStart: eb
              .case()
              .when('rate_window.windowStart', '<=', expired)
              .then(now)
              .else(eb.ref('rate_window.windowStart'))
              .end(),
          })),
        )
        .returning(['count', 'windowStart'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), windowStart: Number(row.windowStart) };
    },
    /** The window's count and start as they stand, without counting a hit. */
    async peek(name: string, key: string): Promise<{ count: number; windowStart: number } | undefined> {
      const row = await db
        .selectFrom('rate_window')
        .select(['count', 'windowStart'])
        .where('name', '=', name)
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? { count: Number(row.count), windowStart: Number(row.windowStart) } : undefined;
    },
    /** Drops the windows started before `before`: of the limits named in `names`, or of every limit. */
    async deleteStartedBefore(before: number, names?: readonly string[]): Promise<number> {
      let query = db.deleteFrom('rate_window').where('windowStart', '<', before);
      if (names) query = query.where('name', 'in', [...names]);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type RateWindowsRepository = ReturnType<typeof createRateWindowsRepository>;
