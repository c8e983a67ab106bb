import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** Reads of the second-factor and passkey tables the app needs beside the auth library. */
export function createSecurityRepository(db: Kysely<Database>) {
  return {
    async countPasskeys(userId: string): Promise<number> {
      const row = await db
        .selectFrom('passkey')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}
