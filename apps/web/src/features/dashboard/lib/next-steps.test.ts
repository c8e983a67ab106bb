import { describe, expect, it } from 'vitest';
import { fixtures, makeMe } from '@/test/fixtures';
import { getNextSteps, greetingFor } from './next-steps';

const summary = (steps: ReturnType<typeof getNextSteps>) => steps.map((step) => `${step.title} -> ${step.to}`);

describe('getNextSteps', () => {
  it('free creator: first portal, branding in settings, templates', () => {
    expect(summary(getNextSteps(fixtures.freeCreator()))).toEqual([
      'Create your first portal -> /dashboard/portals',
      'Add your branding -> /dashboard/settings',
      'Browse templates -> /templates',
    ]);
  });

  it('agency creator with portals: branding page and team invitation', () => {
    const me = makeMe({ plan: 'agency', usage: { activePortals: 2, totalPortals: 4 } });
    expect(summary(getNextSteps(me))).toEqual([
      'Manage your portals -> /dashboard/portals',
      'Add your branding -> /dashboard/branding',
      'Browse templates -> /templates',
      'Invite your team -> /dashboard/team',
    ]);
  });

  it('team viewer: assigned portals instead of creating one', () => {
    expect(summary(getNextSteps(fixtures.teamViewer()))[0]).toBe('Open your assigned portals -> /dashboard/assigned');
  });
});

describe('greetingFor', () => {
  it('follows the time of day', () => {
    expect(greetingFor(new Date(2025, 0, 1, 8))).toBe('Good morning');
    expect(greetingFor(new Date(2025, 0, 1, 13))).toBe('Good afternoon');
    expect(greetingFor(new Date(2025, 0, 1, 20))).toBe('Good evening');
    expect(greetingFor(new Date(2025, 0, 1, 2))).toBe('Good evening');
  });
});
