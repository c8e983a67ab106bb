import { messages } from '@clientdock/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { callsTo, mockApi, unauthorized } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const pathOf = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('routing', () => {
  it('sends anonymous visitors of a guarded route to /register, remembering where they were going', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    const { router } = renderApp('/dashboard/portals');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/register?redirect=%2Fdashboard%2Fportals');
  });

  it('shows a spinner while the session loads on a guarded route', async () => {
    mockApi({ 'GET /api/me': () => new Promise(() => {}) });
    renderApp('/dashboard');
    expect(await screen.findByRole('progressbar', { name: 'Loading your account' })).toBeInTheDocument();
  });

  it.each(['/', '/login', '/register'])('sends a signed-in creator from %s to /dashboard', async (path) => {
    const { router } = renderApp(path, { me: fixtures.freeCreator() });
    expect(await screen.findByRole('heading', { level: 1, name: /, Ada$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each(['/', '/login'])('sends a signed-in admin from %s to /admin/dashboard', async (path) => {
    const { router } = renderApp(path, { me: fixtures.admin() });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('sends a signed-in creator who followed an email-change link to the email settings', async () => {
    const { router } = renderApp('/login?emailVerified=true', { me: fixtures.freeCreator() });
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard/settings?tab=email'));
  });

  it('shows admins the admin dashboard at /dashboard', async () => {
    const { router } = renderApp('/dashboard', { me: fixtures.admin() });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('redirects unknown paths to /', async () => {
    const { router } = renderApp('/no/such/page', { me: null });
    expect(await screen.findByRole('heading', { level: 1, name: /without an account/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses admin pages to non-admins', async () => {
    renderApp('/admin/creators', { me: fixtures.agencyCreator() });
    expect(await screen.findByText(messages.adminRequired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it.each([
    ['ACCOUNT_PENDING', messages.accountPending],
    ['ACCOUNT_SUSPENDED', messages.accountSuspended],
  ])('blocks %s accounts and lets them sign out', async (code, message) => {
    const fetchMock = mockApi({
      'GET /api/me': { status: 403, body: { error: { code, message } } },
      'POST /api/auth/sign-out': { body: { success: true } },
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, 'POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 1, name: /without an account/ })).toBeInTheDocument();
  });

  it('scrolls to the top on navigation, but not with a tab parameter or a hash', async () => {
    const { router } = renderApp('/pricing', { me: null });
    await screen.findByRole('heading', { level: 1, name: /^Simple plans/ });
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    await router.navigate('/features');
    await screen.findByRole('heading', { level: 1, name: 'Everything a client hand-off needs' });
    // The scroll runs in an effect after the lazy page commits, which can come a tick after its heading shows.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/pricing?tab=plans');
    await router.navigate('/security#files');
    await screen.findByRole('heading', { level: 1, name: /keeps your clients’ files private/ });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
