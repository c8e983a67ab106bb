import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Suspending an account ends its sessions. The tokens of those sessions are remembered (hashed) until they
// would have expired, so the suspended person's next request says why it stopped working instead of
// looking like an ordinary sign-out.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('revoked_session')
    .addColumn('tokenHash', t.text, (c) => c.primaryKey())
    .addColumn('userId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('reason', t.text, (c) => c.notNull())
    .addColumn('revokedAt', t.timestamp, (c) => c.notNull())
    .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revoked_session_userId_idx').on('revoked_session').column('userId').execute();
  await db.schema.createIndex('user_status_idx').on('user').columns(['status', 'createdAt']).execute();
}
