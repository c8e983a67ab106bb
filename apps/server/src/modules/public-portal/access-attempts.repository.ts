import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { toIso } from '../../db/values';

export type AccessKind = 'pin' | 'code';

export interface AttemptKey {
  portalId: string;
  ip: string;
  kind: AccessKind;
}

export function createAccessAttemptsRepository(db: Kysely<Database>) {
  return {
    /** Records an attempt as failed until markSucceeded says otherwise; answers its id. */
    async insertFailure(key: AttemptKey, at: Date): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('access_attempt')
        .values({ id, ...key, success: false, at: at.toISOString() })
        .execute();
      return id;
    },
    /** Forgets an attempt that turned out not to be a guess at all. */
    async discard(id: string): Promise<void> {
      await db.deleteFrom('access_attempt').where('id', '=', id).execute();
    },
    async markSucceeded(id: string): Promise<void> {
      await db.updateTable('access_attempt').set({ success: true }).where('id', '=', id).execute();
    },
    /**
     * The newest `limit` failures of this kind on this portal since `since`, from every client address, newest
     * first. A success does not reset them: a client who knows the PIN says nothing about the guessers.
     */
    async portalFailuresSince(
      portalId: string,
      kind: AccessKind,
      since: Date,
      limit: number,
    ): Promise<Array<{ at: Date; ip: string }>> {
      const rows = await db
        .selectFrom('access_attempt')
        .select(['at', 'ip'])
        .where('portalId', '=', portalId)
        .where('kind', '=', kind)
        .where('success', '=', false)
        .where('at', '>', since.toISOString())
        .orderBy('at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ at: new Date(toIso(row.at)!), ip: row.ip }));
    },
    /** Times of the failures since `since` that came after the latest success, oldest first. */
    async failuresSince(key: AttemptKey, since: Date): Promise<Date[]> {
      const scoped = () =>
        db
          .selectFrom('access_attempt')
          .where('portalId', '=', key.portalId)
          .where('ip', '=', key.ip)
          .where('kind', '=', key.kind)
          .where('at', '>', since.toISOString());
      const success = await scoped()
        .select((eb) => eb.fn.max('at').as('at'))
        .where('success', '=', true)
        .executeTakeFirst();
      const after = toIso(success?.at) ?? since.toISOString();
      const rows = await scoped()
        .select('at')
        .where('success', '=', false)
        .where('at', '>', after)
        .orderBy('at')
        .execute();
      return rows.map((row) => new Date(toIso(row.at)!));
    },
  };
}
export type AccessAttemptsRepository = ReturnType<typeof createAccessAttemptsRepository>;
