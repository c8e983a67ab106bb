import type { Kysely } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { Database, Upload } from '../../db/types';
import { nowIso, toIso } from '../../db/values';

export type UploadStatus = 'uploading' | 'done' | 'failed';

export type UploadRecord = RowRecord<Upload, { status: UploadStatus }>;

export function createUploadsRepository(db: Kysely<Database>) {
  return {
    async create(input: Omit<UploadRecord, 'status' | 'fileId' | 'createdAt' | 'finishedAt'>): Promise<void> {
      await db
        .insertInto('upload')
        .values({ ...input, status: 'uploading', fileId: null, createdAt: nowIso(), finishedAt: null })
        .execute();
    },
    async findById(id: string): Promise<UploadRecord | undefined> {
      const row = await db.selectFrom('upload').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        ...row,
        size: Number(row.size),
        status: row.status as UploadStatus,
        createdAt: toIso(row.createdAt)!,
        finishedAt: toIso(row.finishedAt),
      };
    },
    async finish(id: string, status: Exclude<UploadStatus, 'uploading'>, fileId: string | null): Promise<void> {
      await db.updateTable('upload').set({ status, fileId, finishedAt: nowIso() }).where('id', '=', id).execute();
    },
    async delete(id: string): Promise<void> {
      await db.deleteFrom('upload').where('id', '=', id).execute();
    },
    /** Unfinished uploads started before `before`, or whose portal is gone. */
    async listAbandoned(before: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('upload')
        .select('id')
        .where('status', '=', 'uploading')
        .where((eb) =>
          eb.or([
            eb('createdAt', '<', before.toISOString()),
            eb.not(
              eb.exists(eb.selectFrom('portal').select('portal.id').whereRef('portal.id', '=', 'upload.portalId')),
            ),
          ]),
        )
        .limit(500)
        .execute();
      return rows.map((row) => row.id);
    },
    /** Bytes held for one owner's portals: every stored file version plus the uploads still arriving. */
    async storageUsedBy(ownerId: string): Promise<number> {
      const [files, pending] = await Promise.all([
        db
          .selectFrom('portal_file')
          .innerJoin('portal', 'portal.id', 'portal_file.portalId')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('portal_file.size'), eb.lit(0)).as('bytes'))
          .where('portal.ownerId', '=', ownerId)
          .executeTakeFirst(),
        db
          .selectFrom('upload')
          .innerJoin('portal', 'portal.id', 'upload.portalId')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('upload.size'), eb.lit(0)).as('bytes'))
          .where('portal.ownerId', '=', ownerId)
          .where('upload.status', '=', 'uploading')
          .executeTakeFirst(),
      ]);
      return Number(files?.bytes ?? 0) + Number(pending?.bytes ?? 0);
    },
    /** Finished bookkeeping rows are only history; old ones go. */
    async deleteFinishedBefore(before: Date): Promise<void> {
      await db
        .deleteFrom('upload')
        .where('status', '!=', 'uploading')
        .where('createdAt', '<', before.toISOString())
        .execute();
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
