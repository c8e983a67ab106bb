import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// visitor_to_date's rows and marks are kept per last day added, so a read that began before midnight and one
// after it each read rows built for their own range: the new day's build no longer replaces rows the earlier read
// is about to add its own day to. A build removes the days before the previous one. The rows are built on read,
// so they are dropped here and built again by the first read.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  const clustered = (builder: CreateTableBuilder<string, never>) =>
    dialect === 'sqlite' ? builder.modifyEnd(sql`without rowid`) : builder;

  await db.schema.dropTable('visitor_to_date').execute();
  await db.schema.dropTable('visitor_to_date_mark').execute();

  await db.schema
    .createTable('visitor_to_date')
    .$call(clustered)
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('throughDay', t.text, (c) => c.notNull())
    .addColumn('visitorId', t.id, (c) => c.notNull())
    .addColumn('views', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('comments', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('approvals', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('lastAt', t.timestamp, (c) => c.notNull())
    // The day first: a read takes one day's rows of its portals in (portal, visitor) order, as the fold wants them.
    .addPrimaryKeyConstraint('visitor_to_date_pk', ['throughDay', 'portalId', 'visitorId'])
    .execute();

  await db.schema
    .createTable('visitor_to_date_mark')
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('throughDay', t.text, (c) => c.notNull())
    .addColumn('events', t.int, (c) => c.notNull())
    .addPrimaryKeyConstraint('visitor_to_date_mark_pk', ['portalId', 'throughDay'])
    .execute();
}
