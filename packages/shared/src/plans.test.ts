import { describe, expect, it } from 'vitest';
import { getFileSizeLimitMb, getLimits, getPortalLimit, PLAN_CATALOG } from './plans';

describe('plan catalog (spec §9)', () => {
  it('has the three plans with their prices and Pro as most popular', () => {
    expect(Object.keys(PLAN_CATALOG)).toEqual(['free', 'pro', 'agency']);
    expect(PLAN_CATALOG.free.priceMonthly).toBe(0);
    expect(PLAN_CATALOG.pro.priceMonthly).toBe(14.99);
    expect(PLAN_CATALOG.agency.priceMonthly).toBe(49.99);
    expect(
      Object.values(PLAN_CATALOG)
        .filter((p) => p.mostPopular)
        .map((p) => p.id),
    ).toEqual(['pro']);
  });
});

describe('limits (spec §9)', () => {
  it.each([
    [{ userType: 'creator', plan: 'free' }, 3, 10],
    [{ userType: 'creator', plan: 'pro' }, 10, 100],
    [{ userType: 'creator', plan: 'agency' }, 50, 500],
    [{ userType: 'admin', plan: 'free' }, 999, 1000],
    [{ userType: 'team_member', teamRole: 'owner' }, 999, 500],
    [{ userType: 'team_member', teamRole: 'admin' }, 999, 500],
    [{ userType: 'team_member', teamRole: 'editor' }, 5, 100],
    [{ userType: 'team_member', teamRole: 'viewer' }, 0, 10],
    [{ userType: 'team_member', teamRole: null }, 0, 10],
    [{}, 3, 10],
    [{ userType: 'martian', plan: 'platinum' }, 3, 10],
  ])('%j -> %i portals, %i MB', (subject, portals, mb) => {
    expect(getPortalLimit(subject)).toBe(portals);
    expect(getFileSizeLimitMb(subject)).toBe(mb);
    expect(getLimits(subject)).toEqual({ portals, fileSizeMb: mb });
  });
});
