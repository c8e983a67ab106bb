import type { Me } from '@clientdock/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { getSideMenu } from './side-menu';
import { SideNav } from './side-nav';

function renderNav(me: Me | null, path: string) {
  render(
    <AppThemeProvider initialMode="light">
      <MemoryRouter initialEntries={[path]}>
        <SideNav items={getSideMenu(me)} />
      </MemoryRouter>
    </AppThemeProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Main navigation' }));
}

const linkNames = (nav: ReturnType<typeof renderNav>) => nav.getAllByRole('link').map((link) => link.textContent);

describe('SideNav', () => {
  it.each([
    ['admin', fixtures.admin(), '/admin/support-tickets', 'Support Tickets', 8],
    ['free creator', fixtures.freeCreator(), '/dashboard/archive', 'Archive', 6],
    ['agency creator', fixtures.agencyCreator(), '/dashboard/branding', 'Branding & Domains', 8],
    ['team owner', fixtures.teamOwner(), '/dashboard/portals', 'My Portals', 8],
    ['team editor', fixtures.teamEditor(), '/dashboard/assigned', 'Assigned Portals', 6],
    ['team viewer', fixtures.teamViewer(), '/dashboard', 'Dashboard', 4],
  ])('%s: renders the menu and marks the current page', (_, me, path, active, count) => {
    const nav = renderNav(me, path);
    expect(nav.getAllByRole('link')).toHaveLength(count);
    expect(nav.getByRole('link', { current: 'page' })).toHaveTextContent(active);
  });

  it('anonymous: links plus a dark mode switch', () => {
    const nav = renderNav(null, '/pricing');
    expect(linkNames(nav)).toEqual(['Home', 'Features', 'Templates', 'Pricing', 'Sign In', 'Get Started']);
    expect(nav.getByRole('switch', { name: 'Dark Mode' })).toHaveAttribute('aria-checked', 'false');
    expect(nav.getByRole('link', { current: 'page' })).toHaveTextContent('Pricing');
  });
});
