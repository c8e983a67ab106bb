import { type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// A custom domain may be claimed by several accounts until one of them proves it with the TXT record: the
// first to verify wins, so an unverified claim no longer blocks the domain's real owner. The table is rebuilt
// because SQLite cannot drop the column's UNIQUE constraint; one claim per account and domain, and one
// verified (or active) claim per domain.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('custom_domain_next')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('ownerId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('domain', t.text, (c) => c.notNull())
    .addColumn('status', t.text, (c) => c.notNull().defaultTo('pending'))
    .addColumn('verificationToken', t.text, (c) => c.notNull())
    .addColumn('lastCheckedAt', t.timestamp)
    .addColumn('error', t.text)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await sql`insert into custom_domain_next ("id", "ownerId", "domain", "status", "verificationToken", "lastCheckedAt", "error", "createdAt", "updatedAt")
    select "id", "ownerId", "domain", "status", "verificationToken", "lastCheckedAt", "error", "createdAt", "updatedAt" from custom_domain`.execute(
    db,
  );
  await db.schema.dropTable('custom_domain').execute();
  await db.schema.alterTable('custom_domain_next').renameTo('custom_domain').execute();
  await db.schema.createIndex('custom_domain_owner_idx').on('custom_domain').column('ownerId').execute();
  await db.schema.createIndex('custom_domain_status_idx').on('custom_domain').column('status').execute();
  await db.schema
    .createIndex('custom_domain_claim_idx')
    .unique()
    .on('custom_domain')
    .columns(['domain', 'ownerId'])
    .execute();
  await db.schema
    .createIndex('custom_domain_verified_idx')
    .unique()
    .on('custom_domain')
    .column('domain')
    .where(sql.ref('status'), 'in', ['verified', 'active'])
    .execute();
}
