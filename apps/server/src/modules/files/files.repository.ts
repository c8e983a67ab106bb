import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared-query';
import type { RowRecord } from '../../db/row-record';
import type { Database, PortalFile } from '../../db/types';
import { toIso } from '../../db/values';

export type PortalFileRecord = RowRecord<
  PortalFile,
  {
    /** How many versions the file has. */
    versions: number;
  }
>;

export type NewFileVersion = Omit<
  PortalFileRecord,
  'fileGroupId' | 'parentFileId' | 'version' | 'position' | 'downloadCount' | 'versions' | 'name'
> & { name: string };

function selectFiles(db: Kysely<Database>) {
  return db
    .selectFrom('portal_file as f')
    .selectAll('f')
    .select((eb) =>
      eb
        .selectFrom('portal_file as v')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('v.fileGroupId', '=', 'f.fileGroupId')
        .as('versions'),
    );
}

type FileRow = Awaited<ReturnType<ReturnType<typeof selectFiles>['executeTakeFirstOrThrow']>>;

function toRecord(row: FileRow): PortalFileRecord {
  return {
    ...row,
    size: Number(row.size),
    version: Number(row.version),
    position: Number(row.position),
    downloadCount: Number(row.downloadCount),
    versions: Number(row.versions ?? 1),
    uploadedAt: toIso(row.uploadedAt)!,
  };
}

export function createFilesRepository(db: Kysely<Database>) {
  const latestOnly = (query: ReturnType<typeof selectFiles>) =>
    query.where((eb) =>
      eb(
        'f.version',
        '=',
        eb
          .selectFrom('portal_file as m')
          .select((m) => m.fn.max('m.version').as('max'))
          .whereRef('m.fileGroupId', '=', 'f.fileGroupId'),
      ),
    );

  // Every client's portal view lists them; built and compiled once.
  const latestOfPortal = prepareQuery(db, (arg) =>
    latestOnly(selectFiles(db).where('f.portalId', '=', arg<string>('portalId')))
      .orderBy('f.position')
      .orderBy('f.uploadedAt'),
  );

  return {
    /** The latest version of every file, in the creator's order. */
    async listLatest(portalId: string): Promise<PortalFileRecord[]> {
      const rows = await latestOfPortal.execute({ portalId });
      return rows.map(toRecord);
    },
    async findLatest(portalId: string, fileId: string): Promise<PortalFileRecord | undefined> {
      const row = await latestOnly(selectFiles(db).where('f.portalId', '=', portalId))
        .where('f.fileGroupId', '=', fileId)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async findVersion(portalId: string, fileId: string, version: number): Promise<PortalFileRecord | undefined> {
      const row = await selectFiles(db)
        .where('f.portalId', '=', portalId)
        .where('f.fileGroupId', '=', fileId)
        .where('f.version', '=', version)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async listVersions(portalId: string, fileId: string): Promise<PortalFileRecord[]> {
      const rows = await selectFiles(db)
        .where('f.portalId', '=', portalId)
        .where('f.fileGroupId', '=', fileId)
        .orderBy('f.version', 'desc')
        .execute();
      return rows.map(toRecord);
    },
    /** Every stored object of a portal (all versions, thumbnails), for deleting its bytes. */
    async storageKeysOfPortal(portalId: string, fileId?: string): Promise<string[]> {
      let query = db.selectFrom('portal_file').select(['storageKey', 'thumbnailKey']).where('portalId', '=', portalId);
      if (fileId) query = query.where('fileGroupId', '=', fileId);
      const rows = await query.execute();
      return rows.flatMap((row) => (row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey]));
    },
    async fileIdsOfPortal(portalId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('portal_file')
        .select('fileGroupId')
        .distinct()
        .where('portalId', '=', portalId)
        .execute();
      return rows.map((row) => row.fileGroupId);
    },
    async countByPortal(portalIds: string[]): Promise<Map<string, number>> {
      if (portalIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('portal_file')
        .select((eb) => ['portalId', eb.fn.count<number>('fileGroupId').distinct().as('count')])
        .where('portalId', 'in', portalIds)
        .groupBy('portalId')
        .execute();
      return new Map(rows.map((row) => [row.portalId, Number(row.count)]));
    },
    /** Adds a new file at the end of the portal's list. */
    async insertFirstVersion(file: NewFileVersion): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('portal_file')
          .select((eb) => eb.fn.max('position').as('max'))
          .where('portalId', '=', file.portalId)
          .executeTakeFirst();
        const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
        await trx
          .insertInto('portal_file')
          .values({ ...file, fileGroupId: file.id, parentFileId: null, version: 1, position, downloadCount: 0 })
          .execute();
      });
    },
    /** Adds the next version of fileId; it keeps the file's name and place. Undefined if the file is gone. */
    async insertNextVersion(fileId: string, file: NewFileVersion): Promise<{ version: number } | undefined> {
      return db.transaction().execute(async (trx) => {
        const latest = await trx
          .selectFrom('portal_file')
          .select(['id', 'version', 'name', 'position'])
          .where('portalId', '=', file.portalId)
          .where('fileGroupId', '=', fileId)
          .orderBy('version', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (!latest) return undefined;
        const version = Number(latest.version) + 1;
        await trx
          .insertInto('portal_file')
          .values({
            ...file,
            name: latest.name,
            fileGroupId: fileId,
            parentFileId: latest.id,
            version,
            position: Number(latest.position),
            downloadCount: 0,
          })
          .execute();
        return { version };
      });
    },
    async rename(portalId: string, fileId: string, name: string): Promise<void> {
      await db
        .updateTable('portal_file')
        .set({ name })
        .where('portalId', '=', portalId)
        .where('fileGroupId', '=', fileId)
        .execute();
    },
    /** Positions follow the order of orderedFileIds (0, 1, 2, ...). */
    async setOrder(portalId: string, orderedFileIds: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const [position, fileId] of orderedFileIds.entries()) {
          await trx
            .updateTable('portal_file')
            .set({ position })
            .where('portalId', '=', portalId)
            .where('fileGroupId', '=', fileId)
            .execute();
        }
      });
    },
    /** One more download of each of these versions (by version id). */
    async incrementDownloads(portalId: string, versionIds: string[]): Promise<void> {
      if (versionIds.length === 0) return;
      await db
        .updateTable('portal_file')
        .set((eb) => ({ downloadCount: eb('downloadCount', '+', 1) }))
        .where('portalId', '=', portalId)
        .where('id', 'in', versionIds)
        .execute();
    },
    async deleteFile(portalId: string, fileId: string): Promise<void> {
      await db.deleteFrom('portal_file').where('portalId', '=', portalId).where('fileGroupId', '=', fileId).execute();
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
