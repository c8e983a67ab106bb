import { hasFeature } from './plan-features';
import { type AccessSubject, normalizePlan, normalizeTeamRole, normalizeUserType } from './roles';

export interface Abilities {
  isAdmin: boolean;
  canUseAdvancedFeatures: boolean;
  canManageTeam: boolean;
  canWhiteLabel: boolean;
  canPurchaseAddons: boolean;
  canOwnPortals: boolean;
}

// Spec §6 "Derived abilities", read from the plan features so the menus, the pricing page and the server agree.
export function getAbilities(subject: AccessSubject): Abilities {
  const userType = normalizeUserType(subject.userType);
  const plan = normalizePlan(subject.plan);
  const teamRole = normalizeTeamRole(subject.teamRole);
  const isAdmin = userType === 'admin';
  const isTeamMember = userType === 'team_member';
  const isAgencyCreator = userType === 'creator' && plan === 'agency';
  const isTeamOwner = isTeamMember && teamRole === 'owner';
  const hasActiveSubscription = subject.subscriptionStatus === 'active';
  // Spec §6: advanced features for admins, paid creators and team owners or admins.
  const leadsTeam = !isTeamMember || teamRole === 'owner' || teamRole === 'admin';
  return {
    isAdmin,
    canUseAdvancedFeatures: leadsTeam && hasFeature(subject, 'advancedAnalytics'),
    canManageTeam: hasFeature(subject, 'teams'),
    canWhiteLabel: hasFeature(subject, 'whiteLabel'),
    canPurchaseAddons: (isAgencyCreator && hasActiveSubscription) || isTeamOwner,
    // Spec §2: team members see "My Portals" only as owner, admin or editor.
    canOwnPortals: !isTeamMember || teamRole === 'owner' || teamRole === 'admin' || teamRole === 'editor',
  };
}

// Spec §6 "Permission check": admins pass with adminLevel super or a listed permission; creators never do.
export function hasPermission(subject: AccessSubject, permission: string): boolean {
  if (normalizeUserType(subject.userType) !== 'admin') return false;
  if (subject.adminLevel === 'super') return true;
  return (subject.permissions ?? []).includes(permission);
}

const TEAM_ROLE_NAMES = { owner: 'Team Owner', admin: 'Team Admin', editor: 'Team Editor', viewer: 'Team Viewer' };
const PLAN_NAMES = { free: 'Creator (free)', pro: 'Pro Creator', agency: 'Agency Creator' };

export function getRoleDisplayName(subject: AccessSubject): string {
  const userType = normalizeUserType(subject.userType);
  if (userType === 'admin') return 'Admin';
  if (userType === 'team_member') {
    const role = normalizeTeamRole(subject.teamRole);
    return role ? TEAM_ROLE_NAMES[role] : 'Team Viewer';
  }
  return PLAN_NAMES[normalizePlan(subject.plan)];
}
