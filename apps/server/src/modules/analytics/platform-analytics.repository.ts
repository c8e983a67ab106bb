import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { toIso } from '../../db/values';
import type { DayRange, InstantRange, TypeCount } from './analytics.repository';

export interface RankedOwner {
  id: string;
  name: string;
  email: string;
  plan: string;
  portals: number;
  views: number;
  downloads: number;
}

export interface RankedPortal {
  id: string;
  name: string;
  status: string;
  expiresAt: string | null;
  ownerId: string;
  ownerName: string;
  views: number;
  downloads: number;
}

/**
 * Platform Analytics reads: the daily rollups across every portal (no portal filter, one range scan of each
 * rollup), and account and portal creation dates.
 */
export function createPlatformAnalyticsRepository(db: Kysely<Database>) {
  const daily = (range: DayRange) =>
    db.selectFrom('event_daily').where('day', '>=', range.fromDay).where('day', '<=', range.toDay);

  /** Views and downloads per group in the range, most viewed first. */
  const ranked = (range: DayRange, column: 'ownerId' | 'portalId', limit: number) =>
    daily(range)
      .select((eb) => [
        column,
        eb.fn.sum<number>(eb.case().when('type', '=', 'view').then(eb.ref('count')).else(0).end()).as('views'),
        eb.fn.sum<number>(eb.case().when('type', '=', 'download').then(eb.ref('count')).else(0).end()).as('downloads'),
      ])
      .where('type', 'in', ['view', 'download'])
      .groupBy(column)
      .orderBy('views', 'desc')
      .orderBy('downloads', 'desc')
      .orderBy(column)
      .limit(limit);

  return {
    async countsByDay(range: DayRange): Promise<Array<TypeCount & { day: string }>> {
      const rows = await daily(range)
        .select((eb) => ['day', 'type', eb.fn.sum<number>('count').as('count')])
        .groupBy(['day', 'type'])
        .execute();
      return rows.map((row) => ({ day: row.day, type: row.type, count: Number(row.count) }));
    },
    async countsByType(range: DayRange): Promise<TypeCount[]> {
      const rows = await daily(range)
        .select((eb) => ['type', eb.fn.sum<number>('count').as('count')])
        .groupBy('type')
        .execute();
      return rows.map((row) => ({ type: row.type, count: Number(row.count) }));
    },
    /** The first day anything happened: activity, a creator's sign-up or a portal. */
    async firstDay(): Promise<string | null> {
      const [events, users, portals] = await Promise.all([
        db
          .selectFrom('event_daily')
          .select((eb) => eb.fn.min('day').as('first'))
          .executeTakeFirst(),
        db
          .selectFrom('user')
          .select((eb) => eb.fn.min('createdAt').as('first'))
          .executeTakeFirst(),
        db
          .selectFrom('portal')
          .select((eb) => eb.fn.min('createdAt').as('first'))
          .executeTakeFirst(),
      ]);
      const days = [
        (events?.first as string | null | undefined) ?? null,
        toIso(users?.first)?.slice(0, 10) ?? null,
        toIso(portals?.first)?.slice(0, 10) ?? null,
      ].filter((day): day is string => day !== null);
      return days.length > 0 ? days.sort()[0] : null;
    },
    /** When each creator account in the range was made (team members and admins are not creators). */
    async creatorsCreated(range: InstantRange): Promise<string[]> {
      const rows = await db
        .selectFrom('user')
        .select('createdAt')
        .where('userType', '=', 'creator')
        .where('createdAt', '>=', range.fromAt)
        .where('createdAt', '<', range.toAt)
        .execute();
      return rows.map((row) => toIso(row.createdAt)!);
    },
    async portalsCreated(range: InstantRange): Promise<string[]> {
      const rows = await db
        .selectFrom('portal')
        .select('createdAt')
        .where('createdAt', '>=', range.fromAt)
        .where('createdAt', '<', range.toAt)
        .execute();
      return rows.map((row) => toIso(row.createdAt)!);
    },
    async totals(now: Date): Promise<{ creators: number; portals: number; activePortals: number }> {
      const [creators, portals] = await Promise.all([
        db
          .selectFrom('user')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('userType', '=', 'creator')
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('portal')
          .select((eb) => [
            eb.fn.countAll<number | string>().as('count'),
            eb.fn
              .sum<number | string>(
                eb
                  .case()
                  .when(
                    eb.and([
                      eb('status', '=', 'active'),
                      eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now.toISOString())]),
                    ]),
                  )
                  .then(1)
                  .else(0)
                  .end(),
              )
              .as('active'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      return {
        creators: Number(creators.count),
        portals: Number(portals.count),
        activePortals: Number(portals.active ?? 0),
      };
    },
    async topOwners(range: DayRange, limit: number): Promise<RankedOwner[]> {
      const rows = await db
        .selectFrom(ranked(range, 'ownerId', limit).as('r'))
        .innerJoin('user as u', 'u.id', 'r.ownerId')
        .select((eb) => [
          'u.id',
          'u.name',
          'u.email',
          'u.plan',
          'r.views',
          'r.downloads',
          eb
            .selectFrom('portal as p')
            .select((p) => p.fn.countAll<number>().as('n'))
            .whereRef('p.ownerId', '=', 'u.id')
            .as('portals'),
        ])
        .orderBy('r.views', 'desc')
        .orderBy('r.downloads', 'desc')
        .orderBy('u.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        plan: row.plan,
        portals: Number(row.portals ?? 0),
        views: Number(row.views),
        downloads: Number(row.downloads),
      }));
    },
    async topPortals(range: DayRange, limit: number): Promise<RankedPortal[]> {
      const rows = await db
        .selectFrom(ranked(range, 'portalId', limit).as('r'))
        .innerJoin('portal as p', 'p.id', 'r.portalId')
        .innerJoin('user as u', 'u.id', 'p.ownerId')
        .select([
          'p.id',
          'p.name',
          'p.status',
          'p.expiresAt',
          'p.ownerId',
          'u.name as ownerName',
          'r.views',
          'r.downloads',
        ])
        .orderBy('r.views', 'desc')
        .orderBy('r.downloads', 'desc')
        .orderBy('p.id')
        .execute();
      return rows.map((row) => ({
        ...row,
        expiresAt: toIso(row.expiresAt),
        views: Number(row.views),
        downloads: Number(row.downloads),
      }));
    },
  };
}
export type PlatformAnalyticsRepository = ReturnType<typeof createPlatformAnalyticsRepository>;
