import type { PortalListQuery } from '@clientdock/shared';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import { columnContains } from '../../db/like-pattern';
import { prepareQuery } from '../../db/prepared-query';
import type { RowRecord } from '../../db/row-record';
import type { Database, Portal } from '../../db/types';
import { parseJson, toBool, toIso, toJson } from '../../db/values';
import { toUserRecord, type UserRecord } from '../users';

// status is as stored: services report an active or draft portal past expiresAt as expired. createdBy is the
// person who made it: the owner, or the team member who made it for the owner's team.
export type PortalRecord = RowRecord<
  Portal,
  { allowedEmails: string[]; branding: Record<string, unknown>; sections: unknown[] }
>;

export type PortalInsert = Omit<PortalRecord, 'organizationId' | 'archivedAt' | 'createdBy' | 'pinSealed'> & {
  organizationId?: string | null;
  createdBy?: string | null;
  pinSealed?: string | null;
};
export type PortalPatch = Partial<Omit<PortalRecord, 'id' | 'uuid' | 'ownerId' | 'createdAt' | 'createdBy'>>;

/** The portals a person reaches: every portal of some owners, plus some portals by id (team assignments). */
export interface PortalScope {
  ownerIds: string[];
  portalIds: string[];
}

type PortalRow = Awaited<ReturnType<ReturnType<typeof selectPortals>['executeTakeFirstOrThrow']>>;

function selectPortals(db: Kysely<Database>) {
  return db.selectFrom('portal').selectAll();
}

function toRecord(row: PortalRow): PortalRecord {
  return {
    ...row,
    allowedEmails: parseJson<string[]>(row.allowedEmails, []),
    allowDownload: toBool(row.allowDownload),
    expiresAt: toIso(row.expiresAt),
    branding: parseJson<Record<string, unknown>>(row.branding, {}),
    sections: parseJson<unknown[]>(row.sections, []),
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
    archivedAt: toIso(row.archivedAt),
  };
}

function toRow(patch: Partial<PortalRecord>) {
  const { allowedEmails, branding, sections, ...rest } = patch;
  return {
    ...rest,
    ...(allowedEmails !== undefined ? { allowedEmails: toJson(allowedEmails) } : {}),
    ...(branding !== undefined ? { branding: toJson(branding) } : {}),
    ...(sections !== undefined ? { sections: toJson(sections) } : {}),
  };
}

const LIVE_STATUSES = ['draft', 'active'];

// "Not yet expired" for portals the job has not reached: expiresAt is compared as well as status.
function notExpired(eb: ExpressionBuilder<Database, 'portal'>, now: Date) {
  return eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now.toISOString())]);
}

function statusFilter(eb: ExpressionBuilder<Database, 'portal'>, status: PortalListQuery['status'], now: Date) {
  switch (status) {
    case 'all':
      return eb.lit(true);
    case 'archived':
      return eb('status', '=', 'archived');
    case 'expired':
      return eb.or([
        eb('status', '=', 'expired'),
        eb.and([eb('status', 'in', LIVE_STATUSES), eb('expiresAt', '<=', now.toISOString())]),
      ]);
    case 'draft':
    case 'active':
      return eb.and([eb('status', '=', status), notExpired(eb, now)]);
    default:
      return eb('status', '!=', 'archived');
  }
}

function portalQueries(db: Kysely<Database>) {
  // Every request that opens a portal runs these; built and compiled once.
  const byId = prepareQuery(db, (arg) => selectPortals(db).where('id', '=', arg<string>('id')));
  const byUuid = prepareQuery(db, (arg) => selectPortals(db).where('uuid', '=', arg<string>('uuid')));
  const userById = prepareQuery(db, (arg) => db.selectFrom('user').selectAll().where('id', '=', arg<string>('id')));
  const repo = {
    async findById(id: string): Promise<PortalRecord | undefined> {
      const row = await byId.executeTakeFirst({ id });
      return row ? toRecord(row) : undefined;
    },
    async findByUuid(uuid: string): Promise<PortalRecord | undefined> {
      const row = await byUuid.executeTakeFirst({ uuid });
      return row ? toRecord(row) : undefined;
    },
    /** The portal of a public link and its owner's user row (undefined if gone): what a client's view starts with. */
    async findByUuidWithOwner(
      uuid: string,
    ): Promise<{ portal: PortalRecord; owner: UserRecord | undefined } | undefined> {
      const portal = await repo.findByUuid(uuid);
      if (!portal) return undefined;
      const owner = await userById.executeTakeFirst({ id: portal.ownerId });
      return { portal, owner: owner ? toUserRecord(owner) : undefined };
    },
    async listByOwner(ownerId: string, query: PortalListQuery, now: Date): Promise<PortalRecord[]> {
      return repo.listInScope({ ownerIds: [ownerId], portalIds: [] }, query, now);
    },
    async listInScope(scope: PortalScope, query: PortalListQuery, now: Date): Promise<PortalRecord[]> {
      if (scope.ownerIds.length === 0 && scope.portalIds.length === 0) return [];
      const direction = query.order ?? (query.sort === 'name' ? 'asc' : 'desc');
      let select = selectPortals(db)
        .where((eb) =>
          eb.or([
            ...(scope.ownerIds.length > 0 ? [eb('ownerId', 'in', scope.ownerIds)] : []),
            ...(scope.portalIds.length > 0 ? [eb('id', 'in', scope.portalIds)] : []),
          ]),
        )
        .where((eb) => statusFilter(eb, query.status, now));
      if (query.q) {
        const q = query.q;
        select = select.where((eb) => eb.or([columnContains('name', q), columnContains('description', q)]));
      }
      const orderBy = query.sort === 'name' ? sql`lower(${sql.ref('name')})` : sql.ref(query.sort);
      const rows = await select.orderBy(orderBy, direction).orderBy('id').limit(1000).execute();
      return rows.map(toRecord);
    },
    async insert(record: PortalInsert): Promise<void> {
      const { allowedEmails, branding, sections, ...rest } = record;
      await db
        .insertInto('portal')
        .values({
          ...rest,
          organizationId: rest.organizationId ?? null,
          createdBy: rest.createdBy ?? null,
          allowedEmails: toJson(allowedEmails),
          branding: toJson(branding),
          sections: toJson(sections),
        })
        .execute();
    },
    async update(id: string, patch: PortalPatch): Promise<void> {
      await db.updateTable('portal').set(toRow(patch)).where('id', '=', id).execute();
    },
    async delete(id: string): Promise<void> {
      await db.deleteFrom('portal').where('id', '=', id).execute();
    },
    async countActive(ownerId: string, now: Date): Promise<number> {
      const row = await db
        .selectFrom('portal')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('ownerId', '=', ownerId)
        .where('status', '=', 'active')
        .where((eb) => notExpired(eb, now))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** Active portals a team member made in their team owner's account (their role's portal limit). */
    async countActiveCreatedBy(createdBy: string, ownerId: string, now: Date): Promise<number> {
      const row = await db
        .selectFrom('portal')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('createdBy', '=', createdBy)
        .where('ownerId', '=', ownerId)
        .where('status', '=', 'active')
        .where((eb) => notExpired(eb, now))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async countCreatedBy(createdBy: string, ownerId: string): Promise<number> {
      const row = await db
        .selectFrom('portal')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('createdBy', '=', createdBy)
        .where('ownerId', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** The owner's active portals, least recently changed first: what to archive before a downgrade. */
    async listActiveByOwner(ownerId: string, now: Date): Promise<Pick<PortalRecord, 'id' | 'name' | 'updatedAt'>[]> {
      const rows = await db
        .selectFrom('portal')
        .select(['id', 'name', 'updatedAt'])
        .where('ownerId', '=', ownerId)
        .where('status', '=', 'active')
        .where((eb) => notExpired(eb, now))
        .orderBy('updatedAt', 'asc')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...row, updatedAt: toIso(row.updatedAt)! }));
    },
    async countByOwner(ownerId: string, now = new Date()): Promise<{ active: number; total: number }> {
      const total = await db
        .selectFrom('portal')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('ownerId', '=', ownerId)
        .executeTakeFirstOrThrow();
      return { active: await repo.countActive(ownerId, now), total: Number(total.count) };
    },
    /** Marks live portals past their expiry as expired; answers how many changed. */
    async markExpired(now: Date): Promise<number> {
      const result = await db
        .updateTable('portal')
        .set({ status: 'expired', updatedAt: now.toISOString() })
        .where('status', 'in', LIVE_STATUSES)
        .where('expiresAt', 'is not', null)
        .where('expiresAt', '<=', now.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
  return repo;
}
export type PortalQueries = ReturnType<typeof portalQueries>;

export function createPortalsRepository(db: Kysely<Database>, dialect: DbDialect) {
  return {
    ...portalQueries(db),
    /**
     * Runs `action` in a transaction that holds the owner's row, so two requests cannot both take the
     * last free portal slot. SQLite runs one transaction at a time anyway.
     */
    async withOwnerLock<T>(ownerId: string, action: (tx: PortalQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') {
          await trx.selectFrom('user').select('id').where('id', '=', ownerId).forUpdate().execute();
        }
        return action(portalQueries(trx));
      });
    },
  };
}
export type PortalsRepository = ReturnType<typeof createPortalsRepository>;
