import { describe, expect, it } from 'vitest';
import { getAbilities, getRoleDisplayName, hasPermission } from './abilities';
import { messages } from './messages';

describe('abilities (spec §6)', () => {
  it.each([
    ['admin', { userType: 'admin' }, { adv: true, team: true, addons: false }],
    ['free creator', { userType: 'creator', plan: 'free' }, { adv: false, team: false, addons: false }],
    ['pro creator', { userType: 'creator', plan: 'pro' }, { adv: true, team: false, addons: false }],
    [
      'agency creator, no subscription',
      { userType: 'creator', plan: 'agency' },
      { adv: true, team: true, addons: false },
    ],
    [
      'agency creator, active subscription',
      { userType: 'creator', plan: 'agency', subscriptionStatus: 'active' },
      { adv: true, team: true, addons: true },
    ],
    ['team owner', { userType: 'team_member', teamRole: 'owner' }, { adv: true, team: true, addons: true }],
    ['team admin', { userType: 'team_member', teamRole: 'admin' }, { adv: true, team: false, addons: false }],
    ['team editor', { userType: 'team_member', teamRole: 'editor' }, { adv: false, team: false, addons: false }],
    ['team viewer', { userType: 'team_member', teamRole: 'viewer' }, { adv: false, team: false, addons: false }],
  ])('%s', (_label, subject, expected) => {
    const abilities = getAbilities(subject);
    expect(abilities.canUseAdvancedFeatures).toBe(expected.adv);
    expect(abilities.canManageTeam).toBe(expected.team);
    expect(abilities.canWhiteLabel).toBe(expected.team);
    expect(abilities.canPurchaseAddons).toBe(expected.addons);
  });

  it('lets team viewers see only assigned portals, not own ones', () => {
    expect(getAbilities({ userType: 'team_member', teamRole: 'viewer' }).canOwnPortals).toBe(false);
    expect(getAbilities({ userType: 'team_member', teamRole: 'editor' }).canOwnPortals).toBe(true);
    expect(getAbilities({ userType: 'creator' }).canOwnPortals).toBe(true);
  });
});

describe('permission check (spec §6)', () => {
  it('passes a super admin for anything', () => {
    expect(hasPermission({ userType: 'admin', adminLevel: 'super' }, 'logs:read')).toBe(true);
  });
  it('passes an admin only for listed permissions', () => {
    const admin = { userType: 'admin', adminLevel: 'standard', permissions: ['users:read'] };
    expect(hasPermission(admin, 'users:read')).toBe(true);
    expect(hasPermission(admin, 'users:write')).toBe(false);
  });
  it('never passes a creator, whatever is listed', () => {
    expect(hasPermission({ userType: 'creator', permissions: ['users:read'] }, 'users:read')).toBe(false);
  });
  it('words the refusal as the spec does', () => {
    expect(messages.permissionRequired('logs:read')).toBe(
      'Permission required: logs:read. Contact your administrator for access.',
    );
  });
});

describe('display names (spec §6)', () => {
  it.each([
    [{ userType: 'admin' }, 'Admin'],
    [{ userType: 'team_member', teamRole: 'owner' }, 'Team Owner'],
    [{ userType: 'team_member', teamRole: 'admin' }, 'Team Admin'],
    [{ userType: 'team_member', teamRole: 'editor' }, 'Team Editor'],
    [{ userType: 'team_member', teamRole: 'viewer' }, 'Team Viewer'],
    [{ userType: 'creator', plan: 'free' }, 'Creator (free)'],
    [{ userType: 'creator', plan: 'pro' }, 'Pro Creator'],
    [{ userType: 'creator', plan: 'agency' }, 'Agency Creator'],
    [{}, 'Creator (free)'],
  ])('%j is %s', (subject, name) => {
    expect(getRoleDisplayName(subject)).toBe(name);
  });
});
