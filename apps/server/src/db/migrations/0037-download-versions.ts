import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Which version of a file a download event served, so a visitor's reading line can say "downloaded v2".
// Events written before stay null: their version was not recorded.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema.alterTable('event').addColumn('fileVersion', t.int).execute();
}
