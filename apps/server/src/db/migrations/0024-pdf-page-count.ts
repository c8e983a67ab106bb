import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// A PDF version's number of pages, counted when it is stored, so a pin on a page past the last is refused.
// Null for other files, for PDFs stored before the count and for PDFs whose structure cannot be read.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema.alterTable('portal_file').addColumn('pageCount', t.int).execute();
}
