import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// One row per limit and client address: a fixed window of posts counted in the database, so that every app
// instance counts the same posts and a restart forgets nothing.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('rate_window')
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('key', t.text, (c) => c.notNull())
    .addColumn('windowStart', t.bigint, (c) => c.notNull())
    .addColumn('count', t.int, (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_window_pk', ['name', 'key'])
    .execute();
  await db.schema.createIndex('rate_window_start').on('rate_window').column('windowStart').execute();
}
