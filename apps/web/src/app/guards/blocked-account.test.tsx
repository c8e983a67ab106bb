import { messages } from '@clientdock/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('an account waiting for approval', () => {
  it('sees the waiting page instead of the dashboard, and the dashboard once approved', async () => {
    let isApproved = false;
    mockApi({
      'GET /api/me': () =>
        isApproved
          ? { body: fixtures.freeCreator() }
          : { status: 403, body: { error: { code: 'ACCOUNT_PENDING', message: messages.accountPending } } },
      'GET /api/platform': {
        body: {
          platformName: 'Acme Portals',
          supportEmail: 'help@acme.test',
          registrationMode: 'approval',
          billing: 'none',
          showPrices: true,
        },
      },
      'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(messages.accountPending)).toBeInTheDocument();
    expect(await screen.findByText(/An administrator of Acme Portals reviews/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@acme.test' })).toHaveAttribute('href', 'mailto:help@acme.test');

    isApproved = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome|Dashboard|Ada|Test/ })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });
});
