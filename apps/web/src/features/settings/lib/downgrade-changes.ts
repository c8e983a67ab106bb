import { PLAN_FEATURES, type PlanFeature, type PlanId, planIncludes } from '@clientdock/shared';

// What leaving a feature means for what the account already has: nothing protected is exposed, nothing saved
// is deleted. The server keeps these promises (portals keep their protection, branding is kept for later).
const WHAT_CHANGES: Record<PlanFeature, string> = {
  protectedAccess:
    'Portals with a PIN or email code stay protected and keep opening as they do; new portals can be shared by link only.',
  customBranding: 'Your logo and colours stop showing on your portals. They are kept and come back if you upgrade.',
  templates: 'Saving templates and making portals from your own or community templates stop; sample templates stay.',
  advancedAnalytics:
    'Analytics shows the last 7 days; longer periods, per-file and per-client views and CSV export go.',
  whiteLabel: 'Your portals show the ClientDock name again.',
  teams: 'Team access ends.',
  customDomains: 'Your custom domains stop serving your portals.',
};

/** The list a downgrade confirmation shows: what changes for each feature the smaller plan does not include. */
export function downgradeChanges(from: PlanId, to: PlanId): string[] {
  return PLAN_FEATURES.filter((feature) => planIncludes(from, feature) && !planIncludes(to, feature)).map(
    (feature) => WHAT_CHANGES[feature],
  );
}
