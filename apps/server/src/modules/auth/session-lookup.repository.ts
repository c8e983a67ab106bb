import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared-query';
import type { Database } from '../../db/types';
import { toDate } from '../../db/values';
import { toUserRecord, type UserRecord } from '../users';

export interface SessionWithUser {
  expiresAt: Date | null;
  user: UserRecord;
}

/** The session row of a token with its user, in one read: what every signed-in request needs first. */
export function createSessionLookupRepository(db: Kysely<Database>) {
  const byToken = prepareQuery(db, (arg) =>
    db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .selectAll('user')
      .select('session.expiresAt as sessionExpiresAt')
      .where('session.token', '=', arg<string>('token'))
      .limit(1),
  );
  return {
    async findByToken(token: string): Promise<SessionWithUser | undefined> {
      const row = await byToken.executeTakeFirst({ token });
      if (!row) return undefined;
      const { sessionExpiresAt, ...user } = row;
      return { expiresAt: toDate(sessionExpiresAt), user: toUserRecord(user) };
    },
  };
}
export type SessionLookupRepository = ReturnType<typeof createSessionLookupRepository>;
