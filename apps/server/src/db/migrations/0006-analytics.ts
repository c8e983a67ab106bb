import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Analytics at scale: per-day counts of client events, kept up to date on every event insert, so that a
// period's figures read a few thousand rows instead of every event: per portal and type (totals, time series),
// per file (downloads) and per visitor (unique visitors, each client's activity). Plus the record of approval
// reminders ("nudges"), which are not client activity. Days are UTC calendar days, written as YYYY-MM-DD.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  // On SQLite the rollups are stored in primary-key order, so a portal's days are read from one place.
  const clustered = (builder: CreateTableBuilder<string, never>) =>
    dialect === 'sqlite' ? builder.modifyEnd(sql`without rowid`) : builder;

  await db.schema
    .createTable('event_daily')
    .$call(clustered)
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('ownerId', t.id, (c) => c.notNull())
    .addColumn('day', t.text, (c) => c.notNull())
    .addColumn('type', t.text, (c) => c.notNull())
    .addColumn('count', t.int, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('event_daily_pk', ['portalId', 'day', 'type'])
    .execute();

  // fileId is the file's group id (stable across versions), as in the event rows.
  await db.schema
    .createTable('file_daily')
    .$call(clustered)
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('ownerId', t.id, (c) => c.notNull())
    .addColumn('fileId', t.id, (c) => c.notNull())
    .addColumn('day', t.text, (c) => c.notNull())
    .addColumn('downloads', t.int, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('file_daily_pk', ['portalId', 'day', 'fileId'])
    .execute();

  // One row per visitor and day with activity; lastAt is the day's latest event.
  await db.schema
    .createTable('visitor_daily')
    .$call(clustered)
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('ownerId', t.id, (c) => c.notNull())
    .addColumn('day', t.text, (c) => c.notNull())
    .addColumn('visitorId', t.id, (c) => c.notNull())
    .addColumn('views', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('comments', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('approvals', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('forms', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('lastAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('visitor_daily_pk', ['portalId', 'day', 'visitorId'])
    .execute();

  await db.schema
    .createTable('portal_nudge')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('ownerId', t.id, (c) => c.notNull())
    .addColumn('sentBy', t.id)
    .addColumn('recipients', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('portal_nudge_portal_idx')
    .on('portal_nudge')
    .columns(['portalId', 'createdAt'])
    .execute();

  const day =
    dialect === 'postgres'
      ? sql`to_char(${sql.ref('at')} at time zone 'UTC', 'YYYY-MM-DD')`
      : sql`substr(${sql.ref('at')}, 1, 10)`;
  await sql`
    insert into ${sql.table('event_daily')} (${sql.ref('portalId')}, ${sql.ref('ownerId')}, ${sql.ref('day')}, ${sql.ref('type')}, ${sql.ref('count')})
    select ${sql.ref('portalId')}, ${sql.ref('ownerId')}, ${day}, ${sql.ref('type')}, count(*)
    from ${sql.table('event')}
    group by ${sql.ref('portalId')}, ${sql.ref('ownerId')}, ${day}, ${sql.ref('type')}
  `.execute(db);
  await sql`
    insert into ${sql.table('file_daily')} (${sql.ref('portalId')}, ${sql.ref('ownerId')}, ${sql.ref('fileId')}, ${sql.ref('day')}, ${sql.ref('downloads')})
    select ${sql.ref('portalId')}, ${sql.ref('ownerId')}, ${sql.ref('fileId')}, ${day}, count(*)
    from ${sql.table('event')}
    where ${sql.ref('type')} = 'download' and ${sql.ref('fileId')} is not null
    group by ${sql.ref('portalId')}, ${sql.ref('ownerId')}, ${sql.ref('fileId')}, ${day}
  `.execute(db);
  const ofType = (type: string) => sql`sum(case when ${sql.ref('type')} = ${sql.lit(type)} then 1 else 0 end)`;
  await sql`
    insert into ${sql.table('visitor_daily')} (${sql.join(
      ['portalId', 'ownerId', 'day', 'visitorId', 'views', 'downloads', 'comments', 'approvals', 'forms', 'lastAt'].map(
        (column) => sql.ref(column),
      ),
    )})
    select ${sql.ref('portalId')}, ${sql.ref('ownerId')}, ${day}, ${sql.ref('visitorId')},
      ${ofType('view')}, ${ofType('download')}, ${ofType('comment')}, ${ofType('approval')}, ${ofType('form')},
      max(${sql.ref('at')})
    from ${sql.table('event')}
    where ${sql.ref('visitorId')} is not null
    group by ${sql.ref('portalId')}, ${sql.ref('ownerId')}, ${day}, ${sql.ref('visitorId')}
  `.execute(db);
}
