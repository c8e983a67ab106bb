import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// The review round trip: a change request keeps the ids of the client's open pins on that version when it
// was made (JSON list; null on approvals and older requests), and a pin carried forward to a newer version
// names the thread it came from.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema.alterTable('approval').addColumn('commentIds', t.json).execute();
  await db.schema.alterTable('comment').addColumn('carriedFrom', t.text).execute();
}
