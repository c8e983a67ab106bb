import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('test notifications page', () => {
  it('sends a test of the chosen type', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
      'POST /api/notifications/test': (_init, request) => {
        sent.push(request.body);
        return { status: 201, body: {} };
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/notifications/test', { me: fixtures.proCreator() });
    await user.click(await screen.findByRole('button', { name: 'Send a test: Client approval' }));
    expect(await screen.findByText('Test “Client approval” sent. Open the bell to see it.')).toBeInTheDocument();
    expect(sent).toEqual([{ notificationType: 'client_approval' }]);
  });

  it('says so when sending fails', async () => {
    mockApi({
      'POST /api/notifications/test': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/notifications/test', { me: fixtures.proCreator() });
    await user.click(await screen.findByRole('button', { name: 'Send a test: Portal expiring' }));
    await waitFor(() => expect(screen.getByText('Failed to send test notification')).toBeInTheDocument());
  });
});
