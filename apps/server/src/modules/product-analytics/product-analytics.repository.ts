import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import type { Database } from '../../db/types';
import { parseJson, toIso, toJson } from '../../db/values';

export type ProductEventSource = 'server' | 'client';

export interface ProductEventInsert {
  name: string;
  source: ProductEventSource;
  props: Record<string, string | number | boolean> | null;
  userId: string | null;
  at: Date;
}

export interface DayRange {
  fromDay: string;
  toDay: string;
}

export interface DayCount {
  day: string;
  name: string;
  count: number;
}

/** Product events: one insert per event, and the admin's reads by day range (the (day, name) index). */
export function createProductEventsRepository(db: Kysely<Database>, dialect: DbDialect) {
  const inRange = (range: DayRange) =>
    db.selectFrom('product_event').where('day', '>=', range.fromDay).where('day', '<=', range.toDay);
  // A browser's copy of a server-side event is kept apart: only the server's count.
  const counted = (serverNames: readonly string[]) =>
    sql<boolean>`(${sql.ref('source')} = 'server' or ${sql.ref('name')} not in (${sql.join(serverNames)}))`;
  // A literal, not a parameter: PostgreSQL matches the grouped expression to the selected one by its text.
  // Keys come from this code, never from a request.
  const propOf = (key: string) =>
    dialect === 'postgres'
      ? sql<string | null>`${sql.ref('props')} ->> ${sql.lit(key)}`
      : sql<string | null>`json_extract(${sql.ref('props')}, ${sql.lit(`$.${key}`)})`;

  return {
    async record(event: ProductEventInsert): Promise<void> {
      await db
        .insertInto('product_event')
        .values({
          id: randomUUID(),
          name: event.name,
          source: event.source,
          props: event.props ? toJson(event.props) : null,
          userId: event.userId,
          day: event.at.toISOString().slice(0, 10),
          at: event.at.toISOString(),
        })
        .execute();
    },

    async countsByDay(range: DayRange, serverNames: readonly string[]): Promise<DayCount[]> {
      const rows = await inRange(range)
        .where(counted(serverNames))
        .select((eb) => ['day', 'name', eb.fn.countAll<number | string>().as('count')])
        .groupBy(['day', 'name'])
        .execute();
      return rows.map((row) => ({ day: row.day, name: row.name, count: Number(row.count) }));
    },

    async firstDay(): Promise<string | null> {
      const row = await db
        .selectFrom('product_event')
        .select((eb) => eb.fn.min('day').as('first'))
        .executeTakeFirst();
      return (row?.first as string | null | undefined) ?? null;
    },

    /**
     * The funnel of the accounts that signed up in the range: how many of them went on to create a portal, then
     * had a client view one of the portals they made (from the daily rollups, which retention keeps), then
     * bought something. Each step counts only accounts of the step before.
     */
    async signUpCohort(range: DayRange): Promise<{
      signedUp: number;
      createdPortal: number;
      clientViewed: number;
      purchased: number;
    }> {
      const did = (name: string) =>
        sql<boolean>`exists (select 1 from ${sql.table('product_event')} as ${sql.ref('other')}
          where ${sql.ref('other.userId')} = ${sql.ref('signup.userId')} and ${sql.ref('other.name')} = ${name}
          and ${sql.ref('other.source')} = 'server')`;
      const viewed = sql<boolean>`exists (select 1 from ${sql.table('portal')}
        join ${sql.table('event_daily')} on ${sql.ref('event_daily.portalId')} = ${sql.ref('portal.id')}
        where ${sql.ref('portal.createdBy')} = ${sql.ref('signup.userId')} and ${sql.ref('event_daily.type')} = 'view')`;
      const ifThen = (condition: ReturnType<typeof sql<boolean>>) =>
        sql<number>`sum(case when ${condition} then 1 else 0 end)`;
      const created = did('portal_created');
      const row = await db
        .selectFrom('product_event as signup')
        .where('signup.name', '=', 'sign_up')
        .where('signup.source', '=', 'server')
        .where('signup.userId', 'is not', null)
        .where('signup.day', '>=', range.fromDay)
        .where('signup.day', '<=', range.toDay)
        .select((eb) => [
          eb.fn.countAll<number | string>().as('signedUp'),
          ifThen(created).as('createdPortal'),
          ifThen(sql`${created} and ${viewed}`).as('clientViewed'),
          ifThen(sql`${created} and ${viewed} and ${did('purchase')}`).as('purchased'),
        ])
        .executeTakeFirstOrThrow();
      return {
        signedUp: Number(row.signedUp),
        createdPortal: Number(row.createdPortal ?? 0),
        clientViewed: Number(row.clientViewed ?? 0),
        purchased: Number(row.purchased ?? 0),
      };
    },

    async topValues(range: DayRange, name: string, key: string, limit: number) {
      const value = propOf(key);
      const rows = await inRange(range)
        .where('name', '=', name)
        .where(value, 'is not', null)
        .select((eb) => [value.as('value'), eb.fn.countAll<number | string>().as('count')])
        .groupBy(value)
        .orderBy('count', 'desc')
        .orderBy('value')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ value: String(row.value), count: Number(row.count) }));
    },

    async latest(name: string, fromDay: string, limit: number) {
      const rows = await db
        .selectFrom('product_event')
        .select(['props', 'at'])
        .where('name', '=', name)
        .where('day', '>=', fromDay)
        .orderBy('at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        props: parseJson<Record<string, unknown>>(row.props, {}),
        at: toIso(row.at) ?? '',
      }));
    },

    /** Deletes up to `limit` events older than the cutoff (the raw-event retention applies to these too). */
    async deleteOlderThan(cutoff: Date, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('product_event')
        .where('id', 'in', (eb) =>
          eb.selectFrom('product_event').select('id').where('at', '<', cutoff.toISOString()).limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type ProductEventsRepository = ReturnType<typeof createProductEventsRepository>;
