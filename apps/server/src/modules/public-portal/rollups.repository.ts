import type { Kysely } from 'kysely';
import { prepareRows } from '../../db/prepared-rows';
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

interface EventDailyRow {
  portalId: string;
  ownerId: string;
  day: string;
  type: string;
  count: number;
}

type VisitorDailyRow = {
  portalId: string;
  ownerId: string;
  day: string;
  visitorId: string;
  lastAt: string;
} & Record<VisitorColumn, number>;

interface FileDailyRow {
  portalId: string;
  ownerId: string;
  fileId: string;
  day: string;
  downloads: number;
}

// Each upsert adds a batch's sums to the rows already there: atomic on both databases, so parallel requests (or
// app instances) never lose a count.
const upsertEventDaily = prepareRows<EventDailyRow>(['portalId', 'ownerId', 'day', 'type', 'count'], (runner, rows) =>
  runner
    .insertInto('event_daily')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['portalId', 'day', 'type'])
        .doUpdateSet((eb) => ({ count: eb('event_daily.count', '+', eb.ref('excluded.count')) })),
    ),
);

const upsertVisitorDaily = prepareRows<VisitorDailyRow>(
  ['portalId', 'ownerId', 'day', 'visitorId', 'views', 'downloads', 'comments', 'approvals', 'forms', 'lastAt'],
  (runner, rows) =>
    runner
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
      ),
);

const upsertFileDaily = prepareRows<FileDailyRow>(
  ['portalId', 'ownerId', 'fileId', 'day', 'downloads'],
  (runner, rows) =>
    runner
      .insertInto('file_daily')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['portalId', 'day', 'fileId'])
          .doUpdateSet((eb) => ({ downloads: eb('file_daily.downloads', '+', eb.ref('excluded.downloads')) })),
      ),
);

/**
 * Counts events into the daily rollups analytics reads: each key's events summed first, then one multi-row
 * upsert per table that adds the sums (a group commit's hundreds of views cost a few statements, decision 0017).
 * Run it on the transaction that inserts the events, so the rollups never disagree with them.
 */
export async function addBatchToRollups(runner: Kysely<Database>, events: RollupEvent[]): Promise<void> {
  const eventDaily = new Map<string, EventDailyRow>();
  const visitorDaily = new Map<string, VisitorDailyRow>();
  const fileDaily = new Map<string, FileDailyRow>();
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
  await upsertEventDaily.execute(runner, [...eventDaily.values()]);
  await upsertVisitorDaily.execute(runner, [...visitorDaily.values()]);
  await upsertFileDaily.execute(runner, [...fileDaily.values()]);
}
