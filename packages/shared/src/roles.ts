export const USER_TYPES = ['admin', 'creator', 'team_member'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const TEAM_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const ACCOUNT_STATUSES = ['active', 'pending', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ADMIN_LEVELS = ['super', 'standard'] as const;
export type AdminLevel = (typeof ADMIN_LEVELS)[number];

export const PERMISSIONS = [
  'users:read',
  'users:write',
  'users:delete',
  'analytics:read',
  'logs:read',
  'settings:write',
  'billing:read',
  'billing:write',
  'templates:read',
  'templates:write',
  'settings:read',
  'support:read',
  'support:write',
  'blog:write',
  'announcements:write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PLAN_IDS = ['free', 'pro', 'agency'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The subset of a user that plans, limits and abilities are computed from. */
export interface AccessSubject {
  userType?: string | null;
  plan?: string | null;
  teamRole?: string | null;
  adminLevel?: string | null;
  permissions?: readonly string[] | null;
  subscriptionStatus?: string | null;
}

// Spec §6: "A user without a known type is treated as a free creator."
export function normalizeUserType(value: string | null | undefined): UserType {
  return (USER_TYPES as readonly string[]).includes(value ?? '') ? (value as UserType) : 'creator';
}

export function normalizePlan(value: string | null | undefined): PlanId {
  return (PLAN_IDS as readonly string[]).includes(value ?? '') ? (value as PlanId) : 'free';
}

export function normalizeTeamRole(value: string | null | undefined): TeamRole | null {
  return (TEAM_ROLES as readonly string[]).includes(value ?? '') ? (value as TeamRole) : null;
}
