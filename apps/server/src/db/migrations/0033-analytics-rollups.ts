import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Monthly rollups for the long analytics periods: a year of visitor_daily is a row per visitor and active day,
// the same year by month is a row per visitor and month. They are derived from the daily rollups, never written
// by the event path: a month is copied once it has ended, and rollup_month keeps how many events event_daily
// held for that portal and month when it was copied, so a read can tell a stale month (a late event) and copy it
// again. Months are YYYY-MM (UTC).
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  const clustered = (builder: CreateTableBuilder<string, never>) =>
    dialect === 'sqlite' ? builder.modifyEnd(sql`without rowid`) : builder;

  await db.schema
    .createTable('rollup_month')
    .$call(clustered)
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('month', t.text, (c) => c.notNull())
    .addColumn('events', t.bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('rollup_month_pk', ['portalId', 'month'])
    .execute();

  await db.schema
    .createTable('visitor_monthly')
    .$call(clustered)
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('month', t.text, (c) => c.notNull())
    .addColumn('visitorId', t.id, (c) => c.notNull())
    .addColumn('views', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('comments', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('approvals', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('lastAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('visitor_monthly_pk', ['portalId', 'month', 'visitorId'])
    .execute();

  await db.schema
    .createTable('file_monthly')
    .$call(clustered)
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('month', t.text, (c) => c.notNull())
    .addColumn('fileId', t.id, (c) => c.notNull())
    .addColumn('downloads', t.int, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('file_monthly_pk', ['portalId', 'month', 'fileId'])
    .execute();

  // Backfill: every month before the current one. Later months are copied by the first read that needs them.
  const month = sql`substr(${sql.ref('day')}, 1, 7)`;
  const currentMonth = new Date().toISOString().slice(0, 7);
  const ended = sql`${sql.ref('day')} < ${`${currentMonth}-01`}`;
  await sql`
    insert into ${sql.table('rollup_month')} (${sql.ref('portalId')}, ${sql.ref('month')}, ${sql.ref('events')})
    select ${sql.ref('portalId')}, ${month}, sum(${sql.ref('count')})
    from ${sql.table('event_daily')} where ${ended}
    group by ${sql.ref('portalId')}, ${month}
  `.execute(db);
  await sql`
    insert into ${sql.table('visitor_monthly')} (${sql.join(
      ['portalId', 'month', 'visitorId', 'views', 'downloads', 'comments', 'approvals', 'lastAt'].map((c) =>
        sql.ref(c),
      ),
    )})
    select ${sql.ref('portalId')}, ${month}, ${sql.ref('visitorId')}, sum(${sql.ref('views')}),
      sum(${sql.ref('downloads')}), sum(${sql.ref('comments')}), sum(${sql.ref('approvals')}), max(${sql.ref('lastAt')})
    from ${sql.table('visitor_daily')} where ${ended}
    group by ${sql.ref('portalId')}, ${month}, ${sql.ref('visitorId')}
  `.execute(db);
  await sql`
    insert into ${sql.table('file_monthly')} (${sql.ref('portalId')}, ${sql.ref('month')}, ${sql.ref('fileId')}, ${sql.ref('downloads')})
    select ${sql.ref('portalId')}, ${month}, ${sql.ref('fileId')}, sum(${sql.ref('downloads')})
    from ${sql.table('file_daily')} where ${ended}
    group by ${sql.ref('portalId')}, ${month}, ${sql.ref('fileId')}
  `.execute(db);
}
