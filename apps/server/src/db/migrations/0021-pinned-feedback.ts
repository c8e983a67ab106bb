import { type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Pinned feedback: a comment on a file is about one version of it, optionally at a spot (anchor, JSON); a
// comment's open/resolved status stays derived from resolvedAt. A file version and the upload that makes it
// carry the creator's note ("Logo larger"). Existing file comments are given the version that was current
// when they were written (the first version when none was yet, e.g. clocks out of step).
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema.alterTable('comment').addColumn('fileVersion', t.int).execute();
  await db.schema.alterTable('comment').addColumn('anchor', t.json).execute();
  await db.schema.alterTable('portal_file').addColumn('note', t.text).execute();
  await db.schema.alterTable('upload').addColumn('note', t.text).execute();
  await sql`update comment set "fileVersion" = coalesce(
      (select max(f."version") from portal_file f
        where f."portalId" = comment."portalId" and f."fileGroupId" = comment."fileId"
          and f."uploadedAt" <= comment."createdAt"),
      (select min(f."version") from portal_file f
        where f."portalId" = comment."portalId" and f."fileGroupId" = comment."fileId"))
    where "fileId" is not null`.execute(db);
  await db.schema
    .createIndex('comment_file_version_idx')
    .on('comment')
    .columns(['portalId', 'fileId', 'fileVersion'])
    .execute();
}
