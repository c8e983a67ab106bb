import { describe, expect, it } from 'vitest';
import { fixtures, makeMe } from '@/test/fixtures';
import { getNextSteps, greetingFor } from './next-steps';

const summary = (steps: ReturnType<typeof getNextSteps>) => steps.map((step) => `${step.title} -> ${step.to}`);

describe('getNextSteps', () => {
  it('free creator: first portal and templates (custom branding is a Pro feature)', () => {
    expect(summary(getNextSteps(fixtures.freeCreator()))).toEqual([
      'Create your first portal -> /dashboard/portals',
      'Browse templates -> /templates',
    ]);
  });

  it('pro creator: branding opens the Branding page', () => {
    expect(summary(getNextSteps(fixtures.proCreator()))).toContain('Add your branding -> /dashboard/branding');
  });

  it('branding disappears once a logo or a colour of ones own is saved', () => {
    const branding = (values: object) => ({ primaryColor: '#2563eb', secondaryColor: '#059669', ...values });
    const titles = (settings: object) => getNextSteps(makeMe({ plan: 'pro', settings })).map((step) => step.title);
    expect(titles({ branding: branding({ logoUrl: null }) })).toContain('Add your branding');
    expect(titles({ branding: branding({ logoUrl: '/api/branding/logo/u1/logo-1700000000000.png' }) })).not.toContain(
      'Add your branding',
    );
    expect(titles({ branding: branding({ primaryColor: '#FF5500' }) })).not.toContain('Add your branding');
    expect(titles({ branding: branding({ secondaryColor: '#111111' }) })).not.toContain('Add your branding');
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

  it('drops the team invitation once the team exists', () => {
    const me = makeMe({ plan: 'agency' });
    expect(summary(getNextSteps(me, { hasTeam: false }))).toContain('Invite your team -> /dashboard/team');
    expect(summary(getNextSteps(me, { hasTeam: true }))).not.toContain('Invite your team -> /dashboard/team');
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
