import { describe, expect, it } from 'vitest';
import { getAbilities } from './abilities';
import { hasFeature, PLAN_FEATURES, type PlanFeature, planIncludes, requiredPlan } from './plan-features';
import type { AccessSubject } from './roles';

const PRO: PlanFeature[] = ['protectedAccess', 'customBranding', 'templates', 'advancedAnalytics'];
const AGENCY: PlanFeature[] = ['whiteLabel', 'teams', 'customDomains'];

describe('which plan unlocks what (spec §9 Plans)', () => {
  it('names Pro for the Pro features and Agency for the Agency ones', () => {
    for (const feature of PRO) expect(requiredPlan(feature)).toBe('pro');
    for (const feature of AGENCY) expect(requiredPlan(feature)).toBe('agency');
    expect([...PRO, ...AGENCY].sort()).toEqual([...PLAN_FEATURES].sort());
  });

  it('gives Free none, Pro the Pro features and Agency all of them', () => {
    for (const feature of PLAN_FEATURES) {
      expect(planIncludes('free', feature)).toBe(false);
      expect(planIncludes('pro', feature)).toBe(PRO.includes(feature));
      expect(planIncludes('agency', feature)).toBe(true);
    }
  });

  it('treats an unknown plan or person as a free creator', () => {
    for (const feature of PLAN_FEATURES) {
      expect(hasFeature({}, feature)).toBe(false);
      expect(hasFeature({ userType: 'martian', plan: 'platinum' }, feature)).toBe(false);
    }
  });

  it('gives admins everything, whatever plan is stored', () => {
    for (const feature of PLAN_FEATURES) expect(hasFeature({ userType: 'admin', plan: 'free' }, feature)).toBe(true);
  });

  it.each([
    ['owner', PLAN_FEATURES],
    ['admin', ['protectedAccess', 'templates', 'advancedAnalytics']],
    ['editor', ['protectedAccess', 'templates', 'advancedAnalytics']],
    ['viewer', ['templates', 'advancedAnalytics']],
    [null, []],
  ] as const)('lets a team %s use the owner’s Agency plan within the role', (teamRole, allowed) => {
    const subject: AccessSubject = { userType: 'team_member', plan: 'free', teamRole };
    for (const feature of PLAN_FEATURES) {
      expect(hasFeature(subject, feature)).toBe((allowed as readonly string[]).includes(feature));
    }
  });

  it('agrees with the derived abilities the menus read', () => {
    const subjects: AccessSubject[] = [
      { userType: 'creator', plan: 'free' },
      { userType: 'creator', plan: 'pro' },
      { userType: 'creator', plan: 'agency' },
      { userType: 'admin' },
      { userType: 'team_member', teamRole: 'owner' },
      { userType: 'team_member', teamRole: 'viewer' },
    ];
    for (const subject of subjects) {
      const abilities = getAbilities(subject);
      expect(abilities.canManageTeam).toBe(hasFeature(subject, 'teams'));
      expect(abilities.canWhiteLabel).toBe(hasFeature(subject, 'whiteLabel'));
      expect(abilities.canWhiteLabel).toBe(hasFeature(subject, 'customDomains'));
    }
    expect(getAbilities({ userType: 'creator', plan: 'pro' }).canUseAdvancedFeatures).toBe(true);
    expect(getAbilities({ userType: 'creator', plan: 'free' }).canUseAdvancedFeatures).toBe(false);
  });
});
