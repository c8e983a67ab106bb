import type { Kysely } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { Approval, Database } from '../../db/types';
import { parseJson, toBool, toIso, toJson } from '../../db/values';

/** commentIds: on a change request, the client's open threads on that version when it was made. */
export type ApprovalRecord = RowRecord<
  Approval,
  { decision: 'approved' | 'changes_requested'; commentIds?: string[] | null }
>;

/** An approval with what its file is now: current name and latest version (null once the file is deleted). */
export interface ApprovalWithFile extends ApprovalRecord {
  fileName: string | null;
  latestVersion: number | null;
}

export interface DecisionTally {
  fileId: string;
  fileVersion: number;
  decision: 'approved' | 'changes_requested';
  newestAt: string;
}

export function createApprovalsRepository(db: Kysely<Database>) {
  const select = () =>
    db
      .selectFrom('approval as a')
      .selectAll('a')
      .select((eb) => [
        eb
          .selectFrom('portal_file as f')
          .select('f.name')
          .whereRef('f.fileGroupId', '=', 'a.fileId')
          .whereRef('f.portalId', '=', 'a.portalId')
          .orderBy('f.version', 'desc')
          .limit(1)
          .as('fileName'),
        eb
          .selectFrom('portal_file as f')
          .select((f) => f.fn.max('f.version').as('max'))
          .whereRef('f.fileGroupId', '=', 'a.fileId')
          .whereRef('f.portalId', '=', 'a.portalId')
          .as('latestVersion'),
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
  const toRecord = (row: Row): ApprovalWithFile => ({
    ...row,
    decision: row.decision === 'approved' ? 'approved' : 'changes_requested',
    fileVersion: row.fileVersion === null ? null : Number(row.fileVersion),
    verified: toBool(row.verified),
    commentIds: parseJson<string[] | null>(row.commentIds, null),
    createdAt: toIso(row.createdAt)!,
    fileName: row.fileName ?? null,
    latestVersion: row.latestVersion === null || row.latestVersion === undefined ? null : Number(row.latestVersion),
  });

  return {
    async insert(record: ApprovalRecord): Promise<void> {
      const { commentIds, ...rest } = record;
      await db
        .insertInto('approval')
        .values({ ...rest, commentIds: commentIds ? toJson(commentIds) : null })
        .execute();
    },
    async find(portalId: string, id: string): Promise<ApprovalWithFile | undefined> {
      const row = await select().where('a.portalId', '=', portalId).where('a.id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    /** Newest first. */
    async listByPortal(portalId: string): Promise<ApprovalWithFile[]> {
      const rows = await select()
        .where('a.portalId', '=', portalId)
        .orderBy('a.createdAt', 'desc')
        .orderBy('a.id', 'desc')
        .limit(2000)
        .execute();
      return rows.map(toRecord);
    },
    /** This visitor's latest decision on a file version (by version id) or a section, if any. */
    async findLatestOfVisitor(
      portalId: string,
      visitorId: string,
      target: { fileVersionId: string | null; sectionId: string | null },
    ): Promise<ApprovalWithFile | undefined> {
      let query = select().where('a.portalId', '=', portalId).where('a.visitorId', '=', visitorId);
      query = target.fileVersionId
        ? query.where('a.fileVersionId', '=', target.fileVersionId)
        : query.where('a.sectionId', '=', target.sectionId ?? '');
      const row = await query.orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc').limit(1).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    /** Decisions on one version of a file, newest first. */
    async listByFileVersion(portalId: string, fileId: string, fileVersion: number): Promise<ApprovalWithFile[]> {
      const rows = await select()
        .where('a.portalId', '=', portalId)
        .where('a.fileId', '=', fileId)
        .where('a.fileVersion', '=', fileVersion)
        .orderBy('a.createdAt', 'desc')
        .orderBy('a.id', 'desc')
        .limit(500)
        .execute();
      return rows.map(toRecord);
    },
    /** For each file version with decisions, each kind of decision given and when last: one grouped query. */
    async fileDecisionTallies(portalId: string): Promise<DecisionTally[]> {
      const rows = await db
        .selectFrom('approval')
        .select((eb) => ['fileId', 'fileVersion', 'decision', eb.fn.max('createdAt').as('newestAt')])
        .where('portalId', '=', portalId)
        .where('fileId', 'is not', null)
        .where('fileVersion', 'is not', null)
        .groupBy(['fileId', 'fileVersion', 'decision'])
        .execute();
      return rows.map((row) => ({
        fileId: row.fileId!,
        fileVersion: Number(row.fileVersion),
        decision: row.decision === 'approved' ? 'approved' : 'changes_requested',
        newestAt: toIso(row.newestAt)!,
      }));
    },
    async countByPortal(portalIds: string[]): Promise<Map<string, number>> {
      if (portalIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('approval')
        .select((eb) => ['portalId', eb.fn.countAll<number>().as('count')])
        .where('portalId', 'in', portalIds)
        .groupBy('portalId')
        .execute();
      return new Map(rows.map((row) => [row.portalId, Number(row.count)]));
    },
  };
}
export type ApprovalsRepository = ReturnType<typeof createApprovalsRepository>;
