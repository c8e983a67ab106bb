import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { bodiesSentTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { makeTicket } from '../testing/content-fixtures';

describe('Support tickets', () => {
  it('opens a ticket’s thread and sends a reply that is emailed to the sender', async () => {
    const ticket = makeTicket();
    const answered = makeTicket({
      status: 'pending',
      replyCount: 1,
      replies: [
        {
          id: 'reply_1',
          authorName: 'Grace Hopper',
          message: 'They are under Settings, then Plan.',
          delivery: 'sent',
          createdAt: '2025-03-01T10:00:00.000Z',
        },
      ],
    });
    const fetchMock = mockApi({
      'GET /api/me': { body: fixtures.admin() },
      'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
      'GET /api/admin/support-tickets': { body: { tickets: [ticket] } },
      'GET /api/admin/support-tickets/ticket_1': { body: ticket },
      'POST /api/admin/support-tickets/ticket_1/replies': { status: 201, body: answered },
    });
    const user = userEvent.setup();
    renderApp('/admin/support-tickets', { me: fixtures.admin() });

    await user.click(await screen.findByRole('link', { name: 'Invoices' }));
    const dialog = await screen.findByRole('dialog', { name: /Invoices/ });
    expect(await within(dialog).findByText('Where do I find my invoices?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(within(dialog).getByText('Write a reply before sending')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reply to Rosa Parks' }),
      'They are under Settings, then Plan.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply emailed to rosa@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Emailed')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/admin/support-tickets/ticket_1/replies')).toEqual([
      { message: 'They are under Settings, then Plan.', status: 'pending' },
    ]);
  });
});
