import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { nowIso, toBool, toIso } from '../../db/values';

// Spec §3 Notification types.
export type NotificationType =
  | 'portal_access'
  | 'file_download'
  | 'client_comment'
  | 'client_approval'
  | 'portal_expiring'
  | 'other';

export interface NotificationRecord {
  id: string;
  uid: string;
  type: string;
  title: string;
  message: string;
  link: string | null;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

export function createNotificationsRepository(db: Kysely<Database>) {
  return {
    async create(input: { uid: string; type: NotificationType; title: string; message: string; link?: string | null }) {
      const row = {
        id: randomUUID(),
        uid: input.uid,
        type: input.type,
        title: input.title,
        message: input.message,
        link: input.link ?? null,
        read: false,
        readAt: null,
        createdAt: nowIso(),
      };
      await db.insertInto('notification').values(row).execute();
      return row.id;
    },
    async listForUser(uid: string, limit = 50): Promise<NotificationRecord[]> {
      const rows = await db
        .selectFrom('notification')
        .selectAll()
        .where('uid', '=', uid)
        .orderBy('createdAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...row,
        read: toBool(row.read),
        readAt: toIso(row.readAt),
        createdAt: toIso(row.createdAt)!,
      }));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
