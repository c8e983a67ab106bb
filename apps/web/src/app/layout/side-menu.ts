import { hasFeature, type Me } from '@clientdock/shared';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';

type Icon = typeof HomeOutlined;

export type SideMenuItem =
  | { kind: 'link'; label: string; to: string; icon: Icon }
  | { kind: 'theme-toggle'; label: string; icon: Icon };

type MenuSubject = Pick<Me, 'userType' | 'abilities' | 'plan'> & Partial<Pick<Me, 'teamRole'>>;

const link = (label: string, to: string, icon: Icon): SideMenuItem => ({ kind: 'link', label, to, icon });

const ADMIN_MENU: SideMenuItem[] = [
  link('Admin Dashboard', '/admin/dashboard', AdminPanelSettingsOutlined),
  link('Manage Creators', '/admin/creators', PeopleAltOutlined),
  link('Template Management', '/admin/templates', ViewQuiltOutlined),
  link('Blog Manager', '/admin/blog', ArticleOutlined),
  link('Platform Analytics', '/admin/analytics', BarChartOutlined),
  link('Security Logs', '/admin/security', SecurityOutlined),
  link('Support Tickets', '/admin/support-tickets', SupportAgentOutlined),
  link('Settings', '/admin/settings', SettingsOutlined),
];

const ANONYMOUS_MENU: SideMenuItem[] = [
  link('Home', '/', HomeOutlined),
  link('Features', '/features', AutoAwesomeOutlined),
  link('Templates', '/templates', DashboardCustomizeOutlined),
  link('Pricing', '/pricing', SellOutlined),
  { kind: 'theme-toggle', label: 'Dark Mode', icon: DarkModeOutlined },
  link('Sign In', '/login', LoginOutlined),
  link('Get Started', '/register', RocketLaunchOutlined),
];

/** Spec §2 "Layout": the side menu for each kind of user, in the spec's order. */
export function getSideMenu(me: MenuSubject | null): SideMenuItem[] {
  if (!me) return ANONYMOUS_MENU;
  if (me.userType === 'admin') return ADMIN_MENU;

  const { abilities } = me;
  const items: SideMenuItem[] = [link('Dashboard', '/dashboard', SpaceDashboardOutlined)];
  if (me.userType === 'team_member') {
    if (abilities.canOwnPortals) items.push(link('My Portals', '/dashboard/portals', WebOutlined));
    items.push(link('Assigned Portals', '/dashboard/assigned', AssignmentIndOutlined));
    // A team works on the Agency plan, templates included; saving one takes a portal of one's own.
    if (abilities.canOwnPortals) items.push(link('My Templates', '/dashboard/templates', BookmarksOutlined));
  } else {
    items.push(link('Portals', '/dashboard/portals', WebOutlined));
    items.push(link('Archive', '/dashboard/archive', Inventory2Outlined));
    // Saving portals as templates is a Pro feature (spec §9 "Portal templates"); a free plan browses the marketplace.
    items.push(
      hasFeature(me, 'templates')
        ? link('My Templates', '/dashboard/templates', BookmarksOutlined)
        : link('Templates', '/templates', DashboardCustomizeOutlined),
    );
  }
  items.push(link('Analytics', '/dashboard/analytics', BarChartOutlined));
  // Team admins manage members too (spec §6 "admins manage portals and members"), beside those with the ability.
  const managesTeam = abilities.canManageTeam || (me.userType === 'team_member' && me.teamRole === 'admin');
  if (managesTeam) items.push(link('Team Management', '/dashboard/team', GroupOutlined));
  // Pro includes custom branding (logo and colours); custom domains, on the same page, need Agency.
  if (hasFeature(me, 'customBranding') || hasFeature(me, 'customDomains'))
    items.push(link('Branding & Domains', '/dashboard/branding', PaletteOutlined));
  items.push(link('Settings', '/dashboard/settings', SettingsOutlined));
  return items;
}

// Pages reached from a menu item but living outside its path still light that item up.
function menuSectionOf(pathname: string): string {
  if (pathname.startsWith('/dashboard/edit/') || pathname === '/portal-layout-builder') return '/dashboard/portals';
  if (pathname.startsWith('/archive/portal/')) return '/dashboard/archive';
  if (pathname === '/dashboard/creator-settings' || pathname === '/dashboard/notifications/test') {
    return '/dashboard/settings';
  }
  if (pathname.startsWith('/marketplace')) return pathname.replace('/marketplace', '/templates');
  if (pathname === '/admin/analytics-management') return '/admin/analytics';
  if (pathname === '/admin/notifications') return '/admin/dashboard';
  return pathname;
}

/** The item to highlight: the longest link path that is the current path or one of its parents. */
export function getActivePath(items: SideMenuItem[], currentPath: string): string | null {
  let pathname = menuSectionOf(currentPath);
  // A team viewer has no "My Portals": the portals they open came from "Assigned Portals".
  const has = (to: string) => items.some((item) => item.kind === 'link' && item.to === to);
  if (pathname === '/dashboard/portals' && !has(pathname) && has('/dashboard/assigned'))
    pathname = '/dashboard/assigned';
  let best: string | null = null;
  for (const item of items) {
    if (item.kind !== 'link') continue;
    // Home and Dashboard are the parents of every page, so they light up only on their own page.
    const isRoot = item.to === '/' || item.to === '/dashboard';
    const matches = pathname === item.to || (!isRoot && pathname.startsWith(`${item.to}/`));
    if (matches && (!best || item.to.length > best.length)) best = item.to;
  }
  return best;
}

// The destinations a signed-in person goes to most; the rest stay one click away behind the menu button.
const TOP_BAR_PATHS = new Set([
  '/dashboard',
  '/dashboard/portals',
  '/dashboard/assigned',
  '/dashboard/templates',
  '/templates',
  '/dashboard/analytics',
  '/admin/dashboard',
  '/admin/creators',
  '/admin/templates',
  '/admin/analytics',
]);

export type SideMenuLink = Extract<SideMenuItem, { kind: 'link' }>;

/** The top bar's links on desktop: taken from the side menu, so both show the same names, paths and rules. */
export function getTopBarLinks(items: SideMenuItem[]): SideMenuLink[] {
  return items.filter((item): item is SideMenuLink => item.kind === 'link' && TOP_BAR_PATHS.has(item.to));
}

/** The side menu beside the top bar's links: what the top bar does not already show. */
export function withoutTopBarLinks(items: SideMenuItem[]): SideMenuItem[] {
  return items.filter((item) => item.kind !== 'link' || !TOP_BAR_PATHS.has(item.to));
}
