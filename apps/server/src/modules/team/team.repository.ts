import { normalizeTeamRole, type TeamRole } from '@clientdock/shared';
import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared-query';
import type { Database } from '../../db/types';
import { toIso } from '../../db/values';

export interface Membership {
  memberId: string;
  userId: string;
  organizationId: string;
  teamName: string;
  role: TeamRole;
  /** The team owner's user id: the team's portals are theirs. */
  ownerId: string | null;
  /** The owner's plan and user type: teams need Agency (admins have everything). */
  ownerPlan: string | null;
  ownerUserType: string | null;
  /** After the owner left Agency, until when the team still reads its portals; null when not set. */
  teamGraceUntil: string | null;
}

export interface MemberRow {
  id: string;
  userId: string;
  role: TeamRole;
  joinedAt: string;
  name: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userType: string;
  assignedPortals: number;
}

export interface InvitationRow {
  id: string;
  organizationId: string;
  teamName: string;
  email: string;
  role: TeamRole;
  status: string;
  expiresAt: string;
  createdAt: string;
  inviterId: string;
  inviterName: string | null;
}

export function createTeamRepository(db: Kysely<Database>) {
  const invitations = () =>
    db
      .selectFrom('invitation as i')
      .innerJoin('organization as o', 'o.id', 'i.organizationId')
      .leftJoin('user as u', 'u.id', 'i.inviterId')
      .select([
        'i.id',
        'i.organizationId',
        'o.name as teamName',
        'i.email',
        'i.role',
        'i.status',
        'i.expiresAt',
        'i.createdAt',
        'i.inviterId',
        'u.name as inviterName',
      ]);
  const toInvitation = (row: Awaited<ReturnType<ReturnType<typeof invitations>['executeTakeFirstOrThrow']>>) => ({
    ...row,
    role: normalizeTeamRole(row.role) ?? 'viewer',
    expiresAt: toIso(row.expiresAt)!,
    createdAt: toIso(row.createdAt)!,
  });

  // Every portal role check and every client action's notification audience start here; built and compiled once.
  const membershipOf = prepareQuery(db, (arg) =>
    db
      .selectFrom('member as m')
      .innerJoin('organization as o', 'o.id', 'm.organizationId')
      .leftJoin('member as owner', (join) =>
        join.onRef('owner.organizationId', '=', 'm.organizationId').on('owner.role', '=', 'owner'),
      )
      .leftJoin('user as ownerUser', 'ownerUser.id', 'owner.userId')
      .leftJoin('billing_customer as ownerBilling', 'ownerBilling.userId', 'owner.userId')
      .select([
        'm.id as memberId',
        'm.userId',
        'm.organizationId',
        'm.role',
        'o.name as teamName',
        'owner.userId as ownerId',
        'ownerUser.plan as ownerPlan',
        'ownerUser.userType as ownerUserType',
        'ownerBilling.teamGraceUntil',
      ])
      .where('m.userId', '=', arg<string>('userId')),
  );

  return {
    async findMembership(userId: string): Promise<Membership | undefined> {
      const row = await membershipOf.executeTakeFirst({ userId });
      if (!row) return undefined;
      return { ...row, role: normalizeTeamRole(row.role) ?? 'viewer', teamGraceUntil: toIso(row.teamGraceUntil) };
    },
    async listMembers(organizationId: string): Promise<MemberRow[]> {
      const rows = await db
        .selectFrom('member as m')
        .innerJoin('user as u', 'u.id', 'm.userId')
        .select((eb) => [
          'm.id',
          'm.userId',
          'm.role',
          'm.createdAt',
          'u.name',
          'u.email',
          'u.firstName',
          'u.lastName',
          'u.userType',
          eb
            .selectFrom('portal_assignment as a')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('a.memberId', '=', 'm.id')
            .as('assignedPortals'),
        ])
        .where('m.organizationId', '=', organizationId)
        .orderBy('m.createdAt')
        .orderBy('m.id')
        .execute();
      return rows.map(({ createdAt, role, assignedPortals, ...row }) => ({
        ...row,
        role: normalizeTeamRole(role) ?? 'viewer',
        joinedAt: toIso(createdAt)!,
        assignedPortals: Number(assignedPortals ?? 0),
      }));
    },
    async countMembers(organizationId: string): Promise<number> {
      const row = await db
        .selectFrom('member')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('organizationId', '=', organizationId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async listInvitations(organizationId: string): Promise<InvitationRow[]> {
      const rows = await invitations()
        .where('i.organizationId', '=', organizationId)
        .orderBy('i.createdAt', 'desc')
        .orderBy('i.id')
        .execute();
      return rows.map(toInvitation);
    },
    async findInvitation(id: string): Promise<InvitationRow | undefined> {
      const row = await invitations().where('i.id', '=', id).executeTakeFirst();
      return row ? toInvitation(row) : undefined;
    },
    async pendingInvitationsFor(organizationId: string, email: string): Promise<InvitationRow[]> {
      const rows = await invitations()
        .where('i.organizationId', '=', organizationId)
        .where('i.email', '=', email.toLowerCase())
        .where('i.status', '=', 'pending')
        .execute();
      return rows.map(toInvitation);
    },
    async setInvitationExpiry(id: string, expiresAt: Date): Promise<void> {
      await db.updateTable('invitation').set({ expiresAt: expiresAt.toISOString() }).where('id', '=', id).execute();
    },
    async setInvitationStatus(id: string, status: 'canceled'): Promise<void> {
      await db.updateTable('invitation').set({ status }).where('id', '=', id).execute();
    },
    async deleteOrganization(id: string): Promise<void> {
      await db.deleteFrom('organization').where('id', '=', id).execute();
    },

    async isAssigned(portalId: string, memberId: string): Promise<boolean> {
      const row = await db
        .selectFrom('portal_assignment')
        .select('portalId')
        .where('portalId', '=', portalId)
        .where('memberId', '=', memberId)
        .executeTakeFirst();
      return Boolean(row);
    },
    async assignedPortalIds(memberId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('portal_assignment')
        .select('portalId')
        .where('memberId', '=', memberId)
        .execute();
      return rows.map((row) => row.portalId);
    },
    async assignedMemberIds(portalId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('portal_assignment')
        .select('memberId')
        .where('portalId', '=', portalId)
        .execute();
      return rows.map((row) => row.memberId);
    },
    async assign(portalId: string, memberId: string, assignedBy: string | null, at: Date): Promise<void> {
      await db
        .insertInto('portal_assignment')
        .values({ portalId, memberId, assignedBy, createdAt: at.toISOString() })
        .onConflict((oc) => oc.columns(['portalId', 'memberId']).doNothing())
        .execute();
    },
    /** Makes the portal's assignments exactly `memberIds`; answers the ones that are new. */
    async replaceAssignments(portalId: string, memberIds: string[], assignedBy: string, at: Date): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const before = new Set(
          (await trx.selectFrom('portal_assignment').select('memberId').where('portalId', '=', portalId).execute()).map(
            (row) => row.memberId,
          ),
        );
        const keep = new Set(memberIds);
        const removed = [...before].filter((id) => !keep.has(id));
        if (removed.length > 0) {
          await trx
            .deleteFrom('portal_assignment')
            .where('portalId', '=', portalId)
            .where('memberId', 'in', removed)
            .execute();
        }
        const added = [...keep].filter((id) => !before.has(id));
        if (added.length > 0) {
          await trx
            .insertInto('portal_assignment')
            .values(added.map((memberId) => ({ portalId, memberId, assignedBy, createdAt: at.toISOString() })))
            .execute();
        }
        return added;
      });
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
