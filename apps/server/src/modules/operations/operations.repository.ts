import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** Queries of the operator's jobs: run claims and the pruning of rows nobody reads any more. */
export function createOperationsRepository(db: Kysely<Database>) {
  return {
    /** The database server's clock, to compare with this machine's. */
    async databaseTime(): Promise<Date> {
      const { rows } = await sql<{ now: Date | string }>`select now() as now`.execute(db);
      return new Date(rows[0].now);
    },
    /** What a backup's manifest counts. */
    async countRows(): Promise<Record<string, number>> {
      const count = async (table: 'user' | 'portal' | 'portal_file' | 'comment') => {
        const row = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirst();
        return Number(row?.count ?? 0);
      };
      return {
        users: await count('user'),
        portals: await count('portal'),
        portalFiles: await count('portal_file'),
        comments: await count('comment'),
      };
    },
    async storedFileBytes(): Promise<number> {
      const row = await db
        .selectFrom('portal_file')
        .select((eb) => eb.fn.sum<number>('size').as('bytes'))
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },
    /** True for the one caller (of several instances) that claims this job's run for the slot. */
    async claimRun(name: string, slot: string, now: number): Promise<boolean> {
      const result = await db
        .insertInto('job_claim')
        .values({ name, slot, claimedAt: now, result: null })
        .onConflict((oc) => oc.columns(['name', 'slot']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
    async finishRun(name: string, slot: string, result: string): Promise<void> {
      await db.updateTable('job_claim').set({ result }).where('name', '=', name).where('slot', '=', slot).execute();
    },
    async lastRun(name: string) {
      return db
        .selectFrom('job_claim')
        .select(['slot', 'claimedAt', 'result'])
        .where('name', '=', name)
        .orderBy('claimedAt', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    async forgetClaimsBefore(before: number): Promise<void> {
      await db.deleteFrom('job_claim').where('claimedAt', '<', before).execute();
    },
    async deleteExpiredSessions(now: Date): Promise<number> {
      const result = await db.deleteFrom('session').where('expiresAt', '<', now.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async deleteAccessAttemptsBefore(cutoff: Date): Promise<number> {
      const result = await db.deleteFrom('access_attempt').where('at', '<', cutoff.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Runs of failed sign-ins whose last failure is older than the cutoff (milliseconds since the epoch). */
    async deleteSignInThrottlesBefore(cutoff: Date): Promise<number> {
      const result = await db
        .deleteFrom('sign_in_throttle')
        .where('lastFailureAt', '<', cutoff.getTime())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async deleteEmailCodesExpiredBefore(cutoff: Date): Promise<number> {
      const result = await db.deleteFrom('email_code').where('expiresAt', '<', cutoff.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type OperationsRepository = ReturnType<typeof createOperationsRepository>;
