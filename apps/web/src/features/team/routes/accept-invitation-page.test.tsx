import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '@/test/fixtures';
import { bodiesSentTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { makePreview } from '../testing/team-fixtures';

const PATH = '/team/accept-invitation?id=inv_1';
const MAILED_PATH = '/team/accept-invitation?id=inv_1&token=tok_1';
const accepted = { teamId: 'team_1', teamName: "Ada Lovelace's team", role: 'editor', memberId: 'member_9' };

describe('accept invitation page', () => {
  it('lets a new person create an account with the invited address and join', async () => {
    let signedIn = false;
    const fetchMock = mockApi({
      'GET /api/me': () =>
        signedIn
          ? { body: makeMe({ email: 'sam@example.com', userType: 'team_member', teamRole: 'editor' }) }
          : { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue.' } } },
      'GET /api/team/invitations/:id': { body: makePreview() },
      'POST /api/auth/sign-up/email': () => {
        signedIn = true;
        return { body: { user: { id: 'user_9' } } };
      },
      'POST /api/team/invitations/accept': { body: accepted },
      'GET /api/portals/assigned': { body: { portals: [], usage: { activePortals: 0, portalLimit: 5 } } },
      'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
    });
    const { router } = renderApp(MAILED_PATH);
    expect(await screen.findByRole('heading', { name: "Join Ada Lovelace's team" })).toBeInTheDocument();
    expect(screen.getByText('Team Editor')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.com');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Sam');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    await screen.findByRole('heading', { name: 'Assigned Portals' });
    expect(router.state.location.pathname).toBe('/dashboard/assigned');
    expect(bodiesSentTo(fetchMock, 'POST', '/api/auth/sign-up/email')).toEqual([
      { name: 'Sam', email: 'sam@example.com', password: 'correct horse battery' },
    ]);
    expect(bodiesSentTo(fetchMock, 'POST', '/api/team/invitations/accept')).toEqual([
      { invitationId: 'inv_1', token: 'tok_1' },
    ]);
  });

  it('keeps the mailed link’s token through signing in', async () => {
    mockApi({
      'GET /api/me': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue.' } } },
      'GET /api/team/invitations/:id': { body: makePreview({ hasAccount: true }) },
    });
    renderApp(MAILED_PATH);
    const link = await screen.findByRole('link', { name: 'Sign in to join' });
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(MAILED_PATH)}`);
  });

  it('offers no join to an unconfirmed account without the mailed link, and says how to prove the address', async () => {
    const me = makeMe({ email: 'sam@example.com', emailVerified: false });
    mockApi({
      'GET /api/me': { body: me },
      'GET /api/team/invitations/:id': { body: makePreview({ hasAccount: true }) },
    });
    renderApp(PATH, { me });
    expect(await screen.findByText(/open this page from the link in the invitation mail/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join team' })).not.toBeInTheDocument();
  });

  it('sends an existing account to sign in, and back here afterwards', async () => {
    mockApi({
      'GET /api/me': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue.' } } },
      'GET /api/team/invitations/:id': { body: makePreview({ hasAccount: true }) },
    });
    renderApp(PATH);
    const link = await screen.findByRole('link', { name: 'Sign in to join' });
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(PATH)}`);
  });

  it('lets the signed-in invited person join with one click', async () => {
    const fetchMock = mockApi({
      'GET /api/me': { body: makeMe({ email: 'sam@example.com' }) },
      'GET /api/team/invitations/:id': { body: makePreview({ hasAccount: true }) },
      'POST /api/team/invitations/accept': { body: accepted },
      'GET /api/portals/assigned': { body: { portals: [], usage: { activePortals: 0, portalLimit: 5 } } },
      'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
    });
    const { router } = renderApp(PATH, { me: makeMe({ email: 'sam@example.com' }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join team' }));
    await screen.findByRole('heading', { name: 'Assigned Portals' });
    expect(router.state.location.pathname).toBe('/dashboard/assigned');
    expect(bodiesSentTo(fetchMock, 'POST', '/api/team/invitations/accept')).toHaveLength(1);
  });

  it('tells someone signed in with another address to switch accounts', async () => {
    mockApi({
      'GET /api/me': { body: makeMe({ email: 'other@example.com' }) },
      'GET /api/team/invitations/:id': { body: makePreview() },
    });
    renderApp(PATH, { me: makeMe({ email: 'other@example.com' }) });
    expect(await screen.findByText(/You are signed in as other@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('says when the invitation expired', async () => {
    mockApi({
      'GET /api/me': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue.' } } },
      'GET /api/team/invitations/:id': { body: makePreview({ status: 'expired' }) },
    });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'This invitation has expired' })).toBeInTheDocument();
  });
});
