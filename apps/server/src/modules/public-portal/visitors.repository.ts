import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared-query';
import type { RowRecord } from '../../db/row-record';
import type { Database, Visitor } from '../../db/types';
import { toBool, toIso } from '../../db/values';
import { eventQueueOf, insertVisitorRows, visitorRow } from './event-queue.repository';

export type VisitorRecord = RowRecord<Visitor>;

export interface VisitorWithCounts extends VisitorRecord {
  views: number;
  downloads: number;
}

type Row = Awaited<ReturnType<ReturnType<typeof selectVisitors>['executeTakeFirstOrThrow']>>;

function selectVisitors(db: Kysely<Database>) {
  return db.selectFrom('visitor').selectAll();
}

function toRecord(row: Row): VisitorRecord {
  return {
    ...row,
    emailVerified: toBool(row.emailVerified),
    firstSeenAt: toIso(row.firstSeenAt)!,
    lastSeenAt: toIso(row.lastSeenAt)!,
  };
}

export function createVisitorsRepository(db: Kysely<Database>) {
  // Every portal view runs these; built and compiled once.
  const byCookie = prepareQuery(db, (arg) =>
    selectVisitors(db).where('portalId', '=', arg<string>('portalId')).where('cookieId', '=', arg<string>('cookieId')),
  );
  // A visitor's first view may still be queued with its row: reading it writes the queue first.
  const queue = eventQueueOf(db);
  return {
    async findById(id: string): Promise<VisitorRecord | undefined> {
      await queue.flushIfQueued({ visitorId: id });
      const row = await selectVisitors(db).where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async findByCookie(portalId: string, cookieId: string): Promise<VisitorRecord | undefined> {
      await queue.flushIfQueued({ portalId, cookieId });
      const row = await byCookie.executeTakeFirst({ portalId, cookieId });
      return row ? toRecord(row) : undefined;
    },
    /** Creates the visitor unless a parallel request just did; answers the row either way. */
    async insertOrGet(record: VisitorRecord): Promise<VisitorRecord> {
      await queue.flushIfQueued(record);
      if ((await insertVisitorRows.run(db, [visitorRow(record)])) === 1n) return record;
      const row = await byCookie.executeTakeFirst({ portalId: record.portalId, cookieId: record.cookieId });
      if (!row) throw new Error('visitor: neither inserted nor found');
      return toRecord(row);
    },
    /** Its "last seen" time, written with the next batch of queued events (at most 100 ms later). */
    touch(id: string, at: string): void {
      queue.touch(id, at);
    },
    async updateIdentity(
      id: string,
      patch: Partial<Pick<VisitorRecord, 'name' | 'email' | 'emailVerified' | 'lastSeenAt'>>,
    ): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await db.updateTable('visitor').set(patch).where('id', '=', id).execute();
    },
    /** Most recently seen first, with how often each one viewed the portal and downloaded from it. */
    async listWithCounts(portalId: string): Promise<VisitorWithCounts[]> {
      const rows = await db
        .selectFrom('visitor as v')
        .selectAll('v')
        .select((eb) => {
          const count = (type: string) =>
            eb
              .selectFrom('event as e')
              .select((e) => e.fn.countAll<number>().as('count'))
              .whereRef('e.visitorId', '=', 'v.id')
              .where('e.type', '=', type);
          return [count('view').as('views'), count('download').as('downloads')];
        })
        .where('v.portalId', '=', portalId)
        .orderBy('v.lastSeenAt', 'desc')
        .limit(1000)
        .execute();
      return rows.map((row) => ({
        ...toRecord(row),
        views: Number(row.views ?? 0),
        downloads: Number(row.downloads ?? 0),
      }));
    },
  };
}
export type VisitorsRepository = ReturnType<typeof createVisitorsRepository>;
