import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { columnContains } from '../../db/like-pattern';
import type { Database } from '../../db/types';
import { parseJson, toBool, toIso } from '../../db/values';

export interface CreatorFilters {
  q?: string;
  plan?: string;
  status?: string;
  userType?: string;
}

export interface CreatorRow {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  userType: string;
  plan: string;
  subscriptionStatus: string | null;
  status: string;
  teamRole: string | null;
  adminLevel: string | null;
  permissions: string[];
  portals: number;
  createdAt: string;
  lastLogin: string | null;
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type UserRow = Selectable<Database['user']> & { portals: number | string | null };

function toRow(row: UserRow): CreatorRow {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    emailVerified: toBool(row.emailVerified),
    userType: row.userType,
    plan: row.plan,
    subscriptionStatus: row.subscriptionStatus,
    status: row.status,
    teamRole: row.teamRole,
    adminLevel: row.adminLevel,
    permissions: parseJson<string[]>(row.permissions, []),
    portals: Number(row.portals ?? 0),
    createdAt: toIso(row.createdAt)!,
    lastLogin: toIso(row.lastLogin),
  };
}

export function createAdminCreatorsRepository(db: Kysely<Database>) {
  function filtered(filters: CreatorFilters) {
    let query = db.selectFrom('user');
    if (filters.plan) query = query.where('user.plan', '=', filters.plan);
    if (filters.status) query = query.where('user.status', '=', filters.status);
    if (filters.userType) query = query.where('user.userType', '=', filters.userType);
    const q = filters.q?.trim();
    if (q) query = query.where((eb) => eb.or([columnContains('user.email', q), columnContains('user.name', q)]));
    return query;
  }

  const withPortalCount = <T extends ReturnType<typeof filtered>>(query: T) =>
    query.selectAll('user').select((eb) =>
      eb
        .selectFrom('portal')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .whereRef('portal.ownerId', '=', 'user.id')
        .as('portals'),
    );

  return {
    async list(
      filters: CreatorFilters,
      page: number,
      pageSize: number,
    ): Promise<{ rows: CreatorRow[]; total: number }> {
      const { total } = await filtered(filters)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await withPortalCount(filtered(filters))
        .orderBy('user.createdAt', 'desc')
        .orderBy('user.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { total: Number(total), rows: rows.map(toRow) };
    },

    async findById(id: string): Promise<CreatorRow | undefined> {
      const row = await withPortalCount(filtered({})).where('user.id', '=', id).executeTakeFirst();
      return row ? toRow(row) : undefined;
    },

    async countByStatus(status: string): Promise<number> {
      const { count } = await db
        .selectFrom('user')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** Ends every session of the account, remembering why so its next request can say so. Answers how many. */
    async revokeSessions(userId: string, reason: string, now: Date): Promise<number> {
      const sessions = await db
        .selectFrom('session')
        .select(['token', 'expiresAt'])
        .where('userId', '=', userId)
        .execute();
      if (sessions.length > 0) {
        await db
          .insertInto('revoked_session')
          .values(
            sessions.map((session) => ({
              tokenHash: hashSessionToken(session.token),
              userId,
              reason,
              revokedAt: now.toISOString(),
              expiresAt: toIso(session.expiresAt) ?? now.toISOString(),
            })),
          )
          .onConflict((oc) => oc.column('tokenHash').doNothing())
          .execute();
      }
      await db.deleteFrom('session').where('userId', '=', userId).execute();
      // Revocations outlive their sessions only until those would have expired anyway.
      await db.deleteFrom('revoked_session').where('expiresAt', '<', now.toISOString()).execute();
      return sessions.length;
    },

    /** Whether an active account's team invitation, still open, waits for this address. */
    async hasOpenInvitation(email: string, now: Date): Promise<boolean> {
      const row = await db
        .selectFrom('invitation')
        .innerJoin('user', 'user.id', 'invitation.inviterId')
        .select('invitation.id')
        .where('invitation.email', '=', email.toLowerCase())
        .where('invitation.status', '=', 'pending')
        .where('invitation.expiresAt', '>', now.toISOString())
        .where('user.status', '=', 'active')
        .executeTakeFirst();
      return Boolean(row);
    },

    async findRevoked(token: string): Promise<{ userId: string; reason: string } | undefined> {
      return db
        .selectFrom('revoked_session')
        .select(['userId', 'reason'])
        .where('tokenHash', '=', hashSessionToken(token))
        .executeTakeFirst();
    },
  };
}
export type AdminCreatorsRepository = ReturnType<typeof createAdminCreatorsRepository>;
