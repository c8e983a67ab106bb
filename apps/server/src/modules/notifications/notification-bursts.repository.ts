import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { toIso } from '../../db/values';
import { insertOutboxQuery, type OutboxInsert, outboxValues } from '../mail';
import { type NotificationRecord, toNotificationRecord } from './notifications.repository';

/** The instant mails held back so that a burst of notifications goes out as one mail. */
export function createNotificationBurstsRepository(db: Kysely<Database>) {
  const insertOutbox = insertOutboxQuery(db);
  return {
    /** Users whose oldest held notification was created at or before `openedBefore`, oldest first. */
    async listDue(openedBefore: Date, limit: number): Promise<{ userId: string; firstAt: string }[]> {
      const rows = await db
        .selectFrom('notification_mail_pending')
        .select(['userId', (eb) => eb.fn.min('createdAt').as('firstAt')])
        .groupBy('userId')
        .having((eb) => eb.fn.min('createdAt'), '<=', openedBefore.toISOString())
        .orderBy('firstAt')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ userId: row.userId, firstAt: toIso(row.firstAt as string | Date)! }));
    },
    /** The links of the user's held notifications created before `until` (to name their portals). */
    async listHeldLinks(userId: string, until: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('notification_mail_pending')
        .innerJoin('notification', 'notification.id', 'notification_mail_pending.notificationId')
        .select('notification.link')
        .where('notification_mail_pending.userId', '=', userId)
        .where('notification_mail_pending.createdAt', '<', until.toISOString())
        .execute();
      return rows.flatMap((row) => (row.link ? [row.link] : []));
    },
    /**
     * Takes the user's held notifications created before `until` and, in the same transaction, writes the
     * outbox row of the mail `compose` makes of them (none when it answers null). Deleting the rows is the
     * claim: a second instance running at once finds them gone and takes nothing.
     */
    async take<T extends { outbox: OutboxInsert }>(
      userId: string,
      until: Date,
      compose: (items: NotificationRecord[]) => T | null,
    ): Promise<{ taken: number; mail: T | null }> {
      return db.transaction().execute(async (trx) => {
        const taken = await trx
          .deleteFrom('notification_mail_pending')
          .where('userId', '=', userId)
          .where('createdAt', '<', until.toISOString())
          .returning('notificationId')
          .execute();
        if (taken.length === 0) return { taken: 0, mail: null };
        const rows = await trx
          .selectFrom('notification')
          .selectAll()
          .where(
            'id',
            'in',
            taken.map((row) => row.notificationId),
          )
          .orderBy('createdAt')
          .orderBy('id')
          .execute();
        const mail = compose(rows.map(toNotificationRecord));
        if (mail) await insertOutbox.on(trx).run(outboxValues(mail.outbox));
        return { taken: taken.length, mail };
      });
    },
  };
}
export type NotificationBurstsRepository = ReturnType<typeof createNotificationBurstsRepository>;
