import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { toIso } from '../../db/values';

export interface ExpiringPortal {
  id: string;
  ownerId: string;
  name: string;
  expiresAt: string;
}

export function createExpiryRemindersRepository(db: Kysely<Database>) {
  return {
    /** Active portals whose expiry is in (from, to]. */
    async listExpiring(from: Date, to: Date): Promise<ExpiringPortal[]> {
      const rows = await db
        .selectFrom('portal')
        .select(['id', 'ownerId', 'name', 'expiresAt'])
        .where('status', '=', 'active')
        .where('expiresAt', 'is not', null)
        .where('expiresAt', '>', from.toISOString())
        .where('expiresAt', '<=', to.toISOString())
        .orderBy('expiresAt')
        .limit(5000)
        .execute();
      return rows.map((row) => ({ ...row, expiresAt: toIso(row.expiresAt)! }));
    },
    /** Records a reminder before it is sent; false when it already was (by any instance). */
    async claim(portalId: string, expiresAt: string, reminder: string, at: Date): Promise<boolean> {
      const result = await db
        .insertInto('portal_expiry_reminder')
        .values({ id: randomUUID(), portalId, expiresAt, reminder, createdAt: at.toISOString() })
        .onConflict((oc) => oc.columns(['portalId', 'expiresAt', 'reminder']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
export type ExpiryRemindersRepository = ReturnType<typeof createExpiryRemindersRepository>;
