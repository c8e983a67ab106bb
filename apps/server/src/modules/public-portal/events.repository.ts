import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared-query';
import type { RowRecord } from '../../db/row-record';
import type { Database, Event } from '../../db/types';
import { toIso } from '../../db/values';
import type { ClientActivityType } from './client-activity-event';
import { eventQueueOf, eventRow, insertEventRows, insertVisitorRows, visitorRow } from './event-queue.repository';
import { addBatchToRollups } from './rollups.repository';
import type { VisitorRecord } from './visitors.repository';

/** `fileVersion`: the version a download served; left out (null) for other events. */
export type EventRecord = RowRecord<Event, { type: ClientActivityType; fileVersion?: number | null }>;

/** The client activity log analytics reads (and notifications are told about). */
export function createEventsRepository(db: Kysely<Database>) {
  const queue = eventQueueOf(db);
  const latestSince = prepareQuery(db, (arg) =>
    db
      .selectFrom('event')
      .select((eb) => eb.fn.max('at').as('at'))
      .where('visitorId', '=', arg<string>('visitorId'))
      .where('type', '=', arg<string>('type'))
      .where('portalId', '=', arg<string>('portalId'))
      .where('at', '>', arg<string>('since')),
  );
  return {
    /**
     * The event and its daily rollups, together; with `newVisitor`, that visitor's row first, in the same
     * transaction (a first view writes once instead of twice).
     */
    async insert(record: EventRecord, newVisitor?: VisitorRecord): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (newVisitor && (await insertVisitorRows.run(trx, [visitorRow(newVisitor)])) !== 1n) {
          throw new Error('visitor: the new visitor was already written');
        }
        await insertEventRows.execute(trx, [eventRow(record)]);
        await addBatchToRollups(trx, [record]);
      });
    },
    /**
     * Like `insert`, written a moment later with the events of concurrent requests (group commit, decision
     * 0017): for views and downloads, whose loss in a crash costs a count, never something a client said.
     */
    enqueue(record: EventRecord, newVisitor?: VisitorRecord): void {
      queue.add(record, newVisitor);
    },
    /** Writes the queued events now; answers once they are committed. */
    flushQueued(): Promise<void> {
      return queue.flush();
    },
    onQueueWriteError: queue.onWriteError,
    /**
     * A bot's or link previewer's view: counted apart in the daily rollups (type `bot_view`, which analytics
     * does not show as views), with no event row and no visitor.
     */
    async countBotView(portal: { id: string; ownerId: string }, at: string): Promise<void> {
      await addBatchToRollups(db, [
        { portalId: portal.id, ownerId: portal.ownerId, type: 'bot_view', fileId: null, visitorId: null, at },
      ]);
    },
    /** When this visitor last did `type` in the portal, if that was after `since`. */
    async latestSince(
      portalId: string,
      visitorId: string,
      type: ClientActivityType,
      since: Date,
    ): Promise<Date | undefined> {
      await queue.flushIfQueued({ portalId, visitorId, type });
      const row = await latestSince.executeTakeFirst({ visitorId, type, portalId, since: since.toISOString() });
      const at = toIso(row?.at as string | Date | null | undefined);
      return at ? new Date(at) : undefined;
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

    /** The latest event of a type per portal, for many portals in one query. */
    async latestByPortal(portalIds: string[], type: ClientActivityType): Promise<Map<string, string>> {
      if (portalIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('event')
        .select((eb) => ['portalId', eb.fn.max('at').as('at')])
        .where('portalId', 'in', portalIds)
        .where('type', '=', type)
        .groupBy('portalId')
        .execute();
      return new Map(rows.flatMap((row) => (row.at ? [[row.portalId, toIso(row.at)!] as const] : [])));
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
