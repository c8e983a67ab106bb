import { type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Clients a creator sent a portal to. Each invitation carries a personal link whose token is kept only as a
// hash and proves the address once (proofUsedAt). One live recipient per portal and address; a revoked one
// stays for the record, and the address can be invited again. autoReminderStage counts the automatic
// reminders sent, so each is claimed once across instances. recipient_setting holds a portal's switch for
// automatic reminders (no row: on).
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('recipient')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('email', t.text, (c) => c.notNull())
    .addColumn('name', t.text)
    .addColumn('message', t.text)
    .addColumn('tokenHash', t.text, (c) => c.notNull())
    .addColumn('invitedAt', t.timestamp, (c) => c.notNull())
    .addColumn('invitedBy', t.id, (c) => c.references('user.id').onDelete('set null'))
    .addColumn('proofUsedAt', t.timestamp)
    .addColumn('firstOpenedAt', t.timestamp)
    .addColumn('lastSeenAt', t.timestamp)
    .addColumn('status', t.text, (c) => c.notNull().defaultTo('invited'))
    .addColumn('viewedFileIds', t.json)
    .addColumn('downloads', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('revokedAt', t.timestamp)
    .addColumn('remindersSent', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('lastRemindedAt', t.timestamp)
    .addColumn('autoReminderStage', t.int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('recipient_live_email_idx')
    .unique()
    .on('recipient')
    .columns(['portalId', 'email'])
    .where(sql.ref('revokedAt'), 'is', null)
    .execute();
  await db.schema.createIndex('recipient_token_idx').on('recipient').column('tokenHash').execute();
  await db.schema.createIndex('recipient_waiting_idx').on('recipient').columns(['status', 'invitedAt']).execute();
  await db.schema
    .createTable('recipient_setting')
    .addColumn('portalId', t.id, (c) => c.primaryKey().references('portal.id').onDelete('cascade'))
    .addColumn('autoReminders', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
}
