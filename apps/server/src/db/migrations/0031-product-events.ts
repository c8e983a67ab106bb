import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Product analytics (spec §7): one row per event. `source` tells what the server recorded itself from what a
// browser sent (a browser's copy of a server-side event is kept but never counted). userId is set only on the
// server's own events, for the funnel (sign-up, first portal, first client view, purchase); day is the UTC
// calendar day (YYYY-MM-DD), so counts per day group the same way on both databases.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('product_event')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('source', t.text, (c) => c.notNull())
    .addColumn('props', t.json)
    .addColumn('userId', t.id, (c) => c.references('user.id').onDelete('set null'))
    .addColumn('day', t.text, (c) => c.notNull())
    .addColumn('at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_event_day_idx').on('product_event').columns(['day', 'name']).execute();
  await db.schema.createIndex('product_event_name_idx').on('product_event').columns(['name', 'at']).execute();
  await db.schema.createIndex('product_event_user_idx').on('product_event').columns(['userId', 'name']).execute();
  await db.schema.createIndex('product_event_at_idx').on('product_event').column('at').execute();
}
