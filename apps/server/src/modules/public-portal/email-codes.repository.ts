import type { Kysely } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { Database, EmailCode } from '../../db/types';
import { toIso } from '../../db/values';

export type EmailCodeRecord = RowRecord<EmailCode>;

export function createEmailCodesRepository(db: Kysely<Database>) {
  return {
    async insert(record: Omit<EmailCodeRecord, 'attempts' | 'consumedAt'>): Promise<void> {
      await db
        .insertInto('email_code')
        .values({ ...record, attempts: 0, consumedAt: null })
        .execute();
    },
    /** The code sent last to this address for this portal: the only one that can still be used. */
    async latest(portalId: string, email: string): Promise<EmailCodeRecord | undefined> {
      const row = await db
        .selectFrom('email_code')
        .selectAll()
        .where('portalId', '=', portalId)
        .where('email', '=', email)
        .orderBy('createdAt', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ...row,
        attempts: Number(row.attempts),
        expiresAt: toIso(row.expiresAt)!,
        consumedAt: toIso(row.consumedAt),
        createdAt: toIso(row.createdAt)!,
      };
    },
    /** Takes one of the code's tries; false when none is left or it was used (checked in one statement). */
    async claimTry(id: string, maxTries: number): Promise<boolean> {
      const result = await db
        .updateTable('email_code')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxTries)
        .where('consumedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Marks the code used; false if another request used it first. */
    async consume(id: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('email_code')
        .set({ consumedAt: at.toISOString() })
        .where('id', '=', id)
        .where('consumedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type EmailCodesRepository = ReturnType<typeof createEmailCodesRepository>;
