import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Per visitor, the current month's days that have ended, so that a period reaching into the month being written
// reads one row per visitor for them instead of one per visitor and day. Built on read from visitor_daily, never
// written by the event path; visitor_to_date_mark keeps, per portal, the last day added and event_daily's count of
// events from the month's first day through it, and a read that finds either moved builds the portal's rows again.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  const clustered = (builder: CreateTableBuilder<string, never>) =>
    dialect === 'sqlite' ? builder.modifyEnd(sql`without rowid`) : builder;

  await db.schema
    .createTable('visitor_to_date')
    .$call(clustered)
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('visitorId', t.id, (c) => c.notNull())
    .addColumn('views', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('comments', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('approvals', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('lastAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('visitor_to_date_pk', ['portalId', 'visitorId'])
    .execute();

  await db.schema
    .createTable('visitor_to_date_mark')
    .addColumn('portalId', t.id, (c) => c.primaryKey().references('portal.id').onDelete('cascade'))
    .addColumn('throughDay', t.text, (c) => c.notNull())
    .addColumn('events', t.int, (c) => c.notNull())
    .execute();
}
