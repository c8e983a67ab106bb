import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { getActivePath, getSideMenu, getTopBarLinks, type SideMenuItem } from './side-menu';

const labels = (items: SideMenuItem[]) => items.map((item) => item.label);
const paths = (items: SideMenuItem[]) => items.map((item) => (item.kind === 'link' ? item.to : item.kind));

describe('getSideMenu', () => {
  it('admin', () => {
    const items = getSideMenu(fixtures.admin());
    expect(labels(items)).toEqual([
      'Admin Dashboard',
      'Manage Creators',
      'Template Management',
      'Blog Manager',
      'Platform Analytics',
      'Security Logs',
      'Support Tickets',
      'Settings',
    ]);
    expect(paths(items)).toEqual([
      '/admin/dashboard',
      '/admin/creators',
      '/admin/templates',
      '/admin/blog',
      '/admin/analytics',
      '/admin/security',
      '/admin/support-tickets',
      '/admin/settings',
    ]);
  });

  it('free creator: the template marketplace, no team or branding', () => {
    const items = getSideMenu(fixtures.freeCreator());
    expect(labels(items)).toEqual(['Dashboard', 'Portals', 'Archive', 'Templates', 'Analytics', 'Settings']);
    expect(paths(items)).toEqual([
      '/dashboard',
      '/dashboard/portals',
      '/dashboard/archive',
      '/templates',
      '/dashboard/analytics',
      '/dashboard/settings',
    ]);
  });

  it('pro creator: their templates and branding (logo and colours), no team', () => {
    expect(labels(getSideMenu(fixtures.proCreator()))).toEqual([
      'Dashboard',
      'Portals',
      'Archive',
      'My Templates',
      'Analytics',
      'Branding & Domains',
      'Settings',
    ]);
  });

  it('agency creator: team and branding before settings', () => {
    const items = getSideMenu(fixtures.agencyCreator());
    expect(labels(items)).toEqual([
      'Dashboard',
      'Portals',
      'Archive',
      'My Templates',
      'Analytics',
      'Team Management',
      'Branding & Domains',
      'Settings',
    ]);
    expect(paths(items).slice(5, 7)).toEqual(['/dashboard/team', '/dashboard/branding']);
  });

  it('team owner', () => {
    expect(labels(getSideMenu(fixtures.teamOwner()))).toEqual([
      'Dashboard',
      'My Portals',
      'Assigned Portals',
      'My Templates',
      'Analytics',
      'Team Management',
      'Branding & Domains',
      'Settings',
    ]);
  });

  it('team admin: manages members, so Team Management shows; no branding', () => {
    expect(labels(getSideMenu(fixtures.teamAdmin()))).toEqual([
      'Dashboard',
      'My Portals',
      'Assigned Portals',
      'My Templates',
      'Analytics',
      'Team Management',
      'Settings',
    ]);
  });

  it('team editor: own portals, no team or branding', () => {
    const items = getSideMenu(fixtures.teamEditor());
    expect(labels(items)).toEqual([
      'Dashboard',
      'My Portals',
      'Assigned Portals',
      'My Templates',
      'Analytics',
      'Settings',
    ]);
    expect(paths(items)[2]).toBe('/dashboard/assigned');
  });

  it('team viewer: assigned portals only', () => {
    expect(labels(getSideMenu(fixtures.teamViewer()))).toEqual([
      'Dashboard',
      'Assigned Portals',
      'Analytics',
      'Settings',
    ]);
  });

  it('anonymous', () => {
    const items = getSideMenu(null);
    expect(labels(items)).toEqual(['Home', 'Features', 'Templates', 'Pricing', 'Dark Mode', 'Sign In', 'Get Started']);
    expect(paths(items)).toEqual(['/', '/features', '/templates', '/pricing', 'theme-toggle', '/login', '/register']);
  });
});

describe('getActivePath', () => {
  const creatorMenu = getSideMenu(fixtures.agencyCreator());

  it('matches the exact path', () => {
    expect(getActivePath(creatorMenu, '/dashboard')).toBe('/dashboard');
    expect(getActivePath(creatorMenu, '/dashboard/team')).toBe('/dashboard/team');
  });

  it('prefers the most specific parent', () => {
    expect(getActivePath(creatorMenu, '/dashboard/portals/abc')).toBe('/dashboard/portals');
  });

  it('lights the menu item a page belongs to, even outside its path', () => {
    expect(getActivePath(creatorMenu, '/dashboard/edit/42')).toBe('/dashboard/portals');
    expect(getActivePath(creatorMenu, '/portal-layout-builder')).toBe('/dashboard/portals');
    expect(getActivePath(creatorMenu, '/archive/portal/abc')).toBe('/dashboard/archive');
    expect(getActivePath(creatorMenu, '/dashboard/creator-settings')).toBe('/dashboard/settings');
    expect(getActivePath(creatorMenu, '/dashboard/notifications/test')).toBe('/dashboard/settings');
  });

  it('lights nothing rather than Dashboard on a page the menu does not list', () => {
    const freeMenu = getSideMenu(fixtures.freeCreator());
    expect(getActivePath(freeMenu, '/dashboard/branding')).toBeNull();
    expect(getActivePath(freeMenu, '/dashboard/team')).toBeNull();
    expect(getActivePath(freeMenu, '/templates/abc')).toBe('/templates');
    expect(getActivePath(freeMenu, '/marketplace/abc')).toBe('/templates');
  });

  it('lights the admin item of pages reached from an admin page', () => {
    const adminMenu = getSideMenu(fixtures.admin());
    expect(getActivePath(adminMenu, '/admin/analytics-management')).toBe('/admin/analytics');
    expect(getActivePath(adminMenu, '/admin/support-tickets')).toBe('/admin/support-tickets');
    expect(getActivePath(adminMenu, '/admin/settings')).toBe('/admin/settings');
  });

  it('lights Assigned Portals for a team viewer opening a portal', () => {
    expect(getActivePath(getSideMenu(fixtures.teamViewer()), '/dashboard/edit/42')).toBe('/dashboard/assigned');
    expect(getActivePath(getSideMenu(fixtures.teamEditor()), '/dashboard/edit/42')).toBe('/dashboard/portals');
  });

  it('matches home only exactly', () => {
    const menu = getSideMenu(null);
    expect(getActivePath(menu, '/')).toBe('/');
    expect(getActivePath(menu, '/about')).toBeNull();
    expect(getActivePath(menu, '/features')).toBe('/features');
  });
});

describe('getTopBarLinks', () => {
  it.each([
    ['free creator', fixtures.freeCreator(), ['Dashboard', 'Portals', 'Templates', 'Analytics']],
    ['agency creator', fixtures.agencyCreator(), ['Dashboard', 'Portals', 'My Templates', 'Analytics']],
    [
      'team editor',
      fixtures.teamEditor(),
      ['Dashboard', 'My Portals', 'Assigned Portals', 'My Templates', 'Analytics'],
    ],
    ['team viewer', fixtures.teamViewer(), ['Dashboard', 'Assigned Portals', 'Analytics']],
    ['admin', fixtures.admin(), ['Admin Dashboard', 'Manage Creators', 'Template Management', 'Platform Analytics']],
  ])('%s: the main destinations of their own side menu, in its order', (_, me, expected) => {
    const items = getSideMenu(me);
    const links = getTopBarLinks(items);
    expect(labels(links)).toEqual(expected);
    for (const link of links) expect(items).toContainEqual(link);
  });
});
