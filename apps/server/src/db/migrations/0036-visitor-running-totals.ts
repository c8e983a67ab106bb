import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Running totals per visitor for the long analytics periods: a row per visitor and month holds everything the
// visitor did up to the end of that month, so any run of whole months is two rows per visitor (its last month
// minus the month before its first) instead of one per visitor and month. Built on read from visitor_monthly,
// never written by the event path; visitor_running_mark keeps, per portal, the last month built, and copying a
// month again (a late event) takes the portal's rows from that month on back out. Months are YYYY-MM (UTC).
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  const clustered = (builder: CreateTableBuilder<string, never>) =>
    dialect === 'sqlite' ? builder.modifyEnd(sql`without rowid`) : builder;

  await db.schema
    .createTable('visitor_running')
    .$call(clustered)
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('month', t.text, (c) => c.notNull())
    .addColumn('visitorId', t.id, (c) => c.notNull())
    .addColumn('views', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('comments', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('approvals', t.int, (c) => c.notNull().defaultTo(0))
    // Months with any activity: a run of months where it does not grow had none from this visitor.
    .addColumn('months', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('lastAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('visitor_running_pk', ['portalId', 'month', 'visitorId'])
    .execute();

  await db.schema
    .createTable('visitor_running_mark')
    .addColumn('portalId', t.id, (c) => c.primaryKey().references('portal.id').onDelete('cascade'))
    .addColumn('through', t.text, (c) => c.notNull())
    .execute();
}
