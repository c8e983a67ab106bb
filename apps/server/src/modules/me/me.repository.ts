import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared-query';
import type { Database } from '../../db/types';

export interface MeUsage {
  activePortals: number;
  totalPortals: number;
  /** The owner of the team this user belongs to, if any (the user themself for a team owner). */
  teamOwnerId: string | null;
}

/** What /api/me counts, read in one round trip: it runs on every page load of the dashboard. */
export function createMeRepository(db: Kysely<Database>) {
  const usage = prepareQuery(db, (arg) =>
    db.selectNoFrom((eb) => [
      eb
        .selectFrom('portal')
        .select(eb.fn.countAll<number>().as('count'))
        .where('ownerId', '=', arg<string>('userId'))
        .as('totalPortals'),
      eb
        .selectFrom('portal')
        .select(eb.fn.countAll<number>().as('count'))
        .where('ownerId', '=', arg<string>('userId'))
        .where('status', '=', 'active')
        // "Not yet expired" as the portals repository counts it: the expiry job may not have run yet.
        .where((w) => w.or([w('expiresAt', 'is', null), w('expiresAt', '>', arg<string>('now'))]))
        .as('activePortals'),
      eb
        .selectFrom('member as m')
        .innerJoin('organization as o', 'o.id', 'm.organizationId')
        .leftJoin('member as owner', (join) =>
          join.onRef('owner.organizationId', '=', 'm.organizationId').on('owner.role', '=', 'owner'),
        )
        .select('owner.userId')
        .where('m.userId', '=', arg<string>('userId'))
        .limit(1)
        .as('teamOwnerId'),
    ]),
  );
  return {
    async usage(userId: string, now: Date): Promise<MeUsage> {
      const row = await usage.executeTakeFirst({ userId, now: now.toISOString() });
      return {
        activePortals: Number(row?.activePortals ?? 0),
        totalPortals: Number(row?.totalPortals ?? 0),
        teamOwnerId: row?.teamOwnerId ?? null,
      };
    },
  };
}
export type MeRepository = ReturnType<typeof createMeRepository>;
