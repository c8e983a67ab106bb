import {
  type AccessSubject,
  normalizePlan,
  normalizeTeamRole,
  normalizeUserType,
  type PlanId,
  type TeamRole,
} from './roles';

/** What the pricing table sells beyond the Free plan (spec §9 Plans): one place says which plan unlocks what. */
export const PLAN_FEATURES = [
  'protectedAccess',
  'customBranding',
  'templates',
  'advancedAnalytics',
  'whiteLabel',
  'teams',
  'customDomains',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

const PLAN_ORDER: readonly PlanId[] = ['free', 'pro', 'agency'];

/** The least plan that includes each feature; a plan includes everything of the plans below it. */
export const FEATURE_PLANS: Record<PlanFeature, PlanId> = {
  protectedAccess: 'pro',
  customBranding: 'pro',
  templates: 'pro',
  advancedAnalytics: 'pro',
  whiteLabel: 'agency',
  teams: 'agency',
  customDomains: 'agency',
};

/**
 * Which team roles use a feature of their owner's plan. Branding, white-label and domains follow the portal
 * owner, so only the owner sets them; PIN and email-code access is part of editing a portal (viewers edit none).
 */
const TEAM_ROLES_WITH: Record<PlanFeature, readonly TeamRole[]> = {
  protectedAccess: ['owner', 'admin', 'editor'],
  customBranding: ['owner'],
  templates: ['owner', 'admin', 'editor', 'viewer'],
  advancedAnalytics: ['owner', 'admin', 'editor', 'viewer'],
  whiteLabel: ['owner'],
  teams: ['owner'],
  customDomains: ['owner'],
};

/** Features worth a line in the pricing table's names, for upgrade prompts. */
export const FEATURE_NAMES: Record<PlanFeature, string> = {
  protectedAccess: 'PIN and email-code access',
  customBranding: 'Custom branding',
  templates: 'Portal templates',
  advancedAnalytics: 'Advanced analytics',
  whiteLabel: 'White-labeling',
  teams: 'Team access',
  customDomains: 'Custom domains',
};

export function requiredPlan(feature: PlanFeature): PlanId {
  return FEATURE_PLANS[feature];
}

export function planIncludes(plan: string | null | undefined, feature: PlanFeature): boolean {
  return PLAN_ORDER.indexOf(normalizePlan(plan)) >= PLAN_ORDER.indexOf(FEATURE_PLANS[feature]);
}

/**
 * The plan a person works under: their own as a creator; a team member works within the team owner's plan,
 * and teams exist only on Agency (a downgrade is refused while the team has members).
 */
export function effectivePlan(subject: AccessSubject): PlanId {
  const userType = normalizeUserType(subject.userType);
  if (userType === 'admin' || userType === 'team_member') return 'agency';
  return normalizePlan(subject.plan);
}

/** Whether this person may use a feature: admins have everything, team members within their role. */
export function hasFeature(subject: AccessSubject, feature: PlanFeature): boolean {
  const userType = normalizeUserType(subject.userType);
  if (userType === 'admin') return true;
  if (userType === 'team_member') {
    const role = normalizeTeamRole(subject.teamRole);
    return role !== null && TEAM_ROLES_WITH[feature].includes(role) && planIncludes(effectivePlan(subject), feature);
  }
  return planIncludes(subject.plan, feature);
}

/** What Free sees of analytics: the overview, chart, portals and activity of the last 7 days. */
export const FREE_ANALYTICS_PERIOD = '7d';

export function canViewAnalyticsPeriod(subject: AccessSubject, period: string): boolean {
  return period === FREE_ANALYTICS_PERIOD || hasFeature(subject, 'advancedAnalytics');
}
