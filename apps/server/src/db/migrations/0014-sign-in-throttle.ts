import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// One row per account address that has failed to sign in: the failures since its last success, kept in the
// database so that every app instance sees the same count (the per-client-address limit alone lets an attacker
// spread guesses over many addresses).
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('email', t.text, (c) => c.primaryKey())
    .addColumn('failures', t.int, (c) => c.notNull())
    /** Milliseconds since the epoch. */
    .addColumn('lastFailureAt', t.bigint, (c) => c.notNull())
    .addColumn('ownerAlertedAt', t.bigint)
    .execute();
}
