import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// One row per upload being written: several app instances share it, so a resumed upload is never written by
// two requests at once. A holder renews expiresAt while it writes; a crashed holder's lock simply runs out.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('upload_lock')
    .addColumn('id', t.text, (c) => c.primaryKey())
    .addColumn('owner', t.text, (c) => c.notNull())
    .addColumn('expiresAt', t.bigint, (c) => c.notNull())
    .addColumn('releaseRequested', t.int, (c) => c.notNull().defaultTo(0))
    .execute();
}
