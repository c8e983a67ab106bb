import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// notification.emailDelivery records how its mail was decided when it was created ('instant', 'digest' or
// 'none'), so a digest holds only what was not mailed already, whatever the creator chooses later; rows from
// before stay null. notification_mail_pending holds the instant mails not sent yet: several within minutes go
// out as one mail, and a row is deleted in the transaction that writes that mail's outbox row, so it is sent
// once across instances and survives a restart.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema.alterTable('notification').addColumn('emailDelivery', t.text).execute();
  await db.schema
    .createTable('notification_mail_pending')
    .addColumn('notificationId', t.id, (c) => c.primaryKey().references('notification.id').onDelete('cascade'))
    .addColumn('userId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notification_mail_pending_user_idx')
    .on('notification_mail_pending')
    .columns(['userId', 'createdAt'])
    .execute();
}
