import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Files clients send into a portal's request sections. A row is written when a client's tus upload starts
// (status 'uploading', so its size counts against the owner's quota while the bytes arrive) and completed when
// they are stored ('submitted'); the creator then accepts or rejects it with a note. sectionId and itemId point
// into the portal's sections JSON: an item the creator removes keeps its uploads. visitorId and the uploader's
// name and email say who sent it; emailVerified when the address was proven (code or personal link).
// request_reminder claims each due-date reminder of a section once across instances.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('request_upload')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('sectionId', t.text, (c) => c.notNull())
    .addColumn('itemId', t.text, (c) => c.notNull())
    .addColumn('visitorId', t.id)
    .addColumn('uploaderName', t.text)
    .addColumn('uploaderEmail', t.text)
    .addColumn('emailVerified', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('declaredType', t.text, (c) => c.notNull())
    .addColumn('size', t.bigint, (c) => c.notNull())
    .addColumn('mime', t.text)
    .addColumn('storageKey', t.text)
    .addColumn('thumbnailKey', t.text)
    .addColumn('sha256', t.text)
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('note', t.text)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('uploadedAt', t.timestamp)
    .addColumn('reviewedAt', t.timestamp)
    .addColumn('reviewedBy', t.id, (c) => c.references('user.id').onDelete('set null'))
    .addColumn('sharedFileId', t.id)
    .execute();
  await db.schema
    .createIndex('request_upload_item_idx')
    .on('request_upload')
    .columns(['portalId', 'itemId', 'status'])
    .execute();
  await db.schema
    .createIndex('request_upload_status_idx')
    .on('request_upload')
    .columns(['status', 'createdAt'])
    .execute();
  await db.schema
    .createTable('request_reminder')
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('sectionId', t.text, (c) => c.notNull())
    .addColumn('dueDate', t.text, (c) => c.notNull())
    .addColumn('stage', t.text, (c) => c.notNull())
    .addColumn('sentAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('request_reminder_pk', ['portalId', 'sectionId', 'dueDate', 'stage'])
    .execute();
}
