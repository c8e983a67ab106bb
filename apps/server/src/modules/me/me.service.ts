import {
  displayNameOf,
  getAbilities,
  getLimits,
  getRoleDisplayName,
  type Me,
  normalizePlan,
  normalizeTeamRole,
  normalizeUserType,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { fileSizeLimitMb } from '../app-settings';
import type { UserRecord } from '../users';
import { createMeRepository } from './me.repository';

const DEFAULT_BRANDING = { primaryColor: '#2563eb', secondaryColor: '#059669', logoUrl: null, customDomain: null };

export async function describeMe(ctx: AppContext, user: UserRecord): Promise<Me> {
  const repository = createMeRepository(ctx.db);
  const now = ctx.clock();
  const usage = await repository.usage(user.id, now);
  // A team admin's or editor's portals belong to the team owner; their own limit counts the ones they made.
  if (usage.teamOwnerId && usage.teamOwnerId !== user.id) {
    usage.activePortals = await ctx.repos.portals.countActiveCreatedBy(user.id, usage.teamOwnerId, now);
    usage.totalPortals = await ctx.repos.portals.countCreatedBy(user.id, usage.teamOwnerId);
  }
  const subject = {
    userType: user.userType,
    plan: user.plan,
    teamRole: user.teamRole,
    adminLevel: user.adminLevel,
    permissions: user.permissions,
    subscriptionStatus: user.subscriptionStatus,
  };
  const settings = user.settings as Me['settings'];
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: displayNameOf(user),
    firstName: user.firstName,
    lastName: user.lastName,
    image: user.image,
    userType: normalizeUserType(user.userType),
    adminLevel: user.adminLevel === 'super' || user.adminLevel === 'standard' ? user.adminLevel : null,
    plan: normalizePlan(user.plan),
    subscriptionStatus: user.subscriptionStatus,
    status: user.status as Me['status'],
    teamRole: normalizeTeamRole(user.teamRole),
    permissions: user.permissions,
    lastLogin: user.lastLogin,
    createdAt: user.createdAt,
    settings: { ...settings, branding: { ...DEFAULT_BRANDING, ...(settings.branding ?? {}) } },
    roleDisplayName: getRoleDisplayName(subject),
    limits: { ...getLimits(subject), fileSizeMb: await fileSizeLimitMb(ctx, subject) },
    usage: { activePortals: usage.activePortals, totalPortals: usage.totalPortals },
    abilities: getAbilities(subject),
  };
}
