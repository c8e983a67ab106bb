import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DbDialect } from '../../config';
import type { Database } from '../../db/types';

type CountRow = { key: string | null; count: number | string };

function toCounts(rows: CountRow[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.key ?? ''] = (counts[row.key ?? ''] ?? 0) + Number(row.count);
  return counts;
}

/** Platform figures for the admin dashboard. Day buckets are UTC days, named YYYY-MM-DD. */
export function createAdminDashboardRepository(db: Kysely<Database>, dialect: DbDialect) {
  const utcDay = (column: string): RawBuilder<string> =>
    dialect === 'postgres'
      ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
      : sql<string>`substr(${sql.ref(column)}, 1, 10)`;

  const countUsersBy = async (column: 'plan' | 'status' | 'userType') =>
    toCounts(
      await db
        .selectFrom('user')
        .select([`${column} as key`, (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy(column)
        .execute(),
    );

  return {
    async accounts(since: Date) {
      const [byPlan, byStatus, byType, fresh] = await Promise.all([
        countUsersBy('plan'),
        countUsersBy('status'),
        countUsersBy('userType'),
        db
          .selectFrom('user')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('createdAt', '>=', since.toISOString())
          .executeTakeFirstOrThrow(),
      ]);
      return { byPlan, byStatus, byType, newSince: Number(fresh.count) };
    },

    async portalsByStatus() {
      return toCounts(
        await db
          .selectFrom('portal')
          .select(['status as key', (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy('status')
          .execute(),
      );
    },

    async storage(since: Date) {
      const [files, recent, inProgress] = await Promise.all([
        db
          .selectFrom('portal_file')
          .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.sum<number>('size').as('bytes')])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('portal_file')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('uploadedAt', '>=', since.toISOString())
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('upload')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('status', '=', 'uploading')
          .executeTakeFirstOrThrow(),
      ]);
      return {
        files: Number(files.files),
        bytes: Number(files.bytes ?? 0),
        uploadsSince: Number(recent.count),
        uploadsInProgress: Number(inProgress.count),
      };
    },

    async eventsSince(since: Date) {
      const [byType, byDay] = await Promise.all([
        db
          .selectFrom('event')
          .select(['type as key', (eb) => eb.fn.countAll<number>().as('count')])
          .where('at', '>=', since.toISOString())
          .groupBy('type')
          .execute(),
        db
          .selectFrom('event')
          .select([utcDay('at').as('key'), (eb) => eb.fn.countAll<number>().as('count')])
          .where('at', '>=', since.toISOString())
          .groupBy(utcDay('at'))
          .execute(),
      ]);
      return { byType: toCounts(byType), byDay: toCounts(byDay) };
    },

    async signUpsByDay(since: Date) {
      return toCounts(
        await db
          .selectFrom('user')
          .select([utcDay('createdAt').as('key'), (eb) => eb.fn.countAll<number>().as('count')])
          .where('createdAt', '>=', since.toISOString())
          .groupBy(utcDay('createdAt'))
          .execute(),
      );
    },

    /** Community templates waiting for review; 0 on a database without the template table. */
    async pendingTemplates(): Promise<number> {
      try {
        const row = await db
          .withTables<{ template: { status: string } }>()
          .selectFrom('template')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow();
        return Number(row.count);
      } catch {
        return 0;
      }
    },

    async openTickets(): Promise<number> {
      const row = await db
        .selectFrom('support_ticket')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', 'not in', ['closed', 'resolved'])
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
export type AdminDashboardRepository = ReturnType<typeof createAdminDashboardRepository>;
