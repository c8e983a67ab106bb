import type { RecipientStatus } from '@clientdock/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import { prepareQuery } from '../../db/prepared-query';
import type { RowRecord } from '../../db/row-record';
import type { Database } from '../../db/types';
import { parseJson, toBool, toIso, toJson } from '../../db/values';

export type RecipientRecord = RowRecord<Database['recipient'], { status: RecipientStatus; viewedFileIds: string[] }>;

type Row = Selectable<Database['recipient']>;

/** A recipient's reading of one file, of one kind (pages of a PDF, media played, an image shown). */
export interface RecipientReadingRow {
  recipientId: string;
  fileId: string;
  kind: 'page' | 'media' | 'image';
  pages: number;
  seconds: number;
  position: number | null;
  duration: number | null;
  lastAt: string;
}

function toRecord(row: Row): RecipientRecord {
  return {
    ...row,
    status: row.status as RecipientStatus,
    viewedFileIds: parseJson<string[]>(row.viewedFileIds, []),
    invitedAt: toIso(row.invitedAt)!,
    proofUsedAt: toIso(row.proofUsedAt),
    firstOpenedAt: toIso(row.firstOpenedAt),
    lastSeenAt: toIso(row.lastSeenAt),
    revokedAt: toIso(row.revokedAt),
    lastRemindedAt: toIso(row.lastRemindedAt),
    expiryRemindedAt: toIso(row.expiryRemindedAt),
    remindersSent: Number(row.remindersSent),
    downloads: Number(row.downloads),
    autoReminderStage: Number(row.autoReminderStage),
  };
}

export function createRecipientsRepository(db: Kysely<Database>) {
  const live = () => db.selectFrom('recipient').selectAll().where('revokedAt', 'is', null);
  // Every view and download asks it (recipient progress): built and compiled once.
  const forVisitor = prepareQuery(db, (arg) =>
    db
      .selectFrom('recipient as r')
      .innerJoin('visitor as v', (join) => join.onRef('v.portalId', '=', 'r.portalId').onRef('v.email', '=', 'r.email'))
      .selectAll('r')
      .where('v.id', '=', arg<string>('visitorId'))
      .where('v.emailVerified', '=', true)
      .where('r.revokedAt', 'is', null),
  );
  return {
    async listLive(portalId: string): Promise<RecipientRecord[]> {
      const rows = await live().where('portalId', '=', portalId).orderBy('invitedAt', 'desc').limit(1000).execute();
      return rows.map(toRecord);
    },
    async findLive(portalId: string, email: string): Promise<RecipientRecord | undefined> {
      const row = await live().where('portalId', '=', portalId).where('email', '=', email).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async findLiveById(portalId: string, id: string): Promise<RecipientRecord | undefined> {
      const row = await live().where('portalId', '=', portalId).where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async findLiveByToken(tokenHash: string): Promise<RecipientRecord | undefined> {
      const row = await live().where('tokenHash', '=', tokenHash).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    /** False when a parallel invitation of the same address won (the live address is unique). */
    async insert(record: RecipientRecord): Promise<boolean> {
      const result = await db
        .insertInto('recipient')
        .values({ ...record, viewedFileIds: toJson(record.viewedFileIds) })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
    /** A resent invitation: a new personal link (the old one stops proving anything). */
    async renewInvitation(
      id: string,
      patch: { tokenHash: string; name: string | null; message: string | null },
    ): Promise<void> {
      await db
        .updateTable('recipient')
        .set({ ...patch, proofUsedAt: null })
        .where('id', '=', id)
        .execute();
    },
    async revoke(id: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('recipient')
        .set({ revokedAt: at.toISOString() })
        .where('id', '=', id)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Uses the personal link's proof: true for the one request that claims it. */
    async claimProof(id: string, at: Date): Promise<boolean> {
      const iso = at.toISOString();
      const result = await db
        .updateTable('recipient')
        .set((eb) => ({
          proofUsedAt: iso,
          firstOpenedAt: eb.fn.coalesce('firstOpenedAt', sql.lit(iso)),
          lastSeenAt: iso,
          status: eb.case().when('status', '=', 'invited').then('opened').else(eb.ref('status')).end(),
        }))
        .where('id', '=', id)
        .where('proofUsedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Whether the address was revoked on the portal and not invited again since. */
    async isRevoked(portalId: string, email: string): Promise<boolean> {
      const rows = await db
        .selectFrom('recipient')
        .select('revokedAt')
        .where('portalId', '=', portalId)
        .where('email', '=', email.toLowerCase())
        .execute();
      return rows.length > 0 && rows.every((row) => row.revokedAt !== null);
    },
    /** The live recipient whose address this visitor proved (by code or personal link), if any. */
    async findForVisitor(visitorId: string): Promise<RecipientRecord | undefined> {
      const row = await forVisitor.executeTakeFirst({ visitorId });
      return row ? toRecord(row) : undefined;
    },
    async recordProgress(
      id: string,
      patch: Pick<RecipientRecord, 'status' | 'viewedFileIds' | 'downloads' | 'lastSeenAt' | 'firstOpenedAt'>,
    ): Promise<void> {
      await db
        .updateTable('recipient')
        .set({ ...patch, viewedFileIds: toJson(patch.viewedFileIds) })
        .where('id', '=', id)
        .execute();
    },
    /** A revoked address is no longer a verified client of the portal, on any browser that proved it. */
    async forgetVerifiedVisitors(portalId: string, email: string): Promise<void> {
      await db
        .updateTable('visitor')
        .set({ emailVerified: false })
        .where('portalId', '=', portalId)
        .where('email', '=', email)
        .execute();
    },
    /** Claims a manual reminder unless one went out after `since`: true for the one request that claims it. */
    async claimManualReminder(id: string, at: Date, since: Date): Promise<boolean> {
      const result = await db
        .updateTable('recipient')
        .set((eb) => ({ remindersSent: eb('remindersSent', '+', 1), lastRemindedAt: at.toISOString() }))
        .where('id', '=', id)
        .where('revokedAt', 'is', null)
        .where((eb) => eb.or([eb('lastRemindedAt', 'is', null), eb('lastRemindedAt', '<=', since.toISOString())]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async lastReminder(id: string): Promise<string | null> {
      const row = await db.selectFrom('recipient').select('lastRemindedAt').where('id', '=', id).executeTakeFirst();
      return toIso(row?.lastRemindedAt);
    },
    /**
     * Recipients of active portals (with automatic reminders on) who have not opened the portal, invited before
     * `invitedBefore` and with reminders of their schedule left (`maxStage`): candidates, oldest first, with
     * their portal's schedule (null: the default). Whether one is due is the caller's reckoning.
     */
    async autoReminderCandidates(invitedBefore: Date, maxStage: number, limit: number) {
      const rows = await db
        .selectFrom('recipient as r')
        .innerJoin('portal as p', 'p.id', 'r.portalId')
        .leftJoin('recipient_setting as s', 's.portalId', 'r.portalId')
        .selectAll('r')
        .select('s.reminderDays as scheduleJson')
        .where('r.status', '=', 'invited')
        .where('r.revokedAt', 'is', null)
        .where('p.status', '=', 'active')
        .where((eb) => eb.or([eb('s.autoReminders', 'is', null), eb('s.autoReminders', '=', true)]))
        .where('r.autoReminderStage', '<', maxStage)
        .where('r.invitedAt', '<=', invitedBefore.toISOString())
        .orderBy('r.lastRemindedAt', 'asc')
        .orderBy('r.invitedAt', 'asc')
        .limit(limit)
        .execute();
      return rows.map(({ scheduleJson, ...row }) => ({
        recipient: toRecord(row),
        stage: Number(row.autoReminderStage),
        schedule: parseJson<number[] | null>(scheduleJson, null),
      }));
    },
    /**
     * Recipients who have not responded or approved, of active portals (reminders on) that close between `from`
     * and `to`, not yet reminded of it.
     */
    async expiryReminderCandidates(from: Date, to: Date, limit: number): Promise<RecipientRecord[]> {
      const rows = await db
        .selectFrom('recipient as r')
        .innerJoin('portal as p', 'p.id', 'r.portalId')
        .leftJoin('recipient_setting as s', 's.portalId', 'r.portalId')
        .selectAll('r')
        .where('r.status', 'not in', ['responded', 'approved'])
        .where('r.revokedAt', 'is', null)
        .where('r.expiryRemindedAt', 'is', null)
        .where('p.status', '=', 'active')
        .where('p.expiresAt', '>', from.toISOString())
        .where('p.expiresAt', '<=', to.toISOString())
        .where((eb) => eb.or([eb('s.autoReminders', 'is', null), eb('s.autoReminders', '=', true)]))
        .orderBy('p.expiresAt', 'asc')
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },
    /** Claims a recipient's reminder that the portal closes soon: true for the one run that sends it. */
    async claimExpiryReminder(id: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('recipient')
        .set((eb) => ({
          expiryRemindedAt: at.toISOString(),
          remindersSent: eb('remindersSent', '+', 1),
          lastRemindedAt: at.toISOString(),
        }))
        .where('id', '=', id)
        .where('expiryRemindedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Claims one automatic reminder across instances: true for the one run that moves the stage on. */
    async claimAutoReminder(id: string, stage: number, nextStage: number, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('recipient')
        .set((eb) => ({
          autoReminderStage: nextStage,
          remindersSent: eb('remindersSent', '+', 1),
          lastRemindedAt: at.toISOString(),
        }))
        .where('id', '=', id)
        .where('autoReminderStage', '=', stage)
        .where('status', '=', 'invited')
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /**
     * What each live recipient of the portal read, summed over the browsers that proved their address: per file
     * and kind of reading, the distinct pages, the seconds, the furthest position and duration, and when last.
     * One query for every recipient of the portal.
     */
    async readingByRecipient(portalId: string): Promise<RecipientReadingRow[]> {
      const rows = await db
        .selectFrom('reading as r')
        .innerJoin('visitor as v', 'v.id', 'r.visitorId')
        .innerJoin('recipient as rc', (join) =>
          join.onRef('rc.portalId', '=', 'r.portalId').onRef('rc.email', '=', 'v.email'),
        )
        .select((eb) => [
          'rc.id as recipientId',
          'r.fileId',
          'r.kind',
          eb.fn.count<number>('r.page').distinct().as('pages'),
          eb.fn.sum<number>('r.seconds').as('seconds'),
          eb.fn.max('r.position').as('position'),
          eb.fn.max('r.duration').as('duration'),
          eb.fn.max('r.lastAt').as('lastAt'),
        ])
        .where('r.portalId', '=', portalId)
        .where('r.kind', 'in', ['page', 'media', 'image'])
        .where('v.emailVerified', '=', true)
        .where('rc.revokedAt', 'is', null)
        .groupBy(['rc.id', 'r.fileId', 'r.kind'])
        .execute();
      return rows.map((row) => ({
        recipientId: row.recipientId,
        fileId: row.fileId,
        kind: row.kind as RecipientReadingRow['kind'],
        pages: Number(row.pages),
        seconds: Number(row.seconds ?? 0),
        position: row.position === null ? null : Number(row.position),
        duration: row.duration === null ? null : Number(row.duration),
        lastAt: toIso(row.lastAt as string | Date)!,
      }));
    },
    async reminderSettings(portalId: string): Promise<{ autoReminders: boolean; reminderDays: number[] | null }> {
      const row = await db
        .selectFrom('recipient_setting')
        .select(['autoReminders', 'reminderDays'])
        .where('portalId', '=', portalId)
        .executeTakeFirst();
      return {
        autoReminders: row ? toBool(row.autoReminders) : true,
        reminderDays: parseJson<number[] | null>(row?.reminderDays, null),
      };
    },
    /** The switch, and the schedule when given (left as it was otherwise). */
    async setReminderSettings(portalId: string, on: boolean, days: number[] | undefined, at: Date): Promise<void> {
      const values = {
        autoReminders: on,
        updatedAt: at.toISOString(),
        ...(days ? { reminderDays: toJson(days) } : {}),
      };
      await db
        .insertInto('recipient_setting')
        .values({ portalId, ...values })
        .onConflict((oc) => oc.column('portalId').doUpdateSet(values))
        .execute();
    },
  };
}
