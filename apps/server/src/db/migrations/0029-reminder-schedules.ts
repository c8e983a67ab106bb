import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// A portal's own reminder schedule (days after the invitation, JSON; null is the default 2 and 5 days), and
// when a recipient was reminded that the portal closes soon (null: not yet), claimed once across instances.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema.alterTable('recipient_setting').addColumn('reminderDays', t.text).execute();
  await db.schema.alterTable('recipient').addColumn('expiryRemindedAt', t.timestamp).execute();
}
