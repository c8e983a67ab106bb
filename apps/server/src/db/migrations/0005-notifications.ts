import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Notification delivery: sent digests and expiry reminders (each recorded before it is sent, under a unique
// key, so no instance or restart sends one twice) and browsers' push subscriptions.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);

  await db.schema
    .createTable('notification_digest')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('userId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('period', t.text, (c) => c.notNull())
    .addColumn('periodKey', t.text, (c) => c.notNull())
    .addColumn('itemCount', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('sentAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notification_digest_period_idx')
    .on('notification_digest')
    .columns(['userId', 'period', 'periodKey'])
    .unique()
    .execute();

  // expiresAt is part of the key: a portal given a new expiry date gets its reminders again.
  await db.schema
    .createTable('portal_expiry_reminder')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('expiresAt', t.text, (c) => c.notNull())
    .addColumn('reminder', t.text, (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('portal_expiry_reminder_key_idx')
    .on('portal_expiry_reminder')
    .columns(['portalId', 'expiresAt', 'reminder'])
    .unique()
    .execute();

  await db.schema
    .createTable('push_subscription')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('uid', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('endpoint', t.text, (c) => c.notNull().unique())
    .addColumn('p256dh', t.text, (c) => c.notNull())
    .addColumn('auth', t.text, (c) => c.notNull())
    .addColumn('expirationTime', t.bigint)
    .addColumn('userAgent', t.text)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscription_uid_idx').on('push_subscription').columns(['uid']).execute();

  await db.schema.createIndex('notification_uid_read_idx').on('notification').columns(['uid', 'read']).execute();
}
