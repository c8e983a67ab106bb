import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { firstDayOf, nextMonth } from './rollup-months';

/**
 * The monthly rollups (visitor_monthly, file_monthly), copied from the daily ones. A portal's month is current
 * while the number of events rollup_month noted when it was copied is still what event_daily holds for it;
 * an event can only add to that number, so a late one (or any change) makes the month copied again.
 */
export function createMonthRollups(db: Kysely<Database>) {
  const inMonth = (month: string) => [firstDayOf(month), firstDayOf(nextMonth(month))] as const;

  /** Copies one month of the given portals, in one transaction. */
  async function copyMonth(portalIds: string[], month: string): Promise<void> {
    const [from, until] = inMonth(month);
    await db.transaction().execute(async (trx) => {
      // The count first: an event written while the rows are copied leaves the mark behind, and the next
      // read copies the month again, never the other way round.
      await trx.deleteFrom('rollup_month').where('portalId', 'in', portalIds).where('month', '=', month).execute();
      await trx
        .insertInto('rollup_month')
        .columns(['portalId', 'month', 'events'])
        .expression((eb) =>
          eb
            .selectFrom('event_daily')
            .select((d) => ['portalId', sql.lit(month).as('month'), d.fn.sum<number>('count').as('events')])
            .where('portalId', 'in', portalIds)
            .where('day', '>=', from)
            .where('day', '<', until)
            .groupBy('portalId'),
        )
        .onConflict((oc) =>
          oc.columns(['portalId', 'month']).doUpdateSet((eb) => ({ events: eb.ref('excluded.events') })),
        )
        .execute();
      await trx.deleteFrom('visitor_monthly').where('portalId', 'in', portalIds).where('month', '=', month).execute();
      await trx
        .insertInto('visitor_monthly')
        .columns(['portalId', 'month', 'visitorId', 'views', 'downloads', 'comments', 'approvals', 'lastAt'])
        .expression((eb) =>
          eb
            .selectFrom('visitor_daily')
            .select((d) => [
              'portalId',
              sql.lit(month).as('month'),
              'visitorId',
              d.fn.sum<number>('views').as('views'),
              d.fn.sum<number>('downloads').as('downloads'),
              d.fn.sum<number>('comments').as('comments'),
              d.fn.sum<number>('approvals').as('approvals'),
              d.fn.max('lastAt').as('lastAt'),
            ])
            .where('portalId', 'in', portalIds)
            .where('day', '>=', from)
            .where('day', '<', until)
            .groupBy(['portalId', 'visitorId']),
        )
        .onConflict((oc) =>
          oc.columns(['portalId', 'month', 'visitorId']).doUpdateSet((eb) => ({
            views: eb.ref('excluded.views'),
            downloads: eb.ref('excluded.downloads'),
            comments: eb.ref('excluded.comments'),
            approvals: eb.ref('excluded.approvals'),
            lastAt: eb.ref('excluded.lastAt'),
          })),
        )
        .execute();
      await trx.deleteFrom('file_monthly').where('portalId', 'in', portalIds).where('month', '=', month).execute();
      await trx
        .insertInto('file_monthly')
        .columns(['portalId', 'month', 'fileId', 'downloads'])
        .expression((eb) =>
          eb
            .selectFrom('file_daily')
            .select((d) => [
              'portalId',
              sql.lit(month).as('month'),
              'fileId',
              d.fn.sum<number>('downloads').as('downloads'),
            ])
            .where('portalId', 'in', portalIds)
            .where('day', '>=', from)
            .where('day', '<', until)
            .groupBy(['portalId', 'fileId']),
        )
        .onConflict((oc) =>
          oc
            .columns(['portalId', 'month', 'fileId'])
            .doUpdateSet((eb) => ({ downloads: eb.ref('excluded.downloads') })),
        )
        .execute();
    });
  }

  return {
    /**
     * Copies the `months` whose monthly rows are missing or behind event_daily, for these portals. `counted` is
     * what event_daily holds per portal and month (any grouping within; the analytics read has it already).
     */
    async refresh(
      portalIds: string[],
      months: string[],
      counted: Array<{ portalId: string; month: string; count: number }>,
    ): Promise<void> {
      if (portalIds.length === 0 || months.length === 0) return;
      const checked = new Set(months);
      const events = new Map<string, { portalId: string; month: string; events: number }>();
      for (const row of counted) {
        if (!checked.has(row.month)) continue;
        const id = `${row.portalId}\n${row.month}`;
        const total = events.get(id) ?? { portalId: row.portalId, month: row.month, events: 0 };
        total.events += row.count;
        events.set(id, total);
      }
      const daily = [...events.values()];
      const sorted = [...checked].sort();
      const marks = await db
        .selectFrom('rollup_month')
        .select(['portalId', 'month', 'events'])
        .where('portalId', 'in', portalIds)
        .where('month', '>=', sorted[0]!)
        .where('month', '<=', sorted.at(-1)!)
        .execute();
      const key = (portalId: string, month: string) => `${portalId}\n${month}`;
      const marked = new Map(
        marks
          .filter((mark) => checked.has(mark.month))
          .map((mark) => [key(mark.portalId, mark.month), Number(mark.events)]),
      );
      const stale = new Map<string, Set<string>>(sorted.map((month) => [month, new Set()]));
      for (const row of daily) {
        const id = key(row.portalId, row.month);
        if (marked.get(id) !== row.events) stale.get(row.month)?.add(row.portalId);
        marked.delete(id);
      }
      // A mark without daily rows left (nothing deletes them today): its monthly rows go too.
      for (const id of marked.keys()) {
        const [portalId, month] = id.split('\n') as [string, string];
        stale.get(month)?.add(portalId);
      }
      for (const [month, portals] of stale) {
        if (portals.size > 0) await copyMonth([...portals], month);
      }
    },
  };
}
