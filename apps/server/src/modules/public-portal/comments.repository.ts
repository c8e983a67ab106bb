import type { Kysely } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { Comment, Database } from '../../db/types';
import { toBool, toIso } from '../../db/values';

export type CommentRecord = RowRecord<Comment, { authorType: 'client' | 'creator' }>;

type Row = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

function selectComments(db: Kysely<Database>) {
  return db.selectFrom('comment').selectAll();
}

function toRecord(row: Row): CommentRecord {
  return {
    ...row,
    authorType: row.authorType === 'creator' ? 'creator' : 'client',
    verified: toBool(row.verified),
    createdAt: toIso(row.createdAt)!,
    resolvedAt: toIso(row.resolvedAt),
  };
}

export function createCommentsRepository(db: Kysely<Database>) {
  return {
    async insert(record: CommentRecord): Promise<void> {
      await db.insertInto('comment').values(record).execute();
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
