import { type AccessSubject, normalizePlan, normalizeTeamRole, normalizeUserType } from './roles';

export interface Abilities {
  isAdmin: boolean;
  canUseAdvancedFeatures: boolean;
  canManageTeam: boolean;
  canWhiteLabel: boolean;
  canPurchaseAddons: boolean;
  canOwnPortals: boolean;
}

// Spec §6 "Derived abilities".
export function getAbilities(subject: AccessSubject): Abilities {
  const userType = normalizeUserType(subject.userType);
  const plan = normalizePlan(subject.plan);
  const teamRole = normalizeTeamRole(subject.teamRole);
  const isAdmin = userType === 'admin';
  const isCreator = userType === 'creator';
  const isTeamMember = userType === 'team_member';
  const isPaidCreator = isCreator && (plan === 'pro' || plan === 'agency');
  const isAgencyCreator = isCreator && plan === 'agency';
  const isTeamOwner = isTeamMember && teamRole === 'owner';
  const isTeamAdmin = isTeamMember && teamRole === 'admin';
  const hasActiveSubscription = subject.subscriptionStatus === 'active';
  return {
    isAdmin,
    canUseAdvancedFeatures: isAdmin || isPaidCreator || isTeamOwner || isTeamAdmin,
    canManageTeam: isAdmin || isAgencyCreator || isTeamOwner,
    canWhiteLabel: isAdmin || isAgencyCreator || isTeamOwner,
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
