import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { toIso } from '../../db/values';
import type { ClientActivityType } from '../../lib/events';
import { addEventToRollups } from '../analytics/rollups.repository';

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
  return {
    /** The event and its daily rollups, together. */
    async insert(record: EventRecord): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('event').values(record).execute();
        await addEventToRollups(trx, record);
      });
    },
    async hasSince(portalId: string, visitorId: string, type: ClientActivityType, since: Date): Promise<boolean> {
      const row = await db
        .selectFrom('event')
        .select('id')
        .where('visitorId', '=', visitorId)
        .where('type', '=', type)
        .where('portalId', '=', portalId)
        .where('at', '>', since.toISOString())
        .limit(1)
        .executeTakeFirst();
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
