import type { Kysely } from 'kysely';
import { type PreparedQuery, prepareQuery } from '../../db/prepared-query';
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

type VisitorColumn = 'views' | 'downloads' | 'comments' | 'approvals' | 'forms';

const VISITOR_COLUMNS: Record<string, VisitorColumn | undefined> = {
  view: 'views',
  download: 'downloads',
  comment: 'comments',
  approval: 'approvals',
  form: 'forms',
};

export function rollupDay(at: string): string {
  return new Date(at).toISOString().slice(0, 10);
}

function eventDailyUpsert(
  db: Kysely<Database>,
  event: Pick<RollupEvent, 'portalId' | 'ownerId' | 'type'>,
  day: string,
) {
  return db
    .insertInto('event_daily')
    .values({ portalId: event.portalId, ownerId: event.ownerId, day, type: event.type, count: 1 })
    .onConflict((oc) =>
      oc.columns(['portalId', 'day', 'type']).doUpdateSet((eb) => ({ count: eb('event_daily.count', '+', 1) })),
    );
}

function visitorDailyUpsert(
  db: Kysely<Database>,
  column: VisitorColumn,
  event: Pick<RollupEvent, 'portalId' | 'ownerId' | 'at'> & { visitorId: string },
  day: string,
) {
  return db
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
    );
}

function fileDailyUpsert(
  db: Kysely<Database>,
  event: Pick<RollupEvent, 'portalId' | 'ownerId'> & { fileId: string },
  day: string,
) {
  return db
    .insertInto('file_daily')
    .values({ portalId: event.portalId, ownerId: event.ownerId, fileId: event.fileId, day, downloads: 1 })
    .onConflict((oc) =>
      oc
        .columns(['portalId', 'day', 'fileId'])
        .doUpdateSet((eb) => ({ downloads: eb('file_daily.downloads', '+', 1) })),
    );
}

/** Counts `event` into the rollups, on `runner` (the transaction that inserts the event). */
export type RollupWriter = (runner: Kysely<Database>, event: RollupEvent) => Promise<void>;

/**
 * Counts one event into the daily rollups analytics reads. Run it on the transaction that inserts the
 * event, so the rollups never disagree with the events. The upserts are atomic on both databases, so
 * parallel requests (or app instances) never lose a count. They are built and compiled once for `db`'s
 * dialect: every client action runs them.
 */
export function prepareRollupWriter(db: Kysely<Database>): RollupWriter {
  const eventDaily = prepareQuery(db, (arg) =>
    eventDailyUpsert(
      db,
      { portalId: arg<string>('portalId'), ownerId: arg<string>('ownerId'), type: arg<string>('type') },
      arg<string>('day'),
    ),
  );
  const visitorDaily = new Map<VisitorColumn, PreparedQuery<unknown>>();
  const visitorDailyOf = (column: VisitorColumn) => {
    let query = visitorDaily.get(column);
    if (!query) {
      query = prepareQuery(db, (arg) =>
        visitorDailyUpsert(
          db,
          column,
          {
            portalId: arg<string>('portalId'),
            ownerId: arg<string>('ownerId'),
            visitorId: arg<string>('visitorId'),
            at: arg<string>('at'),
          },
          arg<string>('day'),
        ),
      );
      visitorDaily.set(column, query);
    }
    return query;
  };
  const fileDaily = prepareQuery(db, (arg) =>
    fileDailyUpsert(
      db,
      { portalId: arg<string>('portalId'), ownerId: arg<string>('ownerId'), fileId: arg<string>('fileId') },
      arg<string>('day'),
    ),
  );
  return async (runner, event) => {
    const day = rollupDay(event.at);
    const { portalId, ownerId } = event;
    await eventDaily.on(runner).run({ portalId, ownerId, type: event.type, day });
    const column = VISITOR_COLUMNS[event.type];
    if (event.visitorId && column) {
      await visitorDailyOf(column).on(runner).run({ portalId, ownerId, visitorId: event.visitorId, at: event.at, day });
    }
    if (event.type !== 'download' || !event.fileId) return;
    await fileDaily.on(runner).run({ portalId, ownerId, fileId: event.fileId, day });
  };
}

/** Rows per multi-row statement: far below either database's limit on parameters (11 columns a row at most). */
const ROWS_PER_STATEMENT = 200;

/** `rows` in slices small enough for one multi-row statement each. */
export function inChunks<T>(rows: T[]): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) chunks.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return chunks;
}

type VisitorDailyRow = {
  portalId: string;
  ownerId: string;
  day: string;
  visitorId: string;
  lastAt: string;
} & Record<VisitorColumn, number>;

/**
 * Counts a batch of events into the daily rollups with one upsert per table and rows-per-statement, each key's
 * events summed first: what one event at a time does, for the group commit's hundreds of views (decision 0017).
 */
export async function addBatchToRollups(runner: Kysely<Database>, events: RollupEvent[]): Promise<void> {
  const eventDaily = new Map<string, { portalId: string; ownerId: string; day: string; type: string; count: number }>();
  const visitorDaily = new Map<string, VisitorDailyRow>();
  const fileDaily = new Map<
    string,
    { portalId: string; ownerId: string; fileId: string; day: string; downloads: number }
  >();
  for (const event of events) {
    const day = rollupDay(event.at);
    const { portalId, ownerId } = event;
    const eventKey = `${portalId}\n${day}\n${event.type}`;
    const counted = eventDaily.get(eventKey);
    if (counted) counted.count += 1;
    else eventDaily.set(eventKey, { portalId, ownerId, day, type: event.type, count: 1 });
    const column = VISITOR_COLUMNS[event.type];
    if (event.visitorId && column) {
      const visitorKey = `${portalId}\n${day}\n${event.visitorId}`;
      let row = visitorDaily.get(visitorKey);
      if (!row) {
        row = {
          portalId,
          ownerId,
          day,
          visitorId: event.visitorId,
          views: 0,
          downloads: 0,
          comments: 0,
          approvals: 0,
          forms: 0,
          lastAt: event.at,
        };
        visitorDaily.set(visitorKey, row);
      }
      row[column] += 1;
      if (event.at > row.lastAt) row.lastAt = event.at;
    }
    if (event.type === 'download' && event.fileId) {
      const fileKey = `${portalId}\n${day}\n${event.fileId}`;
      const file = fileDaily.get(fileKey);
      if (file) file.downloads += 1;
      else fileDaily.set(fileKey, { portalId, ownerId, fileId: event.fileId, day, downloads: 1 });
    }
  }
  for (const rows of inChunks([...eventDaily.values()])) {
    await runner
      .insertInto('event_daily')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['portalId', 'day', 'type'])
          .doUpdateSet((eb) => ({ count: eb('event_daily.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
  }
  for (const rows of inChunks([...visitorDaily.values()])) {
    await runner
      .insertInto('visitor_daily')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['portalId', 'day', 'visitorId']).doUpdateSet((eb) => ({
          views: eb('visitor_daily.views', '+', eb.ref('excluded.views')),
          downloads: eb('visitor_daily.downloads', '+', eb.ref('excluded.downloads')),
          comments: eb('visitor_daily.comments', '+', eb.ref('excluded.comments')),
          approvals: eb('visitor_daily.approvals', '+', eb.ref('excluded.approvals')),
          forms: eb('visitor_daily.forms', '+', eb.ref('excluded.forms')),
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
  for (const rows of inChunks([...fileDaily.values()])) {
    await runner
      .insertInto('file_daily')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['portalId', 'day', 'fileId'])
          .doUpdateSet((eb) => ({ downloads: eb('file_daily.downloads', '+', eb.ref('excluded.downloads')) })),
      )
      .execute();
  }
}
