import type { AnnouncementAudience } from '@clientdock/shared';
import type { Kysely, Selectable } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { Announcement, Database } from '../../db/types';
import { parseJson, toBool, toIso } from '../../db/values';

export type AnnouncementRecord = RowRecord<
  Omit<Announcement, 'emailLeaseUntil'>,
  { audience: AnnouncementAudience; emailStatus: 'none' | 'queued' | 'sending' | 'sent' }
>;

export interface Recipient {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  settings: Record<string, unknown>;
}

export interface AnnouncementNotification {
  id: string;
  uid: string;
  title: string;
  message: string;
  link: string | null;
  createdAt: string;
}

const INSERT_CHUNK = 500;

function toRecord(row: Selectable<Database['announcement']>): AnnouncementRecord {
  return {
    ...row,
    audience: row.audience as AnnouncementAudience,
    sendEmail: toBool(row.sendEmail),
    emailStatus: row.emailStatus as AnnouncementRecord['emailStatus'],
    createdAt: toIso(row.createdAt)!,
    completedAt: toIso(row.completedAt),
  };
}

export function createAnnouncementsRepository(db: Kysely<Database>) {
  /** Active accounts an audience reaches: every creator and team member, or the creators of one plan. */
  const audience = (who: AnnouncementAudience) => {
    const active = db.selectFrom('user').where('status', '=', 'active');
    return who === 'all'
      ? active.where('userType', 'in', ['creator', 'team_member'])
      : active.where('userType', '=', 'creator').where('plan', '=', who);
  };

  return {
    async insert(record: AnnouncementRecord): Promise<void> {
      await db
        .insertInto('announcement')
        .values({ ...record, emailLeaseUntil: null })
        .execute();
    },
    async findById(id: string): Promise<AnnouncementRecord | undefined> {
      const row = await db.selectFrom('announcement').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async listNewestFirst(limit: number): Promise<AnnouncementRecord[]> {
      const rows = await db
        .selectFrom('announcement')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },
    async recipientIds(who: AnnouncementAudience): Promise<string[]> {
      const rows = await audience(who).select('id').orderBy('id').execute();
      return rows.map((row) => row.id);
    },
    async audienceSize(who: AnnouncementAudience): Promise<number> {
      const row = await audience(who)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** The next recipients of a mail run, in id order after the cursor. */
    async recipientsAfter(who: AnnouncementAudience, cursor: string | null, limit: number): Promise<Recipient[]> {
      let query = audience(who).select(['id', 'email', 'name', 'firstName', 'settings']);
      if (cursor) query = query.where('id', '>', cursor);
      const rows = await query.orderBy('id').limit(limit).execute();
      return rows.map((row) => ({ ...row, settings: parseJson<Record<string, unknown>>(row.settings, {}) }));
    },
    /** The bell's copies, in chunks so a large audience is a few statements, not one per person. */
    async insertNotifications(rows: AnnouncementNotification[]): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const chunk = rows.slice(start, start + INSERT_CHUNK);
        await db
          .insertInto('notification')
          .values(chunk.map((row) => ({ ...row, type: 'announcement', read: false, readAt: null })))
          .execute();
      }
    },
    /** Announcements whose mail is still going out (queued, or left half-sent by a stopped instance). */
    async listWithMailDue(): Promise<string[]> {
      const rows = await db
        .selectFrom('announcement')
        .select('id')
        .where('emailStatus', 'in', ['queued', 'sending'])
        .orderBy('createdAt')
        .execute();
      return rows.map((row) => row.id);
    },
    /**
     * Takes the mail run of an announcement until `leaseUntil`. Only one instance wins: the update matches
     * only while nobody else holds a live lease.
     */
    async claimMailRun(id: string, now: Date, leaseUntil: Date): Promise<boolean> {
      const result = await db
        .updateTable('announcement')
        .set({ emailStatus: 'sending', emailLeaseUntil: leaseUntil.toISOString() })
        .where('id', '=', id)
        .where('emailStatus', 'in', ['queued', 'sending'])
        .where((eb) => eb.or([eb('emailLeaseUntil', 'is', null), eb('emailLeaseUntil', '<', now.toISOString())]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Records one batch of the mail run and extends the lease. */
    async recordMailBatch(
      id: string,
      batch: { cursor: string; sent: number; skipped: number; failed: number; leaseUntil: Date },
    ): Promise<void> {
      await db
        .updateTable('announcement')
        .set((eb) => ({
          emailCursor: batch.cursor,
          emailSent: eb('emailSent', '+', batch.sent),
          emailSkipped: eb('emailSkipped', '+', batch.skipped),
          emailFailed: eb('emailFailed', '+', batch.failed),
          emailLeaseUntil: batch.leaseUntil.toISOString(),
        }))
        .where('id', '=', id)
        .execute();
    },
    async finishMailRun(id: string, at: Date): Promise<void> {
      await db
        .updateTable('announcement')
        .set({ emailStatus: 'sent', emailLeaseUntil: null, completedAt: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
