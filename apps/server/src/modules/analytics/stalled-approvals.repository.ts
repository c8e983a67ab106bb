import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import type { RowRecord } from '../../db/row-record';
import type { Database, PortalNudge } from '../../db/types';
import { toIso } from '../../db/values';

const CLIENT_LOOKS = ['view', 'download'];

export type NudgeRecord = RowRecord<PortalNudge>;

/** What stalled-approval detection reads (files awaiting approval, client looks, verified clients) and nudges. */
export function createStalledApprovalsRepository(db: Kysely<Database>, dialect: DbDialect) {
  const lastNudgeAt = async (portalIds: string[], trx: Kysely<Database> = db) => {
    if (portalIds.length === 0) return new Map<string, string>();
    const rows = await trx
      .selectFrom('portal_nudge')
      .select((eb) => ['portalId', eb.fn.max('createdAt').as('last')])
      .where('portalId', 'in', portalIds)
      .groupBy('portalId')
      .execute();
    return new Map(rows.map((row) => [row.portalId, toIso(row.last)!]));
  };

  return {
    /** Per portal, how many files have a latest version that nobody approved. */
    async pendingFiles(portalIds: string[]): Promise<Map<string, number>> {
      if (portalIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('portal_file as f')
        .select((eb) => ['f.portalId', eb.fn.countAll<number>().as('count')])
        .where('f.portalId', 'in', portalIds)
        .where((eb) =>
          eb(
            'f.version',
            '=',
            eb
              .selectFrom('portal_file as m')
              .select((m) => m.fn.max('m.version').as('max'))
              .whereRef('m.fileGroupId', '=', 'f.fileGroupId'),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('approval as a')
                .select('a.id')
                .whereRef('a.portalId', '=', 'f.portalId')
                .whereRef('a.fileId', '=', 'f.fileGroupId')
                .whereRef('a.fileVersion', '=', 'f.version')
                .where('a.decision', '=', 'approved'),
            ),
          ),
        )
        .groupBy('f.portalId')
        .execute();
      return new Map(rows.map((row) => [row.portalId, Number(row.count)]));
    },

    async lastApprovalAt(portalIds: string[]): Promise<Map<string, string>> {
      if (portalIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('approval')
        .select((eb) => ['portalId', eb.fn.max('createdAt').as('last')])
        .where('portalId', 'in', portalIds)
        .groupBy('portalId')
        .execute();
      return new Map(rows.map((row) => [row.portalId, toIso(row.last)!]));
    },

    /** The first client view or download after `after` (or ever), through the (portalId, at) index. */
    async firstClientLookAfter(portalId: string, after: string | null): Promise<string | null> {
      let query = db
        .selectFrom('event')
        .select('at')
        .where('portalId', '=', portalId)
        .where('type', 'in', CLIENT_LOOKS)
        .where('visitorId', 'is not', null);
      if (after) query = query.where('at', '>', after);
      const row = await query.orderBy('at').limit(1).executeTakeFirst();
      return row ? toIso(row.at) : null;
    },

    async lastClientLook(portalId: string): Promise<string | null> {
      const row = await db
        .selectFrom('event')
        .select('at')
        .where('portalId', '=', portalId)
        .where('type', 'in', CLIENT_LOOKS)
        .where('visitorId', 'is not', null)
        .orderBy('at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toIso(row.at) : null;
    },

    /** Each portal's clients who proved their address with a code: one entry per address. */
    async verifiedClients(portalIds: string[]): Promise<Map<string, Array<{ email: string; name: string | null }>>> {
      const byPortal = new Map<string, Array<{ email: string; name: string | null }>>();
      if (portalIds.length === 0) return byPortal;
      const rows = await db
        .selectFrom('visitor')
        .select(['portalId', 'email', 'name', 'lastSeenAt'])
        .where('portalId', 'in', portalIds)
        .where('emailVerified', '=', true)
        .where('email', 'is not', null)
        .orderBy('lastSeenAt', 'desc')
        .execute();
      for (const row of rows) {
        const email = (row.email as string).toLowerCase();
        const list = byPortal.get(row.portalId) ?? [];
        if (!list.some((client) => client.email === email)) list.push({ email, name: row.name });
        byPortal.set(row.portalId, list);
      }
      return byPortal;
    },

    lastNudgeAt: (portalIds: string[]) => lastNudgeAt(portalIds),

    /**
     * Records a nudge unless the portal had one since `notBefore`; answers the blocking nudge's time when it did.
     * The portal row is locked on PostgreSQL so that two instances cannot both record one; SQLite runs one
     * write transaction at a time anyway.
     */
    async claimNudge(
      record: NudgeRecord,
      notBefore: string,
    ): Promise<{ claimed: true } | { claimed: false; lastAt: string }> {
      return db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') {
          await trx.selectFrom('portal').select('id').where('id', '=', record.portalId).forUpdate().execute();
        }
        const last = (await lastNudgeAt([record.portalId], trx)).get(record.portalId);
        if (last && last > notBefore) return { claimed: false as const, lastAt: last };
        await trx.insertInto('portal_nudge').values(record).execute();
        return { claimed: true as const };
      });
    },
  };
}
export type StalledApprovalsRepository = ReturnType<typeof createStalledApprovalsRepository>;
