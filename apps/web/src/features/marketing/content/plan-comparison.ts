import {
  ANALYTICS_PERIOD_DAYS,
  FILE_SIZE_LIMITS_MB,
  FREE_ANALYTICS_PERIOD,
  PLAN_CATALOG,
  PLAN_IDS,
  type PlanFeature,
  type PlanId,
  PORTAL_LIMITS,
  planIncludes,
} from '@clientdock/shared';

/** A cell of the comparison: included or not, or a value such as "10" or "100 MB". */
export type ComparisonValue = boolean | string;

export interface ComparisonRow {
  label: string;
  values: Record<PlanId, ComparisonValue>;
}

function perPlan(value: (plan: PlanId) => ComparisonValue): Record<PlanId, ComparisonValue> {
  return Object.fromEntries(PLAN_IDS.map((plan) => [plan, value(plan)])) as Record<PlanId, ComparisonValue>;
}

// What each plan includes, from the same table the server checks.
const includes = (feature: PlanFeature) => perPlan((plan) => planIncludes(plan, feature));

/** The plan comparison table, from the plan catalogue, the limits and the abilities of spec §6 and §9. */
export function planComparison(): ComparisonRow[] {
  return [
    {
      label: 'Price',
      values: perPlan((plan) => `${PLAN_CATALOG[plan].priceLabel} ${PLAN_CATALOG[plan].period}`),
    },
    { label: 'Active portals', values: perPlan((plan) => String(PORTAL_LIMITS.plan[plan])) },
    { label: 'Largest file', values: perPlan((plan) => `${FILE_SIZE_LIMITS_MB.plan[plan]} MB`) },
    { label: 'Open link access', values: perPlan(() => true) },
    { label: 'Comments, approvals and forms', values: perPlan(() => true) },
    { label: 'Live notifications', values: perPlan(() => true) },
    { label: 'PIN and email-code access', values: includes('protectedAccess') },
    { label: 'Custom branding', values: includes('customBranding') },
    { label: 'Portal templates', values: includes('templates') },
    {
      label: 'Analytics',
      values: perPlan((plan) =>
        planIncludes(plan, 'advancedAnalytics')
          ? 'Advanced'
          : `Last ${ANALYTICS_PERIOD_DAYS[FREE_ANALYTICS_PERIOD]} days`,
      ),
    },
    { label: 'Team access', values: includes('teams') },
    { label: 'White-labeling', values: includes('whiteLabel') },
    { label: 'Custom domains', values: includes('customDomains') },
  ];
}
