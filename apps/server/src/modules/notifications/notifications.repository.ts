import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@clientdock/shared';
import type { Kysely, Selectable } from 'kysely';
import { prepareQuery } from '../../db/prepared-query';
import type { RowRecord } from '../../db/row-record';
import type { Database, Notification } from '../../db/types';
import { nowIso, toBool, toIso } from '../../db/values';
import { insertOutboxQuery, type OutboxInsert, outboxValues } from '../mail';

export type { NotificationType };

export type NotificationRecord = RowRecord<Notification, { type: NotificationType }>;

/** How a notification's mail was decided when it was created; null on notifications from before. */
export type NotificationMailDecision = 'instant' | 'digest' | 'none';

export interface NotificationInput {
  uid: string;
  type: NotificationType;
  title: string;
  message: string;
  link?: string | null;
  createdAt?: string;
  emailDelivery?: NotificationMailDecision;
}

export interface NotificationMailPlan {
  /** A mail sent at once: its outbox row is written in the same transaction. */
  mail?: OutboxInsert;
  /** Held for the next burst mail (notification-bursts.ts), in the same transaction. */
  queueMail?: boolean;
}

export function toNotificationRecord(row: Selectable<Notification>): NotificationRecord {
  return {
    ...row,
    type: row.type as NotificationType,
    read: toBool(row.read),
    readAt: toIso(row.readAt),
    createdAt: toIso(row.createdAt)!,
  };
}

export function createNotificationsRepository(db: Kysely<Database>) {
  // Client activity writes one per action, often with its instant mail; built and compiled once.
  const insert = prepareQuery(db, (arg) =>
    db.insertInto('notification').values({
      id: arg<string>('id'),
      uid: arg<string>('uid'),
      type: arg<string>('type'),
      title: arg<string>('title'),
      message: arg<string>('message'),
      link: arg<string | null>('link'),
      read: false,
      readAt: null,
      createdAt: arg<string>('createdAt'),
      emailDelivery: arg<string | null>('emailDelivery'),
    }),
  );
  const insertOutbox = insertOutboxQuery(db);
  const insertPending = prepareQuery(db, (arg) =>
    db.insertInto('notification_mail_pending').values({
      notificationId: arg<string>('notificationId'),
      userId: arg<string>('userId'),
      createdAt: arg<string>('createdAt'),
    }),
  );

  /** Its mail (sent at once, or held for a burst) is written in the same transaction: neither is kept without the other. */
  async function insertRecord(input: NotificationInput, plan: NotificationMailPlan = {}): Promise<NotificationRecord> {
    const record: NotificationRecord = {
      id: randomUUID(),
      uid: input.uid,
      type: input.type,
      title: input.title,
      message: input.message,
      link: input.link ?? null,
      read: false,
      readAt: null,
      createdAt: input.createdAt ?? nowIso(),
      emailDelivery: input.emailDelivery ?? null,
    };
    const { mail, queueMail } = plan;
    if (!mail && !queueMail) {
      await insert.run({ ...record });
      return record;
    }
    await db.transaction().execute(async (trx) => {
      await insert.on(trx).run({ ...record });
      if (mail) await insertOutbox.on(trx).run(outboxValues(mail));
      if (queueMail) {
        await insertPending.on(trx).run({ notificationId: record.id, userId: record.uid, createdAt: record.createdAt });
      }
    });
    return record;
  }

  return {
    /** Stores a notification; answers its id (insertRecord answers the whole record). */
    async create(input: NotificationInput): Promise<string> {
      return (await insertRecord(input)).id;
    },
    insertRecord,
    async findById(id: string): Promise<NotificationRecord | undefined> {
      const row = await db.selectFrom('notification').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toNotificationRecord(row) : undefined;
    },
    /** Newest first; the id breaks ties between notifications made in the same millisecond. */
    async listForUser(uid: string, limit = 50): Promise<NotificationRecord[]> {
      const rows = await db
        .selectFrom('notification')
        .selectAll()
        .where('uid', '=', uid)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toNotificationRecord);
    },
    /**
     * Oldest first, created in [from, to), that were set aside for the digest; `withUndecided` adds those from
     * before the choice was recorded (null), which a daily or weekly digest always held.
     */
    async listForDigest(
      uid: string,
      from: Date,
      to: Date,
      withUndecided: boolean,
      limit = 500,
    ): Promise<NotificationRecord[]> {
      const rows = await db
        .selectFrom('notification')
        .selectAll()
        .where('uid', '=', uid)
        .where('createdAt', '>=', from.toISOString())
        .where('createdAt', '<', to.toISOString())
        .where((eb) =>
          withUndecided
            ? eb.or([eb('emailDelivery', '=', 'digest'), eb('emailDelivery', 'is', null)])
            : eb('emailDelivery', '=', 'digest'),
        )
        .orderBy('createdAt', 'asc')
        .limit(limit)
        .execute();
      return rows.map(toNotificationRecord);
    },
    async countUnread(uid: string): Promise<number> {
      const row = await db
        .selectFrom('notification')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('uid', '=', uid)
        .where('read', '=', false)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** Whether the user already has an unread notification with this title and message since `since`. */
    async hasUnreadLike(uid: string, title: string, message: string, since: Date): Promise<boolean> {
      const row = await db
        .selectFrom('notification')
        .select('id')
        .where('uid', '=', uid)
        .where('read', '=', false)
        .where('title', '=', title)
        .where('message', '=', message)
        .where('createdAt', '>=', since.toISOString())
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Marks one of the user's notifications read (keeping the first readAt); undefined when not theirs. */
    async markRead(uid: string, id: string, at: Date): Promise<NotificationRecord | undefined> {
      await db
        .updateTable('notification')
        .set({ read: true, readAt: at.toISOString() })
        .where('id', '=', id)
        .where('uid', '=', uid)
        .where('read', '=', false)
        .execute();
      const row = await db
        .selectFrom('notification')
        .selectAll()
        .where('id', '=', id)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return row ? toNotificationRecord(row) : undefined;
    },
    /** Answers how many changed. */
    async markAllRead(uid: string, at: Date): Promise<number> {
      const result = await db
        .updateTable('notification')
        .set({ read: true, readAt: at.toISOString() })
        .where('uid', '=', uid)
        .where('read', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
