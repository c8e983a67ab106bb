import {
  type AccessSubject,
  getAbilities,
  getLimits,
  getRoleDisplayName,
  type Me,
  type PlanId,
  type TeamRole,
  type UserType,
} from '@clientdock/shared';

interface MeOptions extends Partial<Omit<Me, 'userType' | 'plan' | 'teamRole'>> {
  userType?: UserType;
  plan?: PlanId;
  teamRole?: TeamRole | null;
}

/** A realistic /api/me answer: limits, abilities and role name derived by the shared rules. */
export function makeMe(options: MeOptions = {}): Me {
  const subject: AccessSubject = {
    userType: options.userType ?? 'creator',
    plan: options.plan ?? 'free',
    teamRole: options.teamRole ?? null,
    adminLevel: options.adminLevel ?? null,
    subscriptionStatus: options.subscriptionStatus ?? null,
  };
  const firstName = options.firstName ?? 'Ada';
  const lastName = options.lastName ?? 'Lovelace';
  return {
    id: 'user_1',
    email: 'ada@example.com',
    emailVerified: true,
    displayName: `${firstName} ${lastName}`.trim(),
    image: null,
    adminLevel: null,
    subscriptionStatus: null,
    status: 'active',
    permissions: [],
    lastLogin: null,
    createdAt: '2025-01-05T10:00:00.000Z',
    settings: {},
    usage: { activePortals: 0, totalPortals: 0 },
    ...options,
    firstName,
    lastName,
    userType: options.userType ?? 'creator',
    plan: options.plan ?? 'free',
    teamRole: options.teamRole ?? null,
    roleDisplayName: options.roleDisplayName ?? getRoleDisplayName(subject),
    limits: options.limits ?? getLimits(subject),
    abilities: options.abilities ?? getAbilities(subject),
  };
}

export const fixtures = {
  admin: () => makeMe({ userType: 'admin', adminLevel: 'super', firstName: 'Grace', lastName: 'Hopper' }),
  freeCreator: () => makeMe({ plan: 'free' }),
  proCreator: () => makeMe({ plan: 'pro' }),
  agencyCreator: () => makeMe({ plan: 'agency' }),
  teamOwner: () => makeMe({ userType: 'team_member', teamRole: 'owner' }),
  teamEditor: () => makeMe({ userType: 'team_member', teamRole: 'editor' }),
  teamViewer: () => makeMe({ userType: 'team_member', teamRole: 'viewer' }),
};
