import type { Kysely } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { CustomDomain, Database } from '../../db/types';
import { toIso } from '../../db/values';

export type CustomDomainRecord = RowRecord<CustomDomain>;

/** A domain that may serve portals, with what is needed to judge whether its owner still may. */
export interface ServingDomain {
  domain: string;
  ownerId: string;
  status: string;
  owner: { userType: string; plan: string; teamRole: string | null; adminLevel: string | null; status: string };
}

type Row = Awaited<ReturnType<ReturnType<typeof selectDomains>['executeTakeFirstOrThrow']>>;

function selectDomains(db: Kysely<Database>) {
  return db.selectFrom('custom_domain').selectAll();
}

function toRecord(row: Row): CustomDomainRecord {
  return {
    ...row,
    lastCheckedAt: toIso(row.lastCheckedAt),
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
  };
}

export function isUniqueViolation(error: unknown): boolean {
  const { code } = error as { code?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function createCustomDomainsRepository(db: Kysely<Database>) {
  return {
    /** One account's claim on a domain. */
    async findClaim(ownerId: string, domain: string): Promise<CustomDomainRecord | undefined> {
      const row = await selectDomains(db)
        .where('domain', '=', domain)
        .where('ownerId', '=', ownerId)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    /** The claim that proved the domain (verified or active); at most one, by a unique index. */
    async findVerified(domain: string): Promise<CustomDomainRecord | undefined> {
      const row = await selectDomains(db)
        .where('domain', '=', domain)
        .where('status', 'in', ['verified', 'active'])
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async listByOwner(ownerId: string): Promise<CustomDomainRecord[]> {
      const rows = await selectDomains(db).where('ownerId', '=', ownerId).orderBy('createdAt').execute();
      return rows.map(toRecord);
    },
    async countByOwner(ownerId: string): Promise<number> {
      const row = await db
        .selectFrom('custom_domain')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('ownerId', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** Throws a unique violation (see isUniqueViolation) when the account claimed the domain meanwhile. */
    async insert(record: CustomDomainRecord): Promise<void> {
      await db.insertInto('custom_domain').values(record).execute();
    },
    /** Throws a unique violation when another claim on the domain was verified meanwhile. */
    async saveCheck(id: string, outcome: { status: string; error: string | null }, at: Date): Promise<void> {
      await db
        .updateTable('custom_domain')
        .set({
          status: outcome.status,
          error: outcome.error,
          lastCheckedAt: at.toISOString(),
          updatedAt: at.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },
    async delete(id: string): Promise<void> {
      await db.deleteFrom('custom_domain').where('id', '=', id).execute();
    },
    /** Pending domains, least recently checked first. */
    async listPending(limit: number): Promise<CustomDomainRecord[]> {
      const rows = await selectDomains(db)
        .where('status', '=', 'pending')
        .orderBy('lastCheckedAt', 'asc')
        .orderBy('createdAt', 'asc')
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },
    async findServing(domain: string): Promise<ServingDomain | undefined> {
      const row = await db
        .selectFrom('custom_domain as d')
        .innerJoin('user as u', 'u.id', 'd.ownerId')
        .select([
          'd.domain',
          'd.ownerId',
          'd.status',
          'u.userType',
          'u.plan',
          'u.teamRole',
          'u.adminLevel',
          'u.status as ownerStatus',
        ])
        .where('d.domain', '=', domain)
        .where('d.status', 'in', ['verified', 'active'])
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        domain: row.domain,
        ownerId: row.ownerId,
        status: row.status,
        owner: {
          userType: row.userType,
          plan: row.plan,
          teamRole: row.teamRole,
          adminLevel: row.adminLevel,
          status: row.ownerStatus,
        },
      };
    },
  };
}
export type CustomDomainsRepository = ReturnType<typeof createCustomDomainsRepository>;
