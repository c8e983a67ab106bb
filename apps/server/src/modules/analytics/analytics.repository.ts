import type { ClientEngagement } from '@clientdock/shared';
import { type Compilable, type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import type { Database } from '../../db/types';
import { toIso } from '../../db/values';
import { createMonthRollups } from './month-rollups.repository';
import { createMonthToDate } from './month-to-date.repository';
import { dayParts, monthsBetween, previousMonth, type RollupRange, visitorDayParts } from './rollup-months';

/** Days are YYYY-MM-DD (UTC) and inclusive; instants are ISO timestamps, from inclusive, to exclusive. */
export interface DayRange {
  fromDay: string;
  toDay: string;
}
export interface InstantRange {
  fromAt: string;
  toAt: string;
}

export interface TypeCount {
  type: string;
  count: number;
}

/** Every event, and the counted types among them. */
export interface EventCounts {
  events: number;
  views: number;
  downloads: number;
  comments: number;
  approvals: number;
  /** Bots' and link previewers' opens, counted apart from views. */
  linkPreviews: number;
}

export interface PortalMonth {
  portalId: string;
  month: string;
}

export type ClientRow = ClientEngagement;

export interface RecentEventRow {
  id: string;
  type: string;
  at: string;
  portalId: string;
  portalName: string;
  fileId: string | null;
  fileName: string | null;
  visitorName: string | null;
  visitorEmail: string | null;
  decision: string | null;
}

/**
 * Analytics reads, from the daily rollups (event_daily, file_daily, visitor_daily) except the latest events,
 * which walk the event table's (portalId, at) index. Every read is a range within each portal, so the plans
 * need no table statistics. Per visitor and per file, a range's whole months come from the monthly rollups
 * (visitor_monthly, file_monthly) and only its other days from the daily ones: a year is a dozen rows per
 * visitor instead of one per active day.
 */
export function createAnalyticsRepository(db: Kysely<Database>, dialect: DbDialect = 'sqlite') {
  const monthRollups = createMonthRollups(db, dialect);
  const monthToDate = createMonthToDate(db, dialect);

  // A long period's per-visitor fold reads some ten thousand rows by primary-key ranges. PostgreSQL planned it
  // with parallel workers whenever its row estimates fell short (a rollup rebuilt since the last analyze, autovacuum
  // off), which on a busy two-core machine took twice as long as one process. A short period's fold is small
  // enough that the transaction's round trips would cost more.
  async function serially<R>(query: Compilable<R>, range: RollupRange): Promise<R[]> {
    if (dialect !== 'postgres' || (!range.months && !range.toDate))
      return (await db.executeQuery(query.compile())).rows;
    return db.transaction().execute(async (trx) => {
      await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
      return (await trx.executeQuery(query.compile())).rows;
    });
  }

  const dailyRows = (portalIds: string[], range: DayRange) =>
    db
      .selectFrom('event_daily')
      .where('portalId', 'in', portalIds)
      .where('day', '>=', range.fromDay)
      .where('day', '<=', range.toDay);

  // One arm per part of the range, each a plain range on the primary key: with OR between day ranges SQLite
  // reads every day of each portal.
  const byRunningSums = (range: RollupRange) => !!range.months && monthsBetween(range.months).length > 2;
  const dayArm = (portalIds: string[], part: DayRange) =>
    db
      .selectFrom('visitor_daily')
      .select(['portalId', 'visitorId', 'views', 'downloads', 'comments', 'approvals'])
      .select([sql<number>`1`.as('present'), 'lastAt'])
      .where('portalId', 'in', portalIds)
      .where('day', '>=', part.fromDay)
      .where('day', '<=', part.toDay);
  /**
   * Per portal and visitor, the rows that add up to the range: for its whole months the running sums at the last
   * one, less those at the month before the first (lastAt left out: see clientActivity), or for one or two months
   * their monthly rows; then its other days, those of the current month before today from visitor_to_date.
   * `present` adds up to more than 0 for a visitor with activity in the range.
   */
  const visitorRows = (portalIds: string[], range: RollupRange): ReturnType<typeof dayArm> => {
    const days = visitorDayParts(range).map((part) => dayArm(portalIds, part));
    if (range.toDate) {
      const toDate = monthToDate.rows(portalIds, range.toDate.toDay).select([sql<number>`1`.as('present'), 'lastAt']);
      days.push(toDate as unknown as ReturnType<typeof dayArm>);
    }
    if (!range.months) return days.slice(1).reduce((all, arm) => all.unionAll(arm), days[0]!);
    if (!byRunningSums(range)) {
      // One or two months: their monthly rows are no more than the two running rows, and need no subtraction.
      const months = db
        .selectFrom('visitor_monthly')
        .select(['portalId', 'visitorId', 'views', 'downloads', 'comments', 'approvals'])
        .select([sql<number>`1`.as('present'), 'lastAt'])
        .where('portalId', 'in', portalIds)
        .where('month', '>=', range.months.from)
        .where('month', '<=', range.months.to);
      return days.reduce((all, arm) => all.unionAll(arm), months as unknown as ReturnType<typeof dayArm>);
    }
    const running = (month: string) =>
      db.selectFrom('visitor_running').where('portalId', 'in', portalIds).where('month', '=', month);
    const arms = [
      running(range.months.to).select([
        'portalId',
        'visitorId',
        'views',
        'downloads',
        'comments',
        'approvals',
        'months as present',
        'lastAt',
      ]),
      running(previousMonth(range.months.from)).select((eb) => [
        'portalId',
        'visitorId',
        eb.neg('views').as('views'),
        eb.neg('downloads').as('downloads'),
        eb.neg('comments').as('comments'),
        eb.neg('approvals').as('approvals'),
        eb.neg('months').as('present'),
        sql<string | null>`null`.as('lastAt'),
      ]),
      ...days,
    ];
    // The arms' columns line up; only lastAt's type differs (null in the subtracted one).
    const [first, ...rest] = arms as unknown as Array<ReturnType<typeof dayArm>>;
    return rest.reduce((all, arm) => all.unionAll(arm), first!);
  };

  const fileRows = (portalIds: string[], range: RollupRange) => {
    const columns = ['portalId', 'fileId', 'downloads'] as const;
    const days = dayParts(range).map((part) =>
      db
        .selectFrom('file_daily')
        .select(columns)
        .where('portalId', 'in', portalIds)
        .where('day', '>=', part.fromDay)
        .where('day', '<=', part.toDay),
    );
    const arms = range.months
      ? [
          db
            .selectFrom('file_monthly')
            .select(columns)
            .where('portalId', 'in', portalIds)
            .where('month', '>=', range.months.from)
            .where('month', '<=', range.months.to),
          ...days,
        ]
      : days;
    return arms.slice(1).reduce((all, arm) => all.unionAll(arm), arms[0]!);
  };

  return {
    /**
     * The range's events, all of them and each counted type: per day over the portals (the time series and the
     * period's totals), and per portal and month (each portal's totals, and what the monthly rollups are checked
     * against). event_daily is read once, grouped by portal and day in primary-key order (no sort), and that
     * fifth of its rows is grouped again both ways.
     */
    async eventCounts(
      portalIds: string[],
      range: DayRange,
      today?: string,
    ): Promise<{ byDay: Array<EventCounts & { day: string }>; byPortalMonth: Array<EventCounts & PortalMonth> }> {
      if (portalIds.length === 0) return { byDay: [], byPortalMonth: [] };
      const ofType = (type: string) =>
        sql<number>`sum(case when ${sql.ref('type')} = ${sql.lit(type)} then ${sql.ref('count')} else 0 end)`;
      const counted = ['events', 'views', 'downloads', 'comments', 'approvals', 'linkPreviews'] as const;
      // Today is a key of its own, so that the month's row holds its ended days, what visitor_to_date is checked
      // against. A literal: PostgreSQL matches the grouped expression to the selected one only without parameters.
      const month = sql<string>`substr(${sql.ref('d.day')}, 1, 7)`;
      const portalKey = today
        ? sql<string>`case when ${sql.ref('d.day')} >= ${sql.lit(today)} then ${sql.ref('d.day')} else ${month} end`
        : month;
      const rows = await db
        .with(
          (cte) => cte('d').materialized(),
          () =>
            dailyRows(portalIds, range)
              .select((eb) => [
                'portalId',
                'day',
                eb.fn.sum<number>('count').as('events'),
                ofType('view').as('views'),
                ofType('download').as('downloads'),
                ofType('comment').as('comments'),
                ofType('approval').as('approvals'),
                ofType('bot_view').as('linkPreviews'),
              ])
              .groupBy(['portalId', 'day']),
        )
        .selectFrom('d')
        .select((eb) => [
          sql<string | null>`${eb.ref('d.portalId')}`.as('portalId'),
          portalKey.as('key'),
          ...counted.map((column) => eb.fn.sum<number>(`d.${column}`).as(column)),
        ])
        .groupBy(['d.portalId', portalKey])
        .unionAll((eb) =>
          eb
            .selectFrom('d')
            .select((d) => [
              sql<string | null>`null`.as('portalId'),
              'd.day as key',
              ...counted.map((column) => d.fn.sum<number>(`d.${column}`).as(column)),
            ])
            .groupBy('d.day'),
        )
        .execute();
      const byDay: Array<EventCounts & { day: string }> = [];
      const byPortalMonth: Array<EventCounts & PortalMonth> = [];
      for (const row of rows) {
        const counts = {
          events: Number(row.events),
          views: Number(row.views),
          downloads: Number(row.downloads),
          comments: Number(row.comments),
          approvals: Number(row.approvals),
          linkPreviews: Number(row.linkPreviews),
        };
        if (row.portalId === null) byDay.push({ day: row.key, ...counts });
        else byPortalMonth.push({ portalId: row.portalId, month: row.key, ...counts });
      }
      return { byDay, byPortalMonth };
    },

    /** The first day with any recorded activity, for `all`. */
    async firstDay(portalIds: string[]): Promise<string | null> {
      let first: string | null = null;
      // Each portal's first day is the first key of its part of the primary key; one min() over the whole list of
      // portals read every row of them on PostgreSQL. SQLite allows at most 500 parts in one compound SELECT.
      for (let start = 0; start < portalIds.length; start += 100) {
        const [head, ...rest] = portalIds.slice(start, start + 100).map((portalId) =>
          db
            .selectFrom('event_daily')
            .select((eb) => eb.fn.min<string | null>('day').as('first'))
            .where('portalId', '=', portalId),
        );
        const rows = await rest.reduce((query, arm) => query.unionAll(arm), head!).execute();
        for (const { first: day } of rows) if (day && (first === null || day < first)) first = day;
      }
      return first;
    },

    /**
     * Distinct visitors with any activity in the range. Without running sums, a visitor belongs to one portal, so
     * counting per portal and adding up is exact, and it keeps each distinct set small; with them, a visitor whose
     * rows add up to no activity is left out.
     */
    async countVisitors(portalIds: string[], range: RollupRange): Promise<number> {
      if (portalIds.length === 0) return 0;
      if (!byRunningSums(range)) {
        const rows = await serially(
          db
            .selectFrom(visitorRows(portalIds, range).as('r'))
            .select((eb) => ['r.portalId', eb.fn.count('r.visitorId').distinct().as('count')])
            .groupBy('r.portalId'),
          range,
        );
        return rows.reduce((sum, row) => sum + Number(row.count), 0);
      }
      const [row] = await serially(
        db
          .selectFrom((eb) =>
            eb
              .selectFrom(visitorRows(portalIds, range).as('r'))
              .select(['r.portalId', 'r.visitorId'])
              .groupBy(['r.portalId', 'r.visitorId'])
              .having((h) => h.fn.sum('r.present'), '>', 0)
              .as('p'),
          )
          .select((eb) => eb.fn.countAll<number>().as('count')),
        range,
      );
      return Number(row?.count ?? 0);
    },

    /**
     * Makes the monthly rollups of the ranges' whole months current (see month-rollups.repository), and
     * visitor_to_date when a range reads it (month-to-date.repository). `counted` is event_daily's count per portal
     * and key of eventCounts, read with `today` for a range that reads visitor_to_date.
     */
    async refreshMonths(
      portalIds: string[],
      ranges: Array<RollupRange | null>,
      counted: Array<{ portalId: string; month: string; count: number }>,
    ): Promise<void> {
      const months = ranges.flatMap((range) => (range?.months ? monthsBetween(range.months) : []));
      await monthRollups.refresh(portalIds, months, counted);
      const last = months.sort().at(-1);
      if (last) await monthRollups.addUpThrough(portalIds, last);
      const toDate = ranges.find((range) => range?.toDate)?.toDate;
      if (toDate) {
        const month = toDate.fromDay.slice(0, 7);
        const events = new Map<string, number>();
        for (const row of counted) {
          if (row.month === month) events.set(row.portalId, (events.get(row.portalId) ?? 0) + row.count);
        }
        await monthToDate.refresh(portalIds, toDate, events);
      }
    },

    /**
     * The distinct visitors of the range, and its most active clients: a verified address is one client across
     * portals and browsers (`email:<address>`), anyone else the visitor row (one browser in one portal). Most
     * active first, then the most recently seen. One pass over the visitor rollup serves both.
     */
    async clientActivity(
      portalIds: string[],
      range: RollupRange,
      limit: number,
    ): Promise<{ visitors: number; clients: ClientRow[] }> {
      if (portalIds.length === 0) return { visitors: 0, clients: [] };
      const query = db
        .with(
          (cte) => cte('a').materialized(),
          (qb) =>
            qb
              .selectFrom(visitorRows(portalIds, range).as('r'))
              .select((d) => [
                'r.portalId',
                'r.visitorId',
                d.fn.sum<number>('r.views').as('views'),
                d.fn.sum<number>('r.downloads').as('downloads'),
                d.fn.sum<number>('r.comments').as('comments'),
                d.fn.sum<number>('r.approvals').as('approvals'),
                // Only a visitor with activity in the range is kept, and their latest activity up to the end of the
                // whole months is inside the range: the running sum's lastAt is theirs.
                d.fn.max('r.lastAt').as('lastAt'),
              ])
              .groupBy(['r.portalId', 'r.visitorId'])
              .having((h) => h.fn.sum('r.present'), '>', 0),
        )
        .selectFrom('a')
        .innerJoin('visitor as v', 'v.id', 'a.visitorId')
        .select((eb) => {
          const isVerified = eb.and([eb('v.emailVerified', '=', true), eb('v.email', 'is not', null)]);
          // One person is one row: visits from another browser or device share the address they gave.
          const clientKey = eb
            .case()
            .when('v.email', 'is not', null)
            .then(sql<string>`'email:' || lower(${eb.ref('v.email')})`)
            .else(eb.ref('a.visitorId'))
            .end();
          const total = sql<number>`sum(${eb.ref('a.views')} + ${eb.ref('a.downloads')} + ${eb.ref('a.comments')} + ${eb.ref('a.approvals')})`;
          return [
            clientKey.as('clientKey'),
            eb.fn.max('v.name').as('name'),
            eb.fn.max(sql<string>`lower(${eb.ref('v.email')})`).as('email'),
            eb.fn.max(eb.case().when(isVerified).then(1).else(0).end()).as('verified'),
            eb.fn.count('a.portalId').distinct().as('portals'),
            eb.fn.sum<number>('a.views').as('views'),
            eb.fn.sum<number>('a.downloads').as('downloads'),
            eb.fn.sum<number>('a.comments').as('comments'),
            eb.fn.sum<number>('a.approvals').as('approvals'),
            eb.fn.max('a.lastAt').as('lastAt'),
            total.as('total'),
            eb
              .selectFrom('a')
              .select((c) => c.fn.countAll<number>().as('n'))
              .as('visitors'),
          ];
        })
        .groupBy('clientKey')
        .orderBy('total', 'desc')
        .orderBy('lastAt', 'desc')
        .orderBy('clientKey')
        .limit(limit);
      const rows = await serially(query, range);
      return {
        visitors: Number(rows[0]?.visitors ?? 0),
        clients: rows.map((row) => ({
          id: row.clientKey,
          name: row.name ?? null,
          email: row.email ?? null,
          verified: Number(row.verified) === 1,
          portals: Number(row.portals),
          views: Number(row.views),
          downloads: Number(row.downloads),
          comments: Number(row.comments),
          approvals: Number(row.approvals),
          lastSeenAt: toIso(row.lastAt)!,
        })),
      };
    },

    /** The most downloaded files still in their portal. fileId is the file's group id, as in events. */
    async topFiles(
      portalIds: string[],
      range: RollupRange,
      limit: number,
    ): Promise<Array<{ portalId: string; fileId: string; downloads: number; name: string }>> {
      if (portalIds.length === 0) return [];
      const rows = await db
        .selectFrom((eb) =>
          eb
            .selectFrom(fileRows(portalIds, range).as('r'))
            .select((f) => ['r.portalId', 'r.fileId', f.fn.sum<number>('r.downloads').as('downloads')])
            .groupBy(['r.portalId', 'r.fileId'])
            .as('t'),
        )
        .select((eb) => [
          't.portalId',
          't.fileId',
          't.downloads',
          eb
            .selectFrom('portal_file as f')
            .select('f.name')
            .whereRef('f.fileGroupId', '=', 't.fileId')
            .whereRef('f.portalId', '=', 't.portalId')
            .orderBy('f.version', 'desc')
            .limit(1)
            .as('name'),
        ])
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('portal_file as g')
              .select('g.id')
              .whereRef('g.fileGroupId', '=', 't.fileId')
              .whereRef('g.portalId', '=', 't.portalId'),
          ),
        )
        .orderBy('t.downloads', 'desc')
        .orderBy('t.fileId')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        portalId: row.portalId,
        fileId: row.fileId,
        downloads: Number(row.downloads),
        name: row.name ?? '',
      }));
    },

    /**
     * The latest events of the portals in the range, newest first. Each portal's newest `limit` come from its
     * (portalId, at) index, walked backwards, so the cost is portals x limit whatever the period holds, and no
     * query plan depends on table statistics (SQLite has none unless ANALYZE runs).
     */
    async recentEvents(portalIds: string[], range: InstantRange, limit: number): Promise<RecentEventRow[]> {
      if (portalIds.length === 0) return [];
      const latest: Array<{ id: string; at: string }> = [];
      // SQLite allows at most 500 parts in one compound SELECT.
      for (let start = 0; start < portalIds.length; start += 100) {
        const arms = portalIds
          .slice(start, start + 100)
          .map((portalId) =>
            db
              .selectFrom((eb) =>
                eb
                  .selectFrom('event')
                  .select(['id', 'at'])
                  .where('portalId', '=', portalId)
                  .where('at', '>=', range.fromAt)
                  .where('at', '<', range.toAt)
                  .orderBy('at', 'desc')
                  .orderBy('id', 'desc')
                  .limit(limit)
                  .as('p'),
              )
              .select(['p.id', 'p.at']),
          );
        const union = arms.slice(1).reduce((all, arm) => all.unionAll(arm), arms[0]!);
        const rows = await db
          .selectFrom(union.as('u'))
          .select(['u.id', 'u.at'])
          .orderBy('u.at', 'desc')
          .orderBy('u.id', 'desc')
          .limit(limit)
          .execute();
        latest.push(...rows.map((row) => ({ id: row.id, at: toIso(row.at)! })));
      }
      const ids = latest
        .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id))
        .slice(0, limit)
        .map((row) => row.id);
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('event as e')
        .innerJoin('portal as p', 'p.id', 'e.portalId')
        .leftJoin('visitor as v', 'v.id', 'e.visitorId')
        .select((eb) => [
          'e.id',
          'e.type',
          'e.at',
          'e.portalId',
          'e.fileId',
          'p.name as portalName',
          'v.name as visitorName',
          'v.email as visitorEmail',
          eb
            .selectFrom('portal_file as f')
            .select('f.name')
            .whereRef('f.fileGroupId', '=', 'e.fileId')
            .whereRef('f.portalId', '=', 'e.portalId')
            .orderBy('f.version', 'desc')
            .limit(1)
            .as('fileName'),
          // The event row does not keep the decision: it is the visitor's latest approval of that target
          // at the time (the approval row is written just before its event).
          eb
            .selectFrom('approval as a')
            .select('a.decision')
            .whereRef('a.portalId', '=', 'e.portalId')
            .whereRef('a.visitorId', '=', 'e.visitorId')
            .where((w) =>
              w.or([
                w('a.fileId', '=', w.ref('e.fileId')),
                w.and([w('a.fileId', 'is', null), w('e.fileId', 'is', null)]),
              ]),
            )
            .whereRef('a.createdAt', '<=', 'e.at')
            .orderBy('a.createdAt', 'desc')
            .limit(1)
            .as('decision'),
        ])
        .where('e.id', 'in', ids)
        .execute();
      return rows
        .map((row) => ({
          id: row.id,
          type: row.type,
          at: toIso(row.at)!,
          portalId: row.portalId,
          portalName: row.portalName,
          fileId: row.fileId,
          fileName: row.fileName ?? null,
          visitorName: row.visitorName ?? null,
          visitorEmail: row.visitorEmail ?? null,
          decision: row.type === 'approval' ? (row.decision ?? null) : null,
        }))
        .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
