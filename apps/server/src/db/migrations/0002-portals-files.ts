import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Portal files (every version a row, grouped by fileGroupId), tus upload bookkeeping and notifications.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);

  await db.schema
    .createTable('portal_file')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('fileGroupId', t.id, (c) => c.notNull())
    .addColumn('parentFileId', t.id)
    .addColumn('version', t.int, (c) => c.notNull().defaultTo(1))
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('mime', t.text, (c) => c.notNull())
    .addColumn('size', t.bigint, (c) => c.notNull())
    .addColumn('storageKey', t.text, (c) => c.notNull())
    .addColumn('sha256', t.text, (c) => c.notNull())
    .addColumn('thumbnailKey', t.text)
    .addColumn('position', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('downloadCount', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('uploadedAt', t.timestamp, (c) => c.notNull())
    .addColumn('uploadedBy', t.text)
    .execute();
  await db.schema.createIndex('portal_file_portal_idx').on('portal_file').columns(['portalId', 'position']).execute();
  await db.schema
    .createIndex('portal_file_group_version_idx')
    .on('portal_file')
    .columns(['fileGroupId', 'version'])
    .unique()
    .execute();

  // No foreign key to portal: a portal may go while its upload is in flight; the finish step and the
  // clean-up job deal with that, and the row is what lets them find the temporary bytes.
  await db.schema
    .createTable('upload')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('uid', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('portalId', t.id, (c) => c.notNull())
    .addColumn('filename', t.text, (c) => c.notNull())
    .addColumn('declaredType', t.text, (c) => c.notNull())
    .addColumn('size', t.bigint, (c) => c.notNull())
    .addColumn('replacesFileId', t.id)
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('fileId', t.id)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('finishedAt', t.timestamp)
    .execute();
  await db.schema.createIndex('upload_status_created_idx').on('upload').columns(['status', 'createdAt']).execute();

  await db.schema
    .createTable('notification')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('uid', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('type', t.text, (c) => c.notNull())
    .addColumn('title', t.text, (c) => c.notNull())
    .addColumn('message', t.text, (c) => c.notNull())
    .addColumn('link', t.text)
    .addColumn('read', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('readAt', t.timestamp)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notification_uid_created_idx')
    .on('notification')
    .columns(['uid', 'createdAt'])
    .execute();

  await db.schema.createIndex('portal_expires_idx').on('portal').columns(['status', 'expiresAt']).execute();
}
