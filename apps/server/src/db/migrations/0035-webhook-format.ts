import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// A webhook's body format: `standard` (the signed Standard Webhooks event) or `slack` (a one-line message a
// Slack incoming webhook posts). Every endpoint made before stays standard.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .alterTable('webhook_endpoint')
    .addColumn('format', t.text, (c) => c.notNull().defaultTo('standard'))
    .execute();
}
