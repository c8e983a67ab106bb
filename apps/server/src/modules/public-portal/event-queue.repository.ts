import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared-query';
import { prepareRows } from '../../db/prepared-rows';
import type { Database } from '../../db/types';
import { addBatchToRollups, type RollupEvent } from './rollups.repository';
import type { VisitorRecord } from './visitors.repository';

/** How long a queued view or download may wait before it is written (decision 0017). */
export const EVENT_FLUSH_MS = 100;
/** A queue this long is written at once, without waiting for the timer. */
const EVENT_BATCH_SIZE = 500;

export interface QueuedEvent extends RollupEvent {
  id: string;
  /** Downloads: the version of the file served. */
  fileVersion?: number | null;
}

type VisitorRow = Pick<
  VisitorRecord,
  'id' | 'portalId' | 'cookieId' | 'name' | 'email' | 'emailVerified' | 'firstSeenAt' | 'lastSeenAt'
>;

/** A new visitor's row as written. */
export const visitorRow = (visitor: VisitorRecord): VisitorRow => ({
  id: visitor.id,
  portalId: visitor.portalId,
  cookieId: visitor.cookieId,
  name: visitor.name,
  email: visitor.email,
  emailVerified: visitor.emailVerified,
  firstSeenAt: visitor.firstSeenAt,
  lastSeenAt: visitor.lastSeenAt,
});

/**
 * New visitors' rows: a batch's, a first view's, insertOrGet's. A cookie taken first (elsewhere or earlier in
 * the batch) keeps its row; `run` answers how many were written.
 */
export const insertVisitorRows = prepareRows<VisitorRow>(
  ['id', 'portalId', 'cookieId', 'name', 'email', 'emailVerified', 'firstSeenAt', 'lastSeenAt'],
  (runner, rows) =>
    runner
      .insertInto('visitor')
      .values(rows)
      .onConflict((oc) => oc.columns(['portalId', 'cookieId']).doNothing()),
);

type EventRow = Omit<QueuedEvent, 'fileVersion'> & { fileVersion: number | null };

/** An event's row as written; `visitorId` replaces the event's own (a visitor whose cookie was taken first). */
export const eventRow = (event: QueuedEvent, visitorId = event.visitorId): EventRow => ({
  id: event.id,
  portalId: event.portalId,
  ownerId: event.ownerId,
  type: event.type,
  fileId: event.fileId,
  fileVersion: event.fileVersion ?? null,
  visitorId,
  at: event.at,
});

/** Event rows: the queue's batches and the events written at once (comments, approvals, ...). */
export const insertEventRows = prepareRows<EventRow>(
  ['id', 'portalId', 'ownerId', 'type', 'fileId', 'fileVersion', 'visitorId', 'at'],
  (runner, rows) => runner.insertInto('event').values(rows),
);

interface Entry {
  event: QueuedEvent;
  newVisitor?: VisitorRecord;
}

const visitorCookieKey = (portalId: string, cookieId: string) => `c\n${portalId}\n${cookieId}`;
const visitorIdKey = (visitorId: string) => `v\n${visitorId}`;
const eventKey = (portalId: string, visitorId: string, type: string) => `e\n${portalId}\n${visitorId}\n${type}`;

/**
 * Group commit for portal views and downloads: events from concurrent requests (with their rollups, the new
 * visitor rows that come with a first view, and visitors' "last seen" times) are written together in one
 * transaction, at most EVENT_FLUSH_MS after they were queued. Anyone about to read a visitor or an event still
 * in the queue calls `flushIfQueued` first, so a read never misses a row this instance has acknowledged.
 */
export function createEventQueue(db: Kysely<Database>) {
  const visitorIdByCookie = prepareQuery(db, (arg) =>
    db
      .selectFrom('visitor')
      .select('id')
      .where('portalId', '=', arg<string>('portalId'))
      .where('cookieId', '=', arg<string>('cookieId')),
  );
  const touchVisitor = prepareQuery(db, (arg) =>
    db
      .updateTable('visitor')
      .set({ lastSeenAt: arg<string>('at') })
      .where('id', '=', arg<string>('id'))
      .where('lastSeenAt', '<', arg<string>('at')),
  );

  let entries: Entry[] = [];
  let touches = new Map<string, string>();
  // What is queued and not yet committed, by key, with the generation (flush) that will write it.
  const queued = new Map<string, number>();
  let generation = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  let onError: (error: unknown, lost: number) => void = () => {};

  /** Inserts the batch's new visitors; answers the row id of each whose cookie was taken first (elsewhere or in the batch). */
  async function insertVisitors(runner: Kysely<Database>, visitors: VisitorRecord[]): Promise<Map<string, string>> {
    const moved = new Map<string, string>();
    const written = await insertVisitorRows.run(runner, visitors.map(visitorRow));
    if (written === BigInt(visitors.length)) return moved;
    for (const visitor of visitors) {
      const row = await visitorIdByCookie.on(runner).executeTakeFirst(visitor);
      if (!row) throw new Error('visitor: neither inserted nor found');
      if (row.id !== visitor.id) moved.set(visitor.id, row.id);
    }
    return moved;
  }

  async function write(runner: Kysely<Database>, batch: Entry[], seen: Map<string, string>) {
    // A visitor whose cookie another instance wrote first keeps that row; its events follow it.
    const moved = await insertVisitors(
      runner,
      batch.flatMap(({ newVisitor }) => (newVisitor ? [newVisitor] : [])),
    );
    const events = batch.map(({ event }) =>
      eventRow(event, event.visitorId ? (moved.get(event.visitorId) ?? event.visitorId) : null),
    );
    await insertEventRows.execute(runner, events);
    await addBatchToRollups(runner, events);
    for (const [id, at] of seen) await touchVisitor.on(runner).run({ id, at });
  }

  async function writeBatch(batch: Entry[], seen: Map<string, string>) {
    try {
      await db.transaction().execute((trx) => write(trx, batch, seen));
    } catch {
      // One bad entry (its portal deleted a moment ago) must not take the others with it: one at a time.
      let lost = 0;
      let lastError: unknown;
      for (const entry of batch) {
        try {
          await db.transaction().execute((trx) => write(trx, [entry], new Map()));
        } catch (error) {
          lost += 1;
          lastError = error;
        }
      }
      await write(db, [], seen).catch(() => {});
      if (lost > 0) onError(lastError, lost);
    }
  }

  function flush(): Promise<void> {
    if (writing) return writing.then(flush);
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (entries.length === 0 && touches.size === 0) return Promise.resolve();
    const batch = entries;
    const seen = touches;
    const written = generation;
    entries = [];
    touches = new Map();
    generation += 1;
    writing = writeBatch(batch, seen).finally(() => {
      writing = undefined;
      for (const [key, at] of queued) if (at === written) queued.delete(key);
    });
    return writing;
  }

  const flushLater = () => {
    if (entries.length >= EVENT_BATCH_SIZE) void flush();
    else if (!timer) {
      timer = setTimeout(() => void flush(), EVENT_FLUSH_MS);
      timer.unref();
    }
  };

  return {
    /** Queues the event (and `newVisitor`, the row of a visitor seen for the first time) to be written soon. */
    add(event: QueuedEvent, newVisitor?: VisitorRecord): void {
      entries.push({ event, ...(newVisitor ? { newVisitor } : {}) });
      if (newVisitor) {
        queued.set(visitorCookieKey(newVisitor.portalId, newVisitor.cookieId), generation);
        queued.set(visitorIdKey(newVisitor.id), generation);
      }
      if (event.visitorId) queued.set(eventKey(event.portalId, event.visitorId, event.type), generation);
      flushLater();
    },
    /** Queues a visitor's "last seen" time. */
    touch(visitorId: string, at: string): void {
      const before = touches.get(visitorId);
      if (!before || before < at) touches.set(visitorId, at);
      flushLater();
    },
    /** Writes everything queued so far (and waits for a write under way). */
    flush,
    /** Writes the queue first if it holds the visitor (by id, or by portal and cookie) or its event of `type`. */
    async flushIfQueued(
      what:
        | { visitorId: string }
        | { portalId: string; cookieId: string }
        | { portalId: string; visitorId: string; type: string },
    ): Promise<void> {
      if (queued.size === 0) return;
      const key =
        'cookieId' in what
          ? visitorCookieKey(what.portalId, what.cookieId)
          : 'type' in what
            ? eventKey(what.portalId, what.visitorId, what.type)
            : visitorIdKey(what.visitorId);
      if (queued.has(key)) await flush();
    },
    /** Told when a write fails for good and events are lost (their portal or visitor deleted meanwhile). */
    onWriteError(listener: (error: unknown, lost: number) => void): void {
      onError = listener;
    },
  };
}
export type EventQueue = ReturnType<typeof createEventQueue>;

const queues = new WeakMap<Kysely<Database>, EventQueue>();

/** The one queue of `db`, shared by the repositories that write or read what it holds. */
export function eventQueueOf(db: Kysely<Database>): EventQueue {
  let queue = queues.get(db);
  if (!queue) {
    queue = createEventQueue(db);
    queues.set(db, queue);
  }
  return queue;
}
