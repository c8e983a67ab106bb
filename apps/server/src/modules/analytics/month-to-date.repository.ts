import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import type { Database } from '../../db/types';
import type { DayRange } from './analytics.repository';
import { shiftDay } from './rollup-months';
import { replaceVisitorSums, visitorDaySums } from './visitor-sums.repository';

/**
 * The current month's ended days per visitor (visitor_to_date), added up from visitor_daily. Rows and marks are
 * kept per last day added: a read that began before midnight keeps reading the rows of its own range while one
 * after midnight builds the next day's. A portal's rows for a day are current while their mark holds the number
 * of events event_daily holds for those days; an event can only add to that number, so a late one makes them
 * built again.
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
          oc.columns(['portalId', 'throughDay']).doUpdateSet((eb) => ({ events: eb.ref('excluded.events') })),
        )
        .execute();
      // This day's rows are built again. The day before stays, for a read that began before midnight, and so does
      // the day after, for one that began after it (or on an instance whose clock is ahead); the rest may go.
      const outside = (eb: ExpressionBuilder<Database, 'visitor_to_date' | 'visitor_to_date_mark'>) =>
        eb.or([eb('throughDay', '<', shiftDay(days.toDay, -1)), eb('throughDay', '>', shiftDay(days.toDay, 1))]);
      await trx.deleteFrom('visitor_to_date_mark').where('portalId', 'in', portalIds).where(outside).execute();
      await trx
        .deleteFrom('visitor_to_date')
        .where('portalId', 'in', portalIds)
        .where((eb) => eb.or([outside(eb), eb('throughDay', '=', days.toDay)]))
        .execute();
      await trx
        .insertInto('visitor_to_date')
        .columns(['portalId', 'throughDay', 'visitorId', 'views', 'downloads', 'comments', 'approvals', 'lastAt'])
        .expression((eb) =>
          eb
            .selectFrom('visitor_daily')
            .select((d) => ['portalId', sql.lit(days.toDay).as('throughDay'), 'visitorId', ...visitorDaySums(d)])
            .where('portalId', 'in', portalIds)
            .where('day', '>=', days.fromDay)
            .where('day', '<=', days.toDay)
            .groupBy(['portalId', 'visitorId']),
        )
        // Another read may have built the same rows meanwhile.
        .onConflict((oc) => oc.columns(['throughDay', 'portalId', 'visitorId']).doUpdateSet(replaceVisitorSums))
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
        .select(['portalId', 'events'])
        .where('portalId', 'in', portalIds)
        .where('throughDay', '=', days.toDay)
        .execute();
      const marked = new Map(marks.map((mark) => [mark.portalId, Number(mark.events)]));
      const stale = portalIds.filter((portalId) => marked.get(portalId) !== (counted.get(portalId) ?? 0));
      if (stale.length > 0) await build(stale, days, counted);
    },

    /** The rows through `toDay`, shaped like visitor_daily's for the per-visitor reads. */
    rows: (portalIds: string[], toDay: string) =>
      db
        .selectFrom('visitor_to_date')
        .select(['portalId', 'visitorId', 'views', 'downloads', 'comments', 'approvals'])
        .where('portalId', 'in', portalIds)
        .where('throughDay', '=', toDay),
  };
}
