import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Custom domains, public creator profiles (spec §3 Creator profile) and pending email changes.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);

  await db.schema
    .createTable('custom_domain')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('ownerId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('domain', t.text, (c) => c.notNull().unique())
    .addColumn('status', t.text, (c) => c.notNull().defaultTo('pending'))
    .addColumn('verificationToken', t.text, (c) => c.notNull())
    .addColumn('lastCheckedAt', t.timestamp)
    .addColumn('error', t.text)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('custom_domain_owner_idx').on('custom_domain').column('ownerId').execute();
  await db.schema.createIndex('custom_domain_status_idx').on('custom_domain').column('status').execute();

  await db.schema
    .createTable('creator_profile')
    .addColumn('uid', t.id, (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('displayName', t.text, (c) => c.notNull())
    .addColumn('businessName', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('bio', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('location', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('experience', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('expertise', t.json, (c) => c.notNull().defaultTo('[]'))
    .addColumn('avatar', t.text)
    .addColumn('banner', t.text)
    .addColumn('bannerPosition', t.real, (c) => c.notNull().defaultTo(50))
    .addColumn('colorTemplate', t.text, (c) => c.notNull().defaultTo('default'))
    .addColumn('publicProfile', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('socialLinks', t.json, (c) => c.notNull().defaultTo('{}'))
    .addColumn('verified', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('badges', t.json, (c) => c.notNull().defaultTo('[]'))
    .addColumn('joinedDate', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();

  // The verification link itself is a signed token of the auth library; this row is what lets the
  // settings screen poll for the outcome and lets the server finish the change exactly once.
  await db.schema
    .createTable('email_change_request')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('userId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('oldEmail', t.text, (c) => c.notNull())
    .addColumn('newEmail', t.text, (c) => c.notNull())
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('completedAt', t.timestamp)
    .execute();
  await db.schema
    .createIndex('email_change_request_user_idx')
    .on('email_change_request')
    .columns(['userId', 'createdAt'])
    .execute();
}
