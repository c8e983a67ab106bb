import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Reading analytics: how a visitor read a file, already summed up (the portal page sends a few seconds at a
// time, and each batch adds to these rows). One row per (portal, file, visitor, kind, page):
// - kind 'page': seconds on one PDF page;
// - kind 'media': seconds watched and the furthest position reached, with the duration (page 0);
// - kind 'image': seconds an image was shown (page 0);
// - kind 'open': the file's openings (a gap of 30 minutes starts a new one) and the per-minute allowance of
//   seconds (windowStart, windowSeconds) that keeps one visitor from inflating a file (page 0).
// fileId is the file (its first version's id, as in events), version the last version read.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('reading')
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('fileId', t.id, (c) => c.notNull())
    .addColumn('visitorId', t.id, (c) => c.notNull().references('visitor.id').onDelete('cascade'))
    .addColumn('kind', t.text, (c) => c.notNull())
    .addColumn('page', t.int, (c) => c.notNull())
    .addColumn('version', t.int)
    .addColumn('seconds', t.real, (c) => c.notNull().defaultTo(0))
    .addColumn('position', t.real)
    .addColumn('duration', t.real)
    .addColumn('opens', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('windowStart', t.bigint)
    .addColumn('windowSeconds', t.real)
    .addColumn('firstAt', t.timestamp, (c) => c.notNull())
    .addColumn('lastAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('reading_pk', ['portalId', 'fileId', 'visitorId', 'kind', 'page'])
    .execute();
  await db.schema.createIndex('reading_last_at_idx').on('reading').column('lastAt').execute();
}
