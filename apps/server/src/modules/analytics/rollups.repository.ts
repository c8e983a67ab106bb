import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export interface RollupEvent {
  portalId: string;
  ownerId: string;
  type: string;
  fileId: string | null;
  visitorId: string | null;
  /** ISO timestamp in UTC; its first ten characters are the rollup day. */
  at: string;
}

const VISITOR_COLUMNS: Record<string, 'views' | 'downloads' | 'comments' | 'approvals' | 'forms' | undefined> = {
  view: 'views',
  download: 'downloads',
  comment: 'comments',
  approval: 'approvals',
  form: 'forms',
};

export function rollupDay(at: string): string {
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * Counts one event into the daily rollups analytics reads. Call it in the transaction that inserts the
 * event, so the rollups never disagree with the events. The upserts are atomic on both databases, so
 * parallel requests (or app instances) never lose a count.
 */
export async function addEventToRollups(db: Kysely<Database>, event: RollupEvent): Promise<void> {
  const day = rollupDay(event.at);
  await db
    .insertInto('event_daily')
    .values({ portalId: event.portalId, ownerId: event.ownerId, day, type: event.type, count: 1 })
    .onConflict((oc) =>
      oc.columns(['portalId', 'day', 'type']).doUpdateSet((eb) => ({ count: eb('event_daily.count', '+', 1) })),
    )
    .execute();
  const column = VISITOR_COLUMNS[event.type];
  if (event.visitorId && column) {
    await db
      .insertInto('visitor_daily')
      .values({
        portalId: event.portalId,
        ownerId: event.ownerId,
        day,
        visitorId: event.visitorId,
        views: 0,
        downloads: 0,
        comments: 0,
        approvals: 0,
        forms: 0,
        [column]: 1,
        lastAt: event.at,
      })
      .onConflict((oc) =>
        oc.columns(['portalId', 'day', 'visitorId']).doUpdateSet((eb) => ({
          [column]: eb(`visitor_daily.${column}`, '+', 1),
          lastAt: eb
            .case()
            .when(eb.ref('excluded.lastAt'), '>', eb.ref('visitor_daily.lastAt'))
            .then(eb.ref('excluded.lastAt'))
            .else(eb.ref('visitor_daily.lastAt'))
            .end(),
        })),
      )
      .execute();
  }
  if (event.type !== 'download' || !event.fileId) return;
  await db
    .insertInto('file_daily')
    .values({ portalId: event.portalId, ownerId: event.ownerId, fileId: event.fileId, day, downloads: 1 })
    .onConflict((oc) =>
      oc
        .columns(['portalId', 'day', 'fileId'])
        .doUpdateSet((eb) => ({ downloads: eb('file_daily.downloads', '+', 1) })),
    )
    .execute();
}
