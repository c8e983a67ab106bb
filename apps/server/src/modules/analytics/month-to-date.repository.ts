import { type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import type { Database } from '../../db/types';
import type { DayRange } from './analytics.repository';
import { replaceVisitorSums, visitorDaySums } from './visitor-sums.repository';

/**
 * The current month's ended days per visitor (visitor_to_date), added up from visitor_daily. A portal's rows are
 * current while its mark holds the range's last day and the number of events event_daily holds for those days;
 * an event can only add to that number, so a late one (or a day that ends) makes them built again.
 */
export function createMonthToDate(db: Kysely<Database>, dialect: DbDialect) {
  /** Builds the rows of these portals for `days` again, in one transaction. */
  async function build(portalIds: string[], days: DayRange, events: Map<string, number>): Promise<void> {
    await db.transaction().execute(async (trx) => {
      // The counts were read before the rows: an event written meanwhile leaves the mark behind, and the next read
      // builds the rows again, never the other way round.
      await trx
        .insertInto('visitor_to_date_mark')
        .values(portalIds.map((portalId) => ({ portalId, throughDay: days.toDay, events: events.get(portalId) ?? 0 })))
        .onConflict((oc) =>
          oc.column('portalId').doUpdateSet((eb) => ({
            throughDay: eb.ref('excluded.throughDay'),
            events: eb.ref('excluded.events'),
          })),
        )
        .execute();
      await trx.deleteFrom('visitor_to_date').where('portalId', 'in', portalIds).execute();
      await trx
        .insertInto('visitor_to_date')
        .columns(['portalId', 'visitorId', 'views', 'downloads', 'comments', 'approvals', 'lastAt'])
        .expression((eb) =>
          eb
            .selectFrom('visitor_daily')
            .select((d) => ['portalId', 'visitorId', ...visitorDaySums(d)])
            .where('portalId', 'in', portalIds)
            .where('day', '>=', days.fromDay)
            .where('day', '<=', days.toDay)
            .groupBy(['portalId', 'visitorId']),
        )
        // Another read may have built the same rows meanwhile.
        .onConflict((oc) => oc.columns(['portalId', 'visitorId']).doUpdateSet(replaceVisitorSums))
        .execute();
    });
    // As for visitor_running: without statistics PostgreSQL may read the table with parallel workers.
    if (dialect === 'postgres') await sql`analyze ${sql.table('visitor_to_date')}`.execute(db).catch(() => undefined);
  }

  return {
    /**
     * Makes the rows of these portals hold `days` (the current month's first day through yesterday). `counted` is
     * what event_daily holds per portal for exactly those days.
     */
    async refresh(portalIds: string[], days: DayRange, counted: Map<string, number>): Promise<void> {
      if (portalIds.length === 0) return;
      const marks = await db
        .selectFrom('visitor_to_date_mark')
        .select(['portalId', 'throughDay', 'events'])
        .where('portalId', 'in', portalIds)
        .execute();
      const marked = new Map(marks.map((mark) => [mark.portalId, mark]));
      const stale = portalIds.filter((portalId) => {
        const mark = marked.get(portalId);
        return !mark || mark.throughDay !== days.toDay || Number(mark.events) !== (counted.get(portalId) ?? 0);
      });
      if (stale.length > 0) await build(stale, days, counted);
    },

    /** The rows, shaped like visitor_daily's for the per-visitor reads. */
    rows: (portalIds: string[]) =>
      db
        .selectFrom('visitor_to_date')
        .select(['portalId', 'visitorId', 'views', 'downloads', 'comments', 'approvals'])
        .where('portalId', 'in', portalIds),
  };
}
