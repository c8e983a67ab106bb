import { type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import type { Database } from '../../db/types';
import { firstDayOf, nextMonth, previousMonth } from './rollup-months';
import { replaceVisitorSums, visitorDaySums } from './visitor-sums.repository';

/**
 * The monthly rollups (visitor_monthly, file_monthly), copied from the daily ones. A portal's month is current
 * while the number of events rollup_month noted when it was copied is still what event_daily holds for it;
 * an event can only add to that number, so a late one (or any change) makes the month copied again.
 * visitor_running adds each visitor's months up, month after month, from visitor_monthly: a row holds the sum of
 * every monthly row of that visitor up to its month, so a run of months is that sum at its last month minus the
 * one at the month before its first. The difference only needs both sums made from the same monthly rows, so a
 * month copied again takes the portal's sums from that month on out, and they are added up again from there.
 */
export function createMonthRollups(db: Kysely<Database>, dialect: DbDialect) {
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
            .select((d) => ['portalId', sql.lit(month).as('month'), 'visitorId', ...visitorDaySums(d)])
            .where('portalId', 'in', portalIds)
            .where('day', '>=', from)
            .where('day', '<', until)
            .groupBy(['portalId', 'visitorId']),
        )
        .onConflict((oc) => oc.columns(['portalId', 'month', 'visitorId']).doUpdateSet(replaceVisitorSums))
        .execute();
      await trx.deleteFrom('visitor_running').where('portalId', 'in', portalIds).where('month', '>=', month).execute();
      await trx
        .updateTable('visitor_running_mark')
        .set({ through: previousMonth(month) })
        .where('portalId', 'in', portalIds)
        .where('through', '>=', month)
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

  /** Adds `month` to the running sums of these portals, whose sums are built through the month before it. */
  async function addUpMonth(portalIds: string[], month: string): Promise<void> {
    const before = previousMonth(month);
    await db.transaction().execute(async (trx) => {
      // Another read may have built or taken back these months meanwhile: only portals still one month behind.
      const marks = await trx
        .selectFrom('visitor_running_mark')
        .select(['portalId', 'through'])
        .where('portalId', 'in', portalIds)
        .execute();
      const through = new Map(marks.map((mark) => [mark.portalId, mark.through]));
      const behind = portalIds.filter((id) => (through.get(id) ?? before) === before);
      if (behind.length === 0) return;
      const columns = ['views', 'downloads', 'comments', 'approvals'] as const;
      const rows = trx
        .selectFrom('visitor_running')
        .select(['portalId', 'visitorId', ...columns, 'months', 'lastAt'])
        .where('portalId', 'in', behind)
        .where('month', '=', before)
        .unionAll(
          trx
            .selectFrom('visitor_monthly')
            .select(['portalId', 'visitorId', ...columns, sql<number>`1`.as('months'), 'lastAt'])
            .where('portalId', 'in', behind)
            .where('month', '=', month),
        );
      await trx
        .insertInto('visitor_running')
        .columns(['portalId', 'month', 'visitorId', ...columns, 'months', 'lastAt'])
        .expression(
          trx
            .selectFrom(rows.as('r'))
            .select((r) => [
              'r.portalId',
              sql.lit(month).as('month'),
              'r.visitorId',
              ...columns.map((column) => r.fn.sum<number>(`r.${column}`).as(column)),
              r.fn.sum<number>('r.months').as('months'),
              r.fn.max('r.lastAt').as('lastAt'),
            ])
            .groupBy(['r.portalId', 'r.visitorId']),
        )
        .onConflict((oc) =>
          oc
            .columns(['portalId', 'month', 'visitorId'])
            .doUpdateSet({ ...replaceVisitorSums, months: sql<number>`excluded."months"` }),
        )
        .execute();
      await trx
        .insertInto('visitor_running_mark')
        .values(behind.map((portalId) => ({ portalId, through: month })))
        .onConflict((oc) => oc.column('portalId').doUpdateSet((eb) => ({ through: eb.ref('excluded.through') })))
        .execute();
    });
  }

  /** Builds the running sums of these portals through `month`, each from where it stands. */
  async function addUpThrough(portalIds: string[], month: string): Promise<void> {
    const marks = await db
      .selectFrom('visitor_running_mark')
      .select(['portalId', 'through'])
      .where('portalId', 'in', portalIds)
      .execute();
    const start = new Map<string, string>();
    for (const mark of marks) if (mark.through < month) start.set(mark.portalId, nextMonth(mark.through));
    const unmarked = portalIds.filter((id) => !marks.some((mark) => mark.portalId === id));
    if (unmarked.length > 0) {
      // A portal never added up starts at its first monthly row; one without any has nothing to add.
      const firsts = await db
        .selectFrom('visitor_monthly')
        .select((eb) => ['portalId', eb.fn.min('month').as('first')])
        .where('portalId', 'in', unmarked)
        .groupBy('portalId')
        .execute();
      for (const row of firsts) if (row.first && row.first <= month) start.set(row.portalId, row.first);
    }
    if (start.size === 0) return;
    for (let current = [...start.values()].sort()[0]!; current <= month; current = nextMonth(current)) {
      const due = [...start].filter(([, first]) => first <= current).map(([portalId]) => portalId);
      await addUpMonth(due, current);
    }
    // Without statistics PostgreSQL takes the new table for a small one and reads it with parallel workers, which
    // doubled the per-client read on a busy machine; autovacuum may be off, or not get to it before the next read.
    // Only the table's owner may analyze it; a role that may not still gets its answer, with the slower plan.
    if (dialect === 'postgres') await sql`analyze ${sql.table('visitor_running')}`.execute(db).catch(() => undefined);
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

    /** Makes the running sums of these portals reach `month` (after refresh, which may take some back). */
    addUpThrough: (portalIds: string[], month: string) =>
      portalIds.length === 0 ? Promise.resolve() : addUpThrough(portalIds, month),
  };
}
