import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { toIso } from '../../db/values';

export interface ChangeRequestRow {
  id: string;
  portalId: string;
  fileId: string;
  fileName: string;
  who: string | null;
  note: string;
  at: string;
}

export interface OpenCommentRow {
  id: string;
  portalId: string;
  fileId: string | null;
  fileName: string | null;
  who: string | null;
  body: string;
  at: string;
}

export interface FormResponseRow {
  id: string;
  portalId: string;
  who: string | null;
  at: string;
}

export interface WaitingUploadRow {
  id: string;
  portalId: string;
  name: string;
  who: string | null;
  at: string;
}

export interface UnopenedRecipientRow {
  id: string;
  portalId: string;
  who: string;
  invitedAt: string;
}

export interface AwaitingFileRow {
  id: string;
  portalId: string;
  fileId: string;
  fileName: string;
  uploadedAt: string;
}

/**
 * What the creator's home reads: one query per list for all the given portals (never one per portal), newest
 * first and capped, each on a (portalId, …) index.
 */
export function createHomeRepository(db: Kysely<Database>) {
  /** Files whose row is their group's latest version. */
  const latestFiles = () =>
    db.selectFrom('portal_file as f').where((eb) =>
      eb(
        'f.version',
        '=',
        eb
          .selectFrom('portal_file as m')
          .select((m) => m.fn.max('m.version').as('max'))
          .whereRef('m.fileGroupId', '=', 'f.fileGroupId'),
      ),
    );

  return {
    /** Changes requested on a file's latest version that no later approval of that version settled. */
    async changeRequests(portalIds: string[], limit: number): Promise<ChangeRequestRow[]> {
      if (portalIds.length === 0) return [];
      const rows = await latestFiles()
        .innerJoin('approval as a', (join) =>
          join
            .onRef('a.portalId', '=', 'f.portalId')
            .onRef('a.fileId', '=', 'f.fileGroupId')
            .onRef('a.fileVersion', '=', 'f.version'),
        )
        .select(['a.id', 'a.portalId', 'f.fileGroupId as fileId', 'f.name as fileName', 'a.note', 'a.createdAt'])
        .select((eb) => eb.fn.coalesce('a.approverName', 'a.approverEmail').as('who'))
        .where('f.portalId', 'in', portalIds)
        .where('a.decision', '=', 'changes_requested')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('approval as later')
                .select('later.id')
                .whereRef('later.portalId', '=', 'a.portalId')
                .whereRef('later.fileId', '=', 'a.fileId')
                .whereRef('later.fileVersion', '=', 'a.fileVersion')
                .whereRef('later.createdAt', '>', 'a.createdAt'),
            ),
          ),
        )
        .orderBy('a.createdAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        portalId: row.portalId,
        fileId: row.fileId,
        fileName: row.fileName,
        who: row.who,
        note: row.note,
        at: toIso(row.createdAt)!,
      }));
    },

    /** Open client threads (not resolved) that nobody of the team answered. */
    async unansweredComments(portalIds: string[], limit: number): Promise<OpenCommentRow[]> {
      if (portalIds.length === 0) return [];
      const rows = await db
        .selectFrom('comment as c')
        .select(['c.id', 'c.portalId', 'c.fileId', 'c.body', 'c.createdAt'])
        .select((eb) => [
          eb.fn.coalesce('c.authorName', 'c.authorEmail').as('who'),
          eb
            .selectFrom('portal_file as f')
            .select('f.name')
            .whereRef('f.portalId', '=', 'c.portalId')
            .whereRef('f.fileGroupId', '=', 'c.fileId')
            .orderBy('f.version', 'desc')
            .limit(1)
            .as('fileName'),
        ])
        .where('c.portalId', 'in', portalIds)
        .where('c.authorType', '=', 'client')
        .where('c.parentId', 'is', null)
        .where('c.resolvedAt', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('comment as r')
                .select('r.id')
                .whereRef('r.portalId', '=', 'c.portalId')
                .whereRef('r.parentId', '=', 'c.id')
                .where('r.authorType', '=', 'creator'),
            ),
          ),
        )
        .orderBy('c.createdAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        portalId: row.portalId,
        fileId: row.fileId,
        fileName: row.fileName ?? null,
        who: row.who,
        body: row.body,
        at: toIso(row.createdAt)!,
      }));
    },

    async formResponsesSince(portalIds: string[], since: string, limit: number): Promise<FormResponseRow[]> {
      if (portalIds.length === 0) return [];
      const rows = await db
        .selectFrom('form_response')
        .select(['id', 'portalId', 'createdAt'])
        .select((eb) => eb.fn.coalesce('name', 'email').as('who'))
        .where('portalId', 'in', portalIds)
        .where('createdAt', '>=', since)
        .orderBy('createdAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, portalId: row.portalId, who: row.who, at: toIso(row.createdAt)! }));
    },

    /** Files clients sent into a request that nobody has accepted or rejected yet, newest first. */
    async waitingUploads(portalIds: string[], limit: number): Promise<WaitingUploadRow[]> {
      if (portalIds.length === 0) return [];
      const rows = await db
        .selectFrom('request_upload')
        .select(['id', 'portalId', 'name', 'uploadedAt'])
        .select((eb) => eb.fn.coalesce('uploaderName', 'uploaderEmail').as('who'))
        .where('portalId', 'in', portalIds)
        .where('status', '=', 'submitted')
        .orderBy('uploadedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        portalId: row.portalId,
        name: row.name,
        who: row.who,
        at: toIso(row.uploadedAt)!,
      }));
    },

    /** Live recipients who never opened their link, the longest waiting first. */
    async unopenedRecipients(portalIds: string[], limit: number): Promise<UnopenedRecipientRow[]> {
      if (portalIds.length === 0) return [];
      const rows = await db
        .selectFrom('recipient')
        .select(['id', 'portalId', 'invitedAt'])
        .select((eb) => eb.fn.coalesce('name', 'email').as('who'))
        .where('portalId', 'in', portalIds)
        .where('revokedAt', 'is', null)
        .where('firstOpenedAt', 'is', null)
        .orderBy('invitedAt')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        portalId: row.portalId,
        who: row.who,
        invitedAt: toIso(row.invitedAt)!,
      }));
    },

    /** Latest versions with no decision at all yet, the longest waiting first. */
    async filesAwaitingDecision(portalIds: string[], limit: number): Promise<AwaitingFileRow[]> {
      if (portalIds.length === 0) return [];
      const rows = await latestFiles()
        .select(['f.id', 'f.portalId', 'f.fileGroupId as fileId', 'f.name as fileName', 'f.uploadedAt'])
        .where('f.portalId', 'in', portalIds)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('approval as a')
                .select('a.id')
                .whereRef('a.portalId', '=', 'f.portalId')
                .whereRef('a.fileId', '=', 'f.fileGroupId')
                .whereRef('a.fileVersion', '=', 'f.version'),
            ),
          ),
        )
        .orderBy('f.uploadedAt')
        .orderBy('f.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, uploadedAt: toIso(row.uploadedAt)! }));
    },
  };
}
