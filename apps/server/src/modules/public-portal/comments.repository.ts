import type { Anchor } from '@clientdock/shared';
import type { Kysely } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { Comment, Database } from '../../db/types';
import { parseJson, toBool, toIso, toJson } from '../../db/values';

/** carriedFrom: the thread on an older version this pin was carried forward from. */
export type CommentRecord = RowRecord<
  Comment,
  { authorType: 'client' | 'creator'; anchor: Anchor | null; carriedFrom?: string | null }
>;

/** A group of a portal's file comments that share all of these, how many and the newest. */
export interface CommentTally {
  fileId: string;
  fileVersion: number | null;
  authorType: 'client' | 'creator';
  isThread: boolean;
  isPin: boolean;
  isOpen: boolean;
  isCarried: boolean;
  count: number;
  newestAt: string;
}

type Row = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

function selectComments(db: Kysely<Database>) {
  return db.selectFrom('comment').selectAll();
}

function toRecord(row: Row): CommentRecord {
  return {
    ...row,
    authorType: row.authorType === 'creator' ? 'creator' : 'client',
    verified: toBool(row.verified),
    fileVersion: row.fileVersion === null ? null : Number(row.fileVersion),
    anchor: parseJson<Anchor | null>(row.anchor, null),
    createdAt: toIso(row.createdAt)!,
    resolvedAt: toIso(row.resolvedAt),
  };
}

export function createCommentsRepository(db: Kysely<Database>) {
  return {
    async insert(record: CommentRecord): Promise<void> {
      await db
        .insertInto('comment')
        .values({ ...record, anchor: record.anchor ? toJson(record.anchor) : null })
        .execute();
    },
    async find(portalId: string, id: string): Promise<CommentRecord | undefined> {
      const row = await selectComments(db).where('portalId', '=', portalId).where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    /** Oldest first. */
    async listByPortal(portalId: string): Promise<CommentRecord[]> {
      const rows = await selectComments(db)
        .where('portalId', '=', portalId)
        .orderBy('createdAt')
        .orderBy('id')
        .limit(5000)
        .execute();
      return rows.map(toRecord);
    },
    async setResolvedAt(portalId: string, id: string, resolvedAt: string | null): Promise<void> {
      await db
        .updateTable('comment')
        .set({ resolvedAt })
        .where('portalId', '=', portalId)
        .where('id', '=', id)
        .execute();
    },
    /** Ids of one visitor's threads (not replies) on one version of a file that nobody has resolved yet. */
    async listOpenIdsOfVisitor(portalId: string, fileId: string, fileVersion: number, visitorId: string) {
      const rows = await db
        .selectFrom('comment')
        .select('id')
        .where('portalId', '=', portalId)
        .where('fileId', '=', fileId)
        .where('fileVersion', '=', fileVersion)
        .where('visitorId', '=', visitorId)
        .where('parentId', 'is', null)
        .where('resolvedAt', 'is', null)
        .orderBy('createdAt')
        .orderBy('id')
        .limit(500)
        .execute();
      return rows.map((row) => row.id);
    },
    /** Threads (not replies) on one version of a file that nobody has resolved yet. */
    async countOpen(portalId: string, fileId: string, fileVersion: number): Promise<number> {
      const row = await db
        .selectFrom('comment')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('portalId', '=', portalId)
        .where('fileId', '=', fileId)
        .where('fileVersion', '=', fileVersion)
        .where('parentId', 'is', null)
        .where('resolvedAt', 'is', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    /**
     * The portal's file comments counted by file, version, author type and whether each is a thread, a pin, open
     * and carried forward, with the newest in each group: what the creator's file list sums up, in one query.
     */
    async reviewTallies(portalId: string): Promise<CommentTally[]> {
      const rows = await db
        .selectFrom('comment')
        .select((eb) => [
          'fileId',
          'fileVersion',
          'authorType',
          eb.case().when('parentId', 'is', null).then(1).else(0).end().as('isThread'),
          eb.case().when('anchor', 'is not', null).then(1).else(0).end().as('isPin'),
          eb.case().when('resolvedAt', 'is', null).then(1).else(0).end().as('isOpen'),
          eb.case().when('carriedFrom', 'is not', null).then(1).else(0).end().as('isCarried'),
          eb.fn.countAll<number>().as('count'),
          eb.fn.max('createdAt').as('newestAt'),
        ])
        .where('portalId', '=', portalId)
        .where('fileId', 'is not', null)
        .groupBy((eb) => [
          'fileId',
          'fileVersion',
          'authorType',
          eb.case().when('parentId', 'is', null).then(1).else(0).end(),
          eb.case().when('anchor', 'is not', null).then(1).else(0).end(),
          eb.case().when('resolvedAt', 'is', null).then(1).else(0).end(),
          eb.case().when('carriedFrom', 'is not', null).then(1).else(0).end(),
        ])
        .execute();
      return rows.map((row) => ({
        fileId: row.fileId!,
        fileVersion: row.fileVersion === null ? null : Number(row.fileVersion),
        authorType: row.authorType === 'creator' ? 'creator' : 'client',
        isThread: toBool(row.isThread),
        isPin: toBool(row.isPin),
        isOpen: toBool(row.isOpen),
        isCarried: toBool(row.isCarried),
        count: Number(row.count),
        newestAt: toIso(row.newestAt)!,
      }));
    },
    async countByPortal(portalIds: string[]): Promise<Map<string, number>> {
      if (portalIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('comment')
        .select((eb) => ['portalId', eb.fn.countAll<number>().as('count')])
        .where('portalId', 'in', portalIds)
        .groupBy('portalId')
        .execute();
      return new Map(rows.map((row) => [row.portalId, Number(row.count)]));
    },
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
