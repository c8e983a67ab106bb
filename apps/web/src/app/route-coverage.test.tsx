import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// Spec §2: every listed route exists and renders a titled page (none falls through to the catch-all).
const PUBLIC = [
  '/features',
  '/pricing',
  '/privacy',
  '/terms',
  '/cookies',
  '/security',
  '/about',
  '/help',
  '/contact',
  '/integrations',
  '/blog',
  '/blog/launch-notes',
  '/careers',
  '/docs',
  '/status',
  '/marketplace',
  '/templates',
  '/team/accept-invitation',
  '/creators/creator_1',
  '/portal',
  '/portal/3f9ab2c1',
];
const SIGNED_IN = [
  '/dashboard',
  '/dashboard/portals',
  '/portal-layout-builder',
  '/dashboard/edit/p1',
  '/dashboard/archive',
  '/dashboard/analytics',
  '/dashboard/settings',
  '/dashboard/team',
  '/dashboard/branding',
  '/dashboard/assigned',
  '/dashboard/creator-settings',
  '/dashboard/notifications/test',
  '/debug/admin',
  '/archive/portal/3f9ab2c1',
];
const ADMIN = [
  '/admin/dashboard',
  '/admin/creators',
  '/admin/templates',
  '/admin/blog',
  '/admin/analytics',
  '/admin/security',
  '/admin/notifications',
  '/admin/support-tickets',
  '/admin/analytics-management',
  '/admin/settings',
];
const FORBIDDEN_WORDS = /coming soon|todo|placeholder|lorem ipsum/i;

describe('route coverage', () => {
  it.each(PUBLIC)('%s renders for visitors', async (path) => {
    const { router } = renderApp(path, { me: null });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(document.body.textContent).not.toMatch(FORBIDDEN_WORDS);
  });

  it.each(SIGNED_IN)('%s renders for a signed-in creator', async (path) => {
    const { router } = renderApp(path, { me: fixtures.agencyCreator() });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(document.body.textContent).not.toMatch(FORBIDDEN_WORDS);
  });

  it.each(ADMIN)('%s renders for an admin', async (path) => {
    const { router } = renderApp(path, { me: fixtures.admin() });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});
