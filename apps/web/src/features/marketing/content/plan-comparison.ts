import {
  FILE_SIZE_LIMITS_MB,
  getAbilities,
  PLAN_CATALOG,
  PLAN_IDS,
  type PlanId,
  PORTAL_LIMITS,
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

// What a creator on each plan may do, by the same rules the server applies.
const abilitiesOf = (plan: PlanId) => getAbilities({ userType: 'creator', plan });

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
    { label: 'PIN and email-code access', values: perPlan((plan) => abilitiesOf(plan).canUseAdvancedFeatures) },
    { label: 'Custom branding', values: perPlan((plan) => abilitiesOf(plan).canUseAdvancedFeatures) },
    { label: 'Portal templates', values: perPlan((plan) => abilitiesOf(plan).canUseAdvancedFeatures) },
    {
      label: 'Analytics',
      values: perPlan((plan) => (abilitiesOf(plan).canUseAdvancedFeatures ? 'Advanced' : 'Basic')),
    },
    { label: 'Team access', values: perPlan((plan) => abilitiesOf(plan).canManageTeam) },
    { label: 'White-labeling', values: perPlan((plan) => abilitiesOf(plan).canWhiteLabel) },
    { label: 'Custom domains', values: perPlan((plan) => abilitiesOf(plan).canWhiteLabel) },
  ];
}
