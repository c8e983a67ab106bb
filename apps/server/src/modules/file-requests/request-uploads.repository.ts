import type { Kysely } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { Database, RequestUpload } from '../../db/types';
import { toBool, toIso } from '../../db/values';

export type RequestUploadState = 'uploading' | 'submitted' | 'accepted' | 'rejected';

export type RequestUploadRecord = RowRecord<RequestUpload, { status: RequestUploadState }>;

type Row = Awaited<ReturnType<ReturnType<typeof selectAll>['executeTakeFirstOrThrow']>>;

function selectAll(db: Kysely<Database>) {
  return db.selectFrom('request_upload').selectAll();
}

function toRecord(row: Row): RequestUploadRecord {
  return {
    ...row,
    size: Number(row.size),
    emailVerified: toBool(row.emailVerified),
    status: row.status as RequestUploadState,
    createdAt: toIso(row.createdAt)!,
    uploadedAt: toIso(row.uploadedAt),
    reviewedAt: toIso(row.reviewedAt),
  };
}

export interface StoredBytes {
  mime: string;
  size: number;
  storageKey: string;
  thumbnailKey: string | null;
  sha256: string;
}

export function createRequestUploadsRepository(db: Kysely<Database>) {
  return {
    async create(
      input: Pick<
        RequestUploadRecord,
        | 'id'
        | 'portalId'
        | 'sectionId'
        | 'itemId'
        | 'visitorId'
        | 'uploaderName'
        | 'uploaderEmail'
        | 'emailVerified'
        | 'name'
        | 'declaredType'
        | 'size'
        | 'createdAt'
      >,
    ): Promise<void> {
      await db
        .insertInto('request_upload')
        .values({ ...input, status: 'uploading' })
        .execute();
    },
    async findById(id: string): Promise<RequestUploadRecord | undefined> {
      const row = await selectAll(db).where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    /** Every upload of a portal that has arrived (not those still on their way), oldest first. */
    async listByPortal(portalId: string): Promise<RequestUploadRecord[]> {
      const rows = await selectAll(db)
        .where('portalId', '=', portalId)
        .where('status', '!=', 'uploading')
        .orderBy('uploadedAt')
        .orderBy('id')
        .execute();
      return rows.map(toRecord);
    },
    /** The uploads one client sent: from this browser, or under the address it proved. */
    async listForClient(portalId: string, visitorId: string, verifiedEmail: string | null) {
      const rows = await selectAll(db)
        .where('portalId', '=', portalId)
        .where('status', '!=', 'uploading')
        .where((eb) => {
          const mine = [eb('visitorId', '=', visitorId)];
          if (verifiedEmail) {
            mine.push(eb.and([eb('uploaderEmail', '=', verifiedEmail), eb('emailVerified', '=', true)]));
          }
          return eb.or(mine);
        })
        .orderBy('uploadedAt')
        .orderBy('id')
        .execute();
      return rows.map(toRecord);
    },
    /** Files an item holds or is receiving, rejected ones aside: what its maximum counts. */
    async countHeld(portalId: string, itemId: string): Promise<number> {
      const row = await db
        .selectFrom('request_upload')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('portalId', '=', portalId)
        .where('itemId', '=', itemId)
        .where('status', '!=', 'rejected')
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async finish(id: string, stored: StoredBytes, uploadedAt: string): Promise<void> {
      await db
        .updateTable('request_upload')
        .set({ ...stored, status: 'submitted', uploadedAt })
        .where('id', '=', id)
        .execute();
    },
    /** Records the creator's decision; false when the upload is gone. */
    async review(
      id: string,
      decision: { status: 'accepted' | 'rejected'; note: string | null; reviewedBy: string; reviewedAt: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('request_upload')
        .set(decision)
        .where('id', '=', id)
        .where('status', '!=', 'uploading')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Marks the upload as shared back once; false when another request did it first. */
    async markShared(id: string, fileId: string): Promise<boolean> {
      const result = await db
        .updateTable('request_upload')
        .set({ sharedFileId: fileId })
        .where('id', '=', id)
        .where('sharedFileId', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Removes a client's upload unless the creator accepted it meanwhile; answers the row that went. */
    async deleteUnlessAccepted(id: string): Promise<RequestUploadRecord | undefined> {
      const row = await selectAll(db).where('id', '=', id).executeTakeFirst();
      if (!row || row.status === 'accepted') return undefined;
      const result = await db
        .deleteFrom('request_upload')
        .where('id', '=', id)
        .where('status', '!=', 'accepted')
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0 ? toRecord(row) : undefined;
    },
    async delete(id: string): Promise<void> {
      await db.deleteFrom('request_upload').where('id', '=', id).execute();
    },
    /** Uploads nobody finished since `before`. */
    async listAbandoned(before: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('request_upload')
        .select('id')
        .where('status', '=', 'uploading')
        .where('createdAt', '<', before.toISOString())
        .limit(500)
        .execute();
      return rows.map((row) => row.id);
    },
    /** Bytes clients' uploads hold in one owner's portals, those still arriving included. */
    async storageUsedBy(ownerId: string): Promise<number> {
      const row = await db
        .selectFrom('request_upload')
        .innerJoin('portal', 'portal.id', 'request_upload.portalId')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('request_upload.size'), eb.lit(0)).as('bytes'))
        .where('portal.ownerId', '=', ownerId)
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },
    /** Uploads waiting for the creator's decision in some portals, newest first. */
    async listWaiting(portalIds: readonly string[], limit: number): Promise<RequestUploadRecord[]> {
      if (portalIds.length === 0) return [];
      const rows = await selectAll(db)
        .where('portalId', 'in', portalIds)
        .where('status', '=', 'submitted')
        .orderBy('uploadedAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },
    /** Storage keys of a portal's uploads, for deleting the portal's bytes. */
    async storageKeysOf(portalId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('request_upload')
        .select(['storageKey', 'thumbnailKey'])
        .where('portalId', '=', portalId)
        .execute();
      return rows.flatMap((row) => [row.storageKey, row.thumbnailKey]).filter((key): key is string => key !== null);
    },
  };
}
export type RequestUploadsRepository = ReturnType<typeof createRequestUploadsRepository>;
