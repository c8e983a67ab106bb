import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export function createPortalsRepository(db: Kysely<Database>) {
  return {
    async countByOwner(ownerId: string): Promise<{ active: number; total: number }> {
      const row = await db
        .selectFrom('portal')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'active').then(1).else(0).end()).as('active'),
        ])
        .where('ownerId', '=', ownerId)
        .executeTakeFirstOrThrow();
      return { active: Number(row.active ?? 0), total: Number(row.total ?? 0) };
    },
  };
}
export type PortalsRepository = ReturnType<typeof createPortalsRepository>;
