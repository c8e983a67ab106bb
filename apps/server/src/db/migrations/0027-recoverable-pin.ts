import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// The portal's PIN sealed with a key derived from the app secret, so its owner can see it again and send it
// on; pinHash stays the one the PIN is checked against. Null for portals whose PIN was set before this column.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema.alterTable('portal').addColumn('pinSealed', t.text).execute();
}
