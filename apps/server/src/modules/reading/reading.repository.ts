import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { toIso } from '../../db/values';

export type StoredReadingKind = 'page' | 'media' | 'image' | 'open';

/** One row's addition: seconds are added, a media position kept when it is further than the one stored. */
export interface ReadingAddition {
  portalId: string;
  fileId: string;
  visitorId: string;
  kind: Exclude<StoredReadingKind, 'open'>;
  page: number;
  version: number | null;
  seconds: number;
  position: number | null;
  duration: number | null;
}

/** A file's 'open' row for one visitor: its openings and the per-minute allowance of seconds. */
export interface FileOpening {
  opens: number;
  windowStart: number | null;
  windowSeconds: number;
  lastAt: string;
}

export interface ReadingRow {
  fileId: string;
  visitorId: string;
  kind: StoredReadingKind;
  page: number;
  seconds: number;
  position: number | null;
  duration: number | null;
  opens: number;
  lastAt: string;
  name: string | null;
  email: string | null;
}

/** A visitor's downloads of one file: how many, and the versions recorded, ascending. */
export interface VisitorDownloads {
  count: number;
  versions: number[];
}

/** Reading analytics rows, written by upsert (each batch is already summed per row) and read per portal. */
export function createReadingRepository(db: Kysely<Database>) {
  return {
    /** Adds the rows' seconds in one statement; the caller sums rows of the same key first. */
    async add(rows: ReadingAddition[], at: string): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('reading')
        .values(rows.map((row) => ({ ...row, opens: 0, firstAt: at, lastAt: at })))
        .onConflict((oc) =>
          oc.columns(['portalId', 'fileId', 'visitorId', 'kind', 'page']).doUpdateSet((eb) => ({
            seconds: eb('reading.seconds', '+', eb.ref('excluded.seconds')),
            position: eb
              .case()
              .when(eb.ref('excluded.position'), 'is', null)
              .then(eb.ref('reading.position'))
              .when(
                eb.or([eb('reading.position', 'is', null), eb('excluded.position', '>', eb.ref('reading.position'))]),
              )
              .then(eb.ref('excluded.position'))
              .else(eb.ref('reading.position'))
              .end(),
            duration: eb.fn.coalesce('excluded.duration', 'reading.duration'),
            version: eb.fn.coalesce('excluded.version', 'reading.version'),
            lastAt: eb.ref('excluded.lastAt'),
          })),
        )
        .execute();
    },

    async findOpening(portalId: string, fileId: string, visitorId: string): Promise<FileOpening | undefined> {
      const row = await db
        .selectFrom('reading')
        .select(['opens', 'windowStart', 'windowSeconds', 'lastAt'])
        .where('portalId', '=', portalId)
        .where('fileId', '=', fileId)
        .where('visitorId', '=', visitorId)
        .where('kind', '=', 'open')
        .where('page', '=', 0)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        opens: Number(row.opens),
        windowStart: row.windowStart === null ? null : Number(row.windowStart),
        windowSeconds: Number(row.windowSeconds ?? 0),
        lastAt: toIso(row.lastAt)!,
      };
    },

    async saveOpening(
      key: { portalId: string; fileId: string; visitorId: string },
      opening: Omit<FileOpening, 'lastAt'>,
      at: string,
    ): Promise<void> {
      const values = { opens: opening.opens, windowStart: opening.windowStart, windowSeconds: opening.windowSeconds };
      await db
        .insertInto('reading')
        .values({ ...key, kind: 'open', page: 0, seconds: 0, ...values, firstAt: at, lastAt: at })
        .onConflict((oc) =>
          oc.columns(['portalId', 'fileId', 'visitorId', 'kind', 'page']).doUpdateSet({ ...values, lastAt: at }),
        )
        .execute();
    },

    /**
     * Every reading row of the portal with its visitor's name and email, most recent first. A visitor who gave no
     * name but proved a recipient's address goes by the name the creator invited them with.
     */
    async listByPortal(portalId: string, limit = 100_000): Promise<ReadingRow[]> {
      const rows = await db
        .selectFrom('reading as r')
        .innerJoin('visitor as v', 'v.id', 'r.visitorId')
        .leftJoin('recipient as rc', (join) =>
          join
            .onRef('rc.portalId', '=', 'r.portalId')
            .onRef('rc.email', '=', 'v.email')
            .on('v.emailVerified', '=', true)
            .on('rc.revokedAt', 'is', null),
        )
        .select((eb) => eb.fn.coalesce('v.name', 'rc.name').as('name'))
        .select([
          'r.fileId',
          'r.visitorId',
          'r.kind',
          'r.page',
          'r.seconds',
          'r.position',
          'r.duration',
          'r.opens',
          'r.lastAt',
          'v.email',
        ])
        .where('r.portalId', '=', portalId)
        .orderBy('r.lastAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...row,
        kind: row.kind as StoredReadingKind,
        page: Number(row.page),
        seconds: Number(row.seconds),
        position: row.position === null ? null : Number(row.position),
        duration: row.duration === null ? null : Number(row.duration),
        opens: Number(row.opens),
        lastAt: toIso(row.lastAt)!,
      }));
    },

    /**
     * Downloads per visitor and file in the portal, from the client activity log: how many, and which versions
     * (downloads recorded before versions were, count without one).
     */
    async downloadsByVisitor(portalId: string): Promise<Map<string, VisitorDownloads>> {
      const rows = await db
        .selectFrom('event')
        .select((eb) => ['visitorId', 'fileId', 'fileVersion', eb.fn.countAll<number>().as('count')])
        .where('portalId', '=', portalId)
        .where('type', '=', 'download')
        .where('visitorId', 'is not', null)
        .where('fileId', 'is not', null)
        .groupBy(['visitorId', 'fileId', 'fileVersion'])
        .execute();
      const downloads = new Map<string, VisitorDownloads>();
      for (const row of rows) {
        const key = `${row.visitorId}:${row.fileId}`;
        const entry = downloads.get(key) ?? { count: 0, versions: [] };
        entry.count += Number(row.count);
        if (row.fileVersion !== null) entry.versions.push(Number(row.fileVersion));
        downloads.set(key, entry);
      }
      for (const entry of downloads.values()) entry.versions.sort((a, b) => a - b);
      return downloads;
    },

    /** Drops rows nobody added to since the cutoff (the analytics retention). */
    async deleteOlderThan(cutoff: Date): Promise<number> {
      const result = await db.deleteFrom('reading').where('lastAt', '<', cutoff.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type ReadingRepository = ReturnType<typeof createReadingRepository>;
