import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export function createUploadLocksRepository(db: Kysely<Database>) {
  return {
    /** Takes the lock when nobody holds it or the holder's lease ran out; true when this owner now holds it. */
    async acquire(id: string, owner: string, now: number, leaseMs: number): Promise<boolean> {
      const expiresAt = now + leaseMs;
      await db
        .insertInto('upload_lock')
        .values({ id, owner, expiresAt, releaseRequested: 0 })
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet({ owner, expiresAt, releaseRequested: 0 })
            .where('upload_lock.expiresAt', '<', now),
        )
        .execute();
      const row = await db.selectFrom('upload_lock').select('owner').where('id', '=', id).executeTakeFirst();
      return row?.owner === owner;
    },
    /** Extends the lease; answers whether another request asked for the lock, or null when it was lost. */
    async renew(id: string, owner: string, expiresAt: number): Promise<{ releaseRequested: boolean } | null> {
      const result = await db
        .updateTable('upload_lock')
        .set({ expiresAt })
        .where('id', '=', id)
        .where('owner', '=', owner)
        .returning('releaseRequested')
        .executeTakeFirst();
      return result ? { releaseRequested: Number(result.releaseRequested) === 1 } : null;
    },
    async requestRelease(id: string): Promise<void> {
      await db.updateTable('upload_lock').set({ releaseRequested: 1 }).where('id', '=', id).execute();
    },
    async release(id: string, owner: string): Promise<void> {
      await db.deleteFrom('upload_lock').where('id', '=', id).where('owner', '=', owner).execute();
    },
  };
}

export type UploadLocksRepository = ReturnType<typeof createUploadLocksRepository>;
