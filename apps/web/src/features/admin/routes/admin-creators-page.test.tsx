import type { AdminCreator, AdminCreatorList } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { bodiesSentTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function account(overrides: Partial<AdminCreator> = {}): AdminCreator {
  return {
    id: 'user_ada',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    emailVerified: true,
    userType: 'creator',
    plan: 'free',
    subscriptionStatus: null,
    status: 'pending',
    teamRole: null,
    adminLevel: null,
    permissions: [],
    portals: 0,
    createdAt: '2025-03-01T10:00:00.000Z',
    lastLogin: null,
    ...overrides,
  };
}

describe('Manage Creators', () => {
  it('approves a pending account, then suspends it after a confirmation', async () => {
    let ada = account();
    const fetchMock = mockApi({
      'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
      'GET /api/admin/creators': (): { body: AdminCreatorList } => ({
        body: { creators: [ada], page: 1, pageSize: 25, total: 1, pendingTotal: ada.status === 'pending' ? 1 : 0 },
      }),
      'PATCH /api/admin/creators/user_ada': (_init, { body }) => {
        ada = { ...ada, ...(body as Partial<AdminCreator>) };
        return { body: ada };
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/creators?status=pending', { me: fixtures.admin() });

    await user.click(await screen.findByRole('button', { name: 'Approve Ada Lovelace' }));
    expect(await screen.findByText('Ada Lovelace is approved. We emailed them.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Manage Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suspend Ada Lovelace?' });
    // Escape backs out of the confirmation without suspending anyone.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Suspend Ada Lovelace?' })).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Suspend account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Suspend Ada Lovelace?' })).getByRole('button', {
        name: 'Suspend account',
      }),
    );
    expect(await screen.findByText('Ada Lovelace is suspended and signed out.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    // The confirmation leaves with a fade.
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(bodiesSentTo(fetchMock, 'PATCH', '/api/admin/creators/user_ada')).toEqual([
      { status: 'active' },
      { status: 'suspended' },
    ]);
  });
});
