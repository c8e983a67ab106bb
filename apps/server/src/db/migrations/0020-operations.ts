import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Failed mail is tried again later: when (milliseconds since the epoch; null once sent or given up) and the
// headers it was sent with (List-Unsubscribe must survive a retry). A job claims a run per name and time slot
// in job_claim, so several instances do the work once.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema.alterTable('outbox').addColumn('nextAttemptAt', t.bigint).execute();
  await db.schema.alterTable('outbox').addColumn('headers', t.text).execute();
  await db.schema.createIndex('outbox_next_attempt').on('outbox').column('nextAttemptAt').execute();
  await db.schema
    .createTable('job_claim')
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('slot', t.text, (c) => c.notNull())
    .addColumn('claimedAt', t.bigint, (c) => c.notNull())
    .addColumn('result', t.text)
    .addPrimaryKeyConstraint('job_claim_pk', ['name', 'slot'])
    .execute();
}
