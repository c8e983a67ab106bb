import { describe, expect, it } from 'vitest';
import { authLink, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('accepts same-site paths', () => {
    expect(safeRedirectPath('/dashboard/portals')).toBe('/dashboard/portals');
    expect(safeRedirectPath('/dashboard/settings?tab=profile')).toBe('/dashboard/settings?tab=profile');
  });

  it.each([null, undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'dashboard', '/a\nb'])(
    'rejects %j',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );
});

describe('authLink', () => {
  it('carries the redirect across', () => {
    expect(authLink('/login', '/dashboard/team')).toBe('/login?redirect=%2Fdashboard%2Fteam');
    expect(authLink('/register', null)).toBe('/register');
  });
});
