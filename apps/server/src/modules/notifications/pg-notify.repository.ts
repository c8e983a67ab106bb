import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** PostgreSQL NOTIFY: every server listening on `channel` receives `payload`. */
export async function pgNotify(db: Kysely<Database>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
