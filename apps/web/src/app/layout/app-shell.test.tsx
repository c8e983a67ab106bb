import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures, makeMe } from '@/test/fixtures';
import { callsTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { useScreenWidth } from '@/test/screen-width';
import { FOOTER_SECTIONS } from './footer-links';

describe('app shell', () => {
  it('gives visitors sign-in links, no bell and no account menu', async () => {
    renderApp('/pricing', { me: null });
    await screen.findByRole('heading', { level: 1, name: /^Simple plans/ });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(within(banner).getByRole('link', { name: 'ClientDock home' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('button', { name: /^Theme:/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('has the footer columns, social and mail links on public pages', async () => {
    renderApp('/about', { me: null });
    const footer = within(await screen.findByRole('contentinfo'));
    for (const section of FOOTER_SECTIONS) {
      expect(footer.getByRole('heading', { name: section.title })).toBeInTheDocument();
      for (const link of section.links) {
        expect(footer.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
      }
    }
    expect(footer.getByRole('link', { name: 'GitHub' })).toHaveAttribute('target', '_blank');
    expect(footer.getByRole('link', { name: 'Mail us' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(footer.getByText(`© ${new Date().getFullYear()} ClientDock`)).toBeInTheDocument();
  });

  it('shows no footer on signed-in screens', async () => {
    renderApp('/dashboard/analytics', { me: fixtures.freeCreator() });
    await screen.findByRole('heading', { name: 'Analytics' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('warns on every screen but the plan tab while a payment has failed', async () => {
    const me = makeMe({ plan: 'pro', subscriptionStatus: 'past_due' });
    renderApp('/dashboard/analytics', { me });
    await screen.findByRole('heading', { name: 'Analytics' });
    expect(screen.getByText('Your last payment did not go through. Update your card to keep Pro.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update card' })).toHaveAttribute('href', '/dashboard/settings?tab=plan');
  });

  it('shows no payment warning while payments are fine', async () => {
    renderApp('/dashboard/analytics', { me: fixtures.proCreator() });
    await screen.findByRole('heading', { name: 'Analytics' });
    expect(screen.queryByText(/Your last payment did not go through/)).not.toBeInTheDocument();
  });

  it('opens the visitor menu from the hamburger, with a dark mode switch', async () => {
    const user = userEvent.setup();
    renderApp('/', { me: null });
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/templates');
    const darkMode = nav.getByRole('switch', { name: 'Dark Mode' });
    const wasDark = darkMode.getAttribute('aria-checked') === 'true';
    await user.click(darkMode);
    expect(darkMode).toHaveAttribute('aria-checked', String(!wasDark));
  });

  it('shows the main destinations as links in the top bar on desktop, the rest in the open side menu', async () => {
    useScreenWidth(1280);
    renderApp('/dashboard/portals', { me: fixtures.agencyCreator() });
    await screen.findByRole('heading', { name: 'Portals', level: 1 });
    const top = within(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' }));
    expect(top.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Portals',
      'My Templates',
      'Analytics',
    ]);
    expect(top.getByRole('link', { name: 'Portals' })).toHaveAttribute('aria-current', 'page');
    expect(top.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/dashboard/analytics');
    expect(top.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    // The side menu stays open with the rest, so each destination is one link on the screen.
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Team Management' })).toHaveAttribute('href', '/dashboard/team');
    expect(nav.queryByRole('link', { name: 'Portals' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Portals' })).toHaveLength(1);
  });

  it('keeps the whole menu at the side between tablet and desktop widths', async () => {
    useScreenWidth(1000);
    renderApp('/dashboard/portals', { me: fixtures.agencyCreator() });
    await screen.findByRole('heading', { name: 'Portals', level: 1 });
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Portals' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('banner')).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps the menu button alone on phones', async () => {
    useScreenWidth(390);
    renderApp('/dashboard/portals', { me: fixtures.agencyCreator() });
    await screen.findByRole('heading', { name: 'Portals', level: 1 });
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps a permanent drawer for signed-in users on wide screens and highlights the page', async () => {
    useScreenWidth(1536);
    renderApp('/dashboard/team', { me: fixtures.agencyCreator() });
    await screen.findByRole('heading', { name: 'Team Management', level: 1 });
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Team Management' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Branding & Domains' })).toHaveAttribute('href', '/dashboard/branding');
    const top = within(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' }));
    expect(top.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('logs out from the account menu: signs out, forgets the cache and goes home', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'POST /api/auth/sign-out': { body: { success: true } } });
    const { router, queryClient } = renderApp('/dashboard', { me: fixtures.freeCreator() });
    queryClient.setQueryData(['portals'], ['cached']);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = within(screen.getByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/dashboard/settings');
    await user.click(menu.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /without an account/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(queryClient.getQueryData(['portals'])).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });
});
