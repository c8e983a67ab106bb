import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared-query';
import type { Database } from '../../db/types';
import { toIso } from '../../db/values';
import type { ClientActivityType } from '../../lib/events';
import { prepareRollupWriter } from '../analytics/rollups.repository';
import { insertVisitorQuery, type VisitorRecord } from './visitors.repository';

export interface EventRecord {
  id: string;
  portalId: string;
  ownerId: string;
  type: ClientActivityType;
  fileId: string | null;
  visitorId: string | null;
  at: string;
}

/** The client activity log analytics reads (and notifications are told about). */
export function createEventsRepository(db: Kysely<Database>) {
  const insertEvent = prepareQuery(db, (arg) =>
    db.insertInto('event').values({
      id: arg<string>('id'),
      portalId: arg<string>('portalId'),
      ownerId: arg<string>('ownerId'),
      type: arg<string>('type'),
      fileId: arg<string | null>('fileId'),
      visitorId: arg<string | null>('visitorId'),
      at: arg<string>('at'),
    }),
  );
  const insertVisitor = insertVisitorQuery(db);
  const addToRollups = prepareRollupWriter(db);
  const viewedSince = prepareQuery(db, (arg) =>
    db
      .selectFrom('event')
      .select('id')
      .where('visitorId', '=', arg<string>('visitorId'))
      .where('type', '=', arg<string>('type'))
      .where('portalId', '=', arg<string>('portalId'))
      .where('at', '>', arg<string>('since'))
      .limit(1),
  );
  return {
    /**
     * The event and its daily rollups, together; with `newVisitor`, that visitor's row first, in the same
     * transaction (a first view writes once instead of twice).
     */
    async insert(record: EventRecord, newVisitor?: VisitorRecord): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (newVisitor && (await insertVisitor.on(trx).run({ ...newVisitor })) !== 1n) {
          throw new Error('visitor: the new visitor was already written');
        }
        await insertEvent.on(trx).run({ ...record });
        await addToRollups(trx, record);
      });
    },
    async hasSince(portalId: string, visitorId: string, type: ClientActivityType, since: Date): Promise<boolean> {
      const row = await viewedSince.executeTakeFirst({ visitorId, type, portalId, since: since.toISOString() });
      return row !== undefined;
    },
    async listByPortal(portalId: string, limit = 1000): Promise<EventRecord[]> {
      const rows = await db
        .selectFrom('event')
        .selectAll()
        .where('portalId', '=', portalId)
        .orderBy('at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, type: row.type as ClientActivityType, at: toIso(row.at)! }));
    },
    async countByPortal(portalIds: string[], type: ClientActivityType): Promise<Map<string, number>> {
      if (portalIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('event')
        .select((eb) => ['portalId', eb.fn.countAll<number>().as('count')])
        .where('portalId', 'in', portalIds)
        .where('type', '=', type)
        .groupBy('portalId')
        .execute();
      return new Map(rows.map((row) => [row.portalId, Number(row.count)]));
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
