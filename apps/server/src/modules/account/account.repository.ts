import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { Database, EmailChangeRequest } from '../../db/types';
import { nowIso, parseJson, toBool, toIso } from '../../db/values';

export type EmailChangeRecord = RowRecord<
  EmailChangeRequest,
  { status: 'pending' | 'completed' | 'superseded' | 'failed' | 'reverted' }
>;

type EmailChangeRow = Awaited<ReturnType<ReturnType<typeof selectChanges>['executeTakeFirstOrThrow']>>;

function selectChanges(db: Kysely<Database>) {
  return db.selectFrom('email_change_request').selectAll();
}

function toChange(row: EmailChangeRow): EmailChangeRecord {
  return {
    ...row,
    status: row.status as EmailChangeRecord['status'],
    createdAt: toIso(row.createdAt)!,
    completedAt: toIso(row.completedAt),
  };
}

/** "No such table" or "no such column": optional data of features that are not installed yet. */
function isMissingRelation(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '42P01' || code === '42703' || /no such (table|column)/i.test(message ?? '');
}

export function createAccountRepository(db: Kysely<Database>) {
  return {
    /** A new request replaces any earlier one still waiting: only the latest link's outcome is tracked. */
    async createEmailChange(input: { userId: string; oldEmail: string; newEmail: string }): Promise<EmailChangeRecord> {
      const record: EmailChangeRecord = {
        id: randomUUID(),
        ...input,
        status: 'pending',
        createdAt: nowIso(),
        completedAt: null,
      };
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('email_change_request')
          .set({ status: 'superseded' })
          .where('userId', '=', input.userId)
          .where('status', '=', 'pending')
          .execute();
        await trx.insertInto('email_change_request').values(record).execute();
      });
      return record;
    },
    async latestEmailChange(userId: string): Promise<EmailChangeRecord | undefined> {
      const row = await selectChanges(db)
        .where('userId', '=', userId)
        .where('status', 'in', ['pending', 'completed'])
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
      return row ? toChange(row) : undefined;
    },
    async findPendingEmailChange(userId: string, newEmail: string): Promise<EmailChangeRecord | undefined> {
      const row = await selectChanges(db)
        .where('userId', '=', userId)
        .where('newEmail', '=', newEmail)
        .where('status', '=', 'pending')
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
      return row ? toChange(row) : undefined;
    },
    /** Answers true for exactly one caller, so the follow-up work of a change runs once. */
    async finishEmailChange(id: string, status: 'completed' | 'failed'): Promise<boolean> {
      const result = await db
        .updateTable('email_change_request')
        .set({ status, completedAt: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async markEmailVerified(userId: string): Promise<void> {
      await db.updateTable('user').set({ emailVerified: true, updatedAt: nowIso() }).where('id', '=', userId).execute();
    },
    /** Signs the user out everywhere except the session with token `keepToken` (if any). */
    async deleteOtherSessions(userId: string, keepToken: string | null): Promise<number> {
      let query = db.deleteFrom('session').where('userId', '=', userId);
      if (keepToken) query = query.where('token', '!=', keepToken);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async countAuditSince(actorId: string, action: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('actorId', '=', actorId)
        .where('action', '=', action)
        .where('at', '>=', since.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    // ---------- Sign-in failures per account address ----------

    async findSignInFailures(email: string) {
      const row = await db.selectFrom('sign_in_throttle').selectAll().where('email', '=', email).executeTakeFirst();
      return row
        ? {
            failures: Number(row.failures),
            lastFailureAt: Number(row.lastFailureAt),
            ownerAlertedAt: row.ownerAlertedAt === null ? null : Number(row.ownerAlertedAt),
          }
        : null;
    },
    /** Counts one failure in one statement, so failures reaching several instances at once are all counted. */
    async countSignInFailure(email: string, now: number): Promise<number> {
      const row = await db
        .insertInto('sign_in_throttle')
        .values({ email, failures: 1, lastFailureAt: now, ownerAlertedAt: null })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet((eb) => ({
            failures: eb(eb.ref('sign_in_throttle.failures'), '+', 1),
            lastFailureAt: now,
          })),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return Number(row.failures);
    },
    /** Answers true for exactly one caller per `since`, so the owner gets one alert mail per run of failures. */
    async claimSignInAlert(email: string, now: number, since: number): Promise<boolean> {
      const result = await db
        .updateTable('sign_in_throttle')
        .set({ ownerAlertedAt: now })
        .where('email', '=', email)
        .where((eb) => eb.or([eb('ownerAlertedAt', 'is', null), eb('ownerAlertedAt', '<', since)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async clearSignInFailures(email: string): Promise<void> {
      await db.deleteFrom('sign_in_throttle').where('email', '=', email).execute();
    },

    // ---------- Password reset and email revert ----------

    /** The account a password reset token belongs to, if the token is still stored. */
    async findPasswordResetUserId(token: string): Promise<string | null> {
      const row = await sql<{
        value: string;
      }>`select value from verification where identifier = ${`reset-password:${token}`}`.execute(db);
      return row.rows[0]?.value ?? null;
    },
    async findEmailChange(id: string): Promise<EmailChangeRecord | undefined> {
      const row = await selectChanges(db).where('id', '=', id).executeTakeFirst();
      return row ? toChange(row) : undefined;
    },
    /** Puts the old address back, once: answers false if the change was already reverted or is not completed. */
    async revertEmailChange(change: EmailChangeRecord): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const closed = await trx
          .updateTable('email_change_request')
          .set({ status: 'reverted' })
          .where('id', '=', change.id)
          .where('status', '=', 'completed')
          .executeTakeFirst();
        if (Number(closed.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('user')
          .set({ email: change.oldEmail, emailVerified: true, updatedAt: nowIso() })
          .where('id', '=', change.userId)
          .where('email', '=', change.newEmail)
          .execute();
        await trx.deleteFrom('session').where('userId', '=', change.userId).execute();
        return true;
      });
    },

    // ---------- Data export (spec: the whole user document and what belongs to it) ----------

    async listSessionsForExport(userId: string) {
      const rows = await db
        .selectFrom('session')
        .select(['id', 'createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .execute();
      return rows.map((row) => ({
        ...row,
        createdAt: toIso(row.createdAt),
        updatedAt: toIso(row.updatedAt),
        expiresAt: toIso(row.expiresAt),
      }));
    },
    async listPortalsForExport(ownerId: string) {
      const rows = await db
        .selectFrom('portal')
        .selectAll()
        .where('ownerId', '=', ownerId)
        .orderBy('createdAt')
        .execute();
      // The PIN, hashed or sealed, is a secret even from its owner's export.
      return rows.map(({ pinHash, pinSealed: _sealed, ...row }) => ({
        ...row,
        allowedEmails: parseJson<string[]>(row.allowedEmails, []),
        allowDownload: toBool(row.allowDownload),
        branding: parseJson<Record<string, unknown>>(row.branding, {}),
        sections: parseJson<unknown[]>(row.sections, []),
        hasPin: Boolean(pinHash),
        expiresAt: toIso(row.expiresAt),
        createdAt: toIso(row.createdAt),
        updatedAt: toIso(row.updatedAt),
        archivedAt: toIso(row.archivedAt),
      }));
    },
    async listFilesForExport(portalIds: string[]) {
      if (portalIds.length === 0) return [];
      const rows = await db
        .selectFrom('portal_file')
        .select([
          'id',
          'portalId',
          'fileGroupId',
          'version',
          'name',
          'mime',
          'size',
          'sha256',
          'downloadCount',
          'uploadedAt',
          'uploadedBy',
        ])
        .where('portalId', 'in', portalIds)
        .orderBy('uploadedAt')
        .execute();
      return rows.map((row) => ({
        ...row,
        size: Number(row.size),
        version: Number(row.version),
        downloadCount: Number(row.downloadCount),
        uploadedAt: toIso(row.uploadedAt),
      }));
    },
    /**
     * Rows of a per-portal table (comments, approvals, form responses) for these portals, or [] while that
     * feature's table does not exist on this instance.
     */
    async listPortalRowsForExport(table: string, portalIds: string[]): Promise<Record<string, unknown>[]> {
      if (portalIds.length === 0) return [];
      try {
        const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(
          'portalId',
        )} in (${sql.join(portalIds)})`.execute(db);
        return result.rows;
      } catch (error) {
        if (isMissingRelation(error)) return [];
        throw error;
      }
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
