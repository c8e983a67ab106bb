import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '@/test/fixtures';
import { bodiesSentTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { makeInvitation, makeTeam } from '../testing/team-fixtures';

function setup(overrides: Parameters<typeof mockApi>[0] = {}, me = makeMe({ plan: 'agency' })) {
  const fetchMock = mockApi({
    'GET /api/me': { body: me },
    'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
    'GET /api/team': { body: makeTeam() },
    ...overrides,
  });
  renderApp('/dashboard/team', { me });
  return { fetchMock, user: userEvent.setup() };
}

describe('team page', () => {
  it('lists members with their roles and pending invitations', async () => {
    setup();
    const grace = await screen.findByRole('listitem', { name: 'Grace Hopper' });
    expect(within(grace).getByText(/grace@example.com · 2 portals assigned/)).toBeInTheDocument();
    expect(within(grace).getByRole('combobox')).toHaveTextContent('Team Editor');
    const owner = screen.getByRole('listitem', { name: 'Ada Lovelace' });
    expect(within(owner).getByText('Team Owner')).toBeInTheDocument();
    expect(within(owner).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    const invitation = screen.getByRole('listitem', { name: 'sam@example.com' });
    expect(within(invitation).getByText('Pending')).toBeInTheDocument();
    expect(within(invitation).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
  });

  it('invites by email with a role and says it was sent', async () => {
    const { fetchMock, user } = setup({
      'POST /api/team/invitations': { status: 201, body: makeInvitation({ id: 'inv_2' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite teammate' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a teammate' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'lin@example.com');
    await user.click(within(dialog).getByRole('radio', { name: /Team Viewer/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to lin@example.com')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/team/invitations')).toEqual([
      { email: 'lin@example.com', role: 'viewer' },
    ]);
  });

  it('shows the server’s refusal inside the dialog', async () => {
    const { user } = setup({
      'POST /api/team/invitations': {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'This person is already a member of your team.' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite teammate' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This person is already a member of your team.');
  });

  it('revokes an invitation after confirming', async () => {
    const { fetchMock, user } = setup({
      'DELETE /api/team/invitations/:id': { body: makeInvitation({ status: 'canceled' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation to sam@example.com revoked')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/team/invitations/inv_1' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('offers a free creator the plans instead', async () => {
    setup(
      {
        'GET /api/team': {
          status: 403,
          body: {
            error: {
              code: 'PLAN_REQUIRED',
              message: 'Team management is part of the Agency plan. Upgrade to Agency to invite teammates.',
            },
          },
        },
      },
      makeMe({ plan: 'free' }),
    );
    expect(await screen.findByText(/Team management is part of the Agency plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/settings?tab=plan');
    expect(screen.queryByRole('button', { name: 'Invite teammate' })).not.toBeInTheDocument();
  });
});
