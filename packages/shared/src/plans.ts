import { formatBytes } from './format-bytes';
import { type AccessSubject, normalizePlan, normalizeTeamRole, normalizeUserType, type PlanId } from './roles';

export interface PlanInfo {
  id: PlanId;
  name: string;
  priceMonthly: number;
  priceLabel: string;
  period: string;
  portals: number;
  features: string[];
  mostPopular: boolean;
}

// Spec §9 Plans, exactly.
export const PLAN_CATALOG: Record<PlanId, PlanInfo> = {
  free: {
    id: 'free',
    name: 'Free',
    priceMonthly: 0,
    priceLabel: '$0',
    period: 'forever',
    portals: 3,
    features: ['3 active portals', 'Basic uploads', 'Open link access', 'Community support'],
    mostPopular: false,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceMonthly: 14.99,
    priceLabel: '$14.99',
    period: 'per month',
    portals: 10,
    features: ['10 portals', 'PIN/email auth', 'Custom branding', 'Portal templates', 'Advanced analytics'],
    mostPopular: true,
  },
  agency: {
    id: 'agency',
    name: 'Agency',
    priceMonthly: 49.99,
    priceLabel: '$49.99',
    period: 'per month',
    portals: 50,
    features: ['50 portals', 'White-labeling', 'Team access', 'Custom domains', 'All Pro features'],
    mostPopular: false,
  },
};

// Spec §9 Limits.
export const PORTAL_LIMITS = {
  plan: { free: 3, pro: 10, agency: 50 } as Record<PlanId, number>,
  admin: 999,
  team: { owner: 999, admin: 999, editor: 5, viewer: 0 },
} as const;

export const FILE_SIZE_LIMITS_MB = {
  plan: { free: 10, pro: 100, agency: 500 } as Record<PlanId, number>,
  admin: 1000,
  team: { owner: 500, admin: 500, editor: 100, other: 10 },
} as const;

export const MB = 1024 * 1024;

export function getPortalLimit(subject: AccessSubject): number {
  const userType = normalizeUserType(subject.userType);
  if (userType === 'admin') return PORTAL_LIMITS.admin;
  if (userType === 'team_member') {
    const role = normalizeTeamRole(subject.teamRole);
    return role ? PORTAL_LIMITS.team[role] : 0;
  }
  return PORTAL_LIMITS.plan[normalizePlan(subject.plan)];
}

export function getFileSizeLimitMb(subject: AccessSubject): number {
  const userType = normalizeUserType(subject.userType);
  if (userType === 'admin') return FILE_SIZE_LIMITS_MB.admin;
  if (userType === 'team_member') {
    const role = normalizeTeamRole(subject.teamRole);
    if (role === 'owner' || role === 'admin') return FILE_SIZE_LIMITS_MB.team.owner;
    if (role === 'editor') return FILE_SIZE_LIMITS_MB.team.editor;
    return FILE_SIZE_LIMITS_MB.team.other;
  }
  return FILE_SIZE_LIMITS_MB.plan[normalizePlan(subject.plan)];
}

export function getFileSizeLimitBytes(subject: AccessSubject): number {
  return getFileSizeLimitMb(subject) * MB;
}

export interface Limits {
  portals: number;
  fileSizeMb: number;
}

export function getLimits(subject: AccessSubject): Limits {
  return { portals: getPortalLimit(subject), fileSizeMb: getFileSizeLimitMb(subject) };
}

/** The name limit messages use: the plan for creators ("Free"), "Admin" or "team" otherwise. */
export function getLimitPlanName(subject: AccessSubject): string {
  const userType = normalizeUserType(subject.userType);
  if (userType === 'admin') return 'Admin';
  if (userType === 'team_member') return 'team';
  return PLAN_CATALOG[normalizePlan(subject.plan)].name;
}

export const GB = 1024 * MB;

/**
 * Storage per account in GB, counting every stored version of every file and the uploads in progress; the
 * defaults an admin can change per plan in the platform settings. Admins have no quota; a team member's uploads
 * count against the portal owner's.
 */
export const DEFAULT_STORAGE_QUOTA_GB: Record<PlanId, number> = { free: 1, pro: 50, agency: 250 };

/** The largest per-plan quota an admin can set, in GB (100 TB). */
export const MAX_STORAGE_QUOTA_GB = 100_000;

/** "1 GB", "250 GB", "512 MB": a quota or an amount stored, in en-US; quotas are set in GB, so never TB. */
export function formatStorage(bytes: number): string {
  if (bytes >= GB) return `${Number((bytes / GB).toFixed(bytes >= 10 * GB ? 0 : 1)).toLocaleString('en-US')} GB`;
  return formatBytes(bytes);
}

export const storageMessages = {
  quotaExceeded: (quotaBytes: number) =>
    `This upload would exceed your storage quota of ${formatStorage(quotaBytes)}. Delete files or upgrade your plan.`,
  ownerQuotaExceeded: (quotaBytes: number) =>
    `This upload would exceed the portal owner's storage quota of ${formatStorage(quotaBytes)}. Ask them to delete files or upgrade their plan.`,
} as const;
