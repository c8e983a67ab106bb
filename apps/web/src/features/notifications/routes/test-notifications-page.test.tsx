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
        const notification = {
          id: 'n1',
          type: 'client_approval',
          title: 'Test: Client approval',
          message: 'A client approved a file.',
          link: null,
          read: false,
          readAt: null,
          createdAt: '2026-11-26T10:00:00.000Z',
        };
        return { status: 201, body: { notification, email: false, push: 0 } };
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
