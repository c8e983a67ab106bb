import type { RecipientListItem, RecipientUpdatePreview } from '@clientdock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe, makePortal } from '@/test/fixtures';
import { apiError, bodiesSentTo, mockApi, portalEndpoints } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const recipient = (id: string, email: string): RecipientListItem => ({
  id,
  email,
  name: null,
  status: 'invited',
  invitedAt: '2026-03-01T10:00:00.000Z',
  firstOpenedAt: null,
  lastSeenAt: null,
  filesViewed: 0,
  downloads: 0,
  remindersSent: 0,
  lastRemindedAt: null,
  reading: { files: [], otherFiles: 0 },
});

// Dana heard of everything up to 3 March; Sam only of what was there when invited on 1 March.
const preview: RecipientUpdatePreview = {
  changes: [
    {
      fileId: 'f1',
      name: 'Poster.png',
      version: 2,
      isNew: false,
      note: 'Brighter blue',
      uploadedAt: '2026-03-02T10:00:00.000Z',
    },
    { fileId: 'f2', name: 'Flyer.pdf', version: 1, isNew: true, note: null, uploadedAt: '2026-03-04T10:00:00.000Z' },
  ],
  recipients: [
    { id: 'r1', since: '2026-03-03T10:00:00.000Z' },
    { id: 'r2', since: '2026-03-01T10:00:00.000Z' },
  ],
};

function setup(extra: Record<string, unknown> = {}) {
  const me = makeMe();
  const portal = makePortal({ id: 'p1', name: 'Acme rebrand', status: 'active' });
  const fetchMock = mockApi({
    ...portalEndpoints({ me, portals: [portal] }),
    'GET /api/portals/:id/recipients': {
      body: {
        recipients: [recipient('r1', 'dana@example.com'), recipient('r2', 'sam@example.com')],
        autoReminders: true,
        reminderDays: [2, 5],
      },
    },
    'GET /api/portals/:id/recipients/update': { body: preview },
    ...(extra as Record<string, never>),
  });
  renderApp('/dashboard/edit/p1?tab=recipients', { me });
  return { fetchMock, user: userEvent.setup() };
}

describe('Send an update', () => {
  it('previews what each choice of recipients gets, sends with the message and says to whom', async () => {
    const { fetchMock, user } = setup({
      'POST /api/portals/:id/recipients/update': { body: { sentTo: ['dana@example.com'], changes: 1 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send an update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send an update' });
    const files = await within(dialog).findByRole('list', { name: 'Files in the update' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Version 2 of Poster.png — Brighter blue', 'New file: Flyer.pdf']);

    await user.click(within(dialog).getByRole('radio', { name: 'Choose recipients' }));
    expect(within(dialog).getByText('Choose at least one recipient.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send update' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'dana@example.com' }));
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['New file: Flyer.pdf']);

    await user.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'Final flyer inside');
    await user.click(within(dialog).getByRole('button', { name: 'Send update' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Update sent to dana@example.com.');
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals/p1/recipients/update')).toEqual([
      { recipientIds: ['r1'], message: 'Final flyer inside' },
    ]);
  });

  it('asks for a message when nothing is new, and shows the server’s refusal', async () => {
    const limit =
      'This portal has sent 5 updates in the last hour, the most for one hour. You can send another in 12 minutes.';
    const { user } = setup({
      'GET /api/portals/:id/recipients/update': { body: { changes: [], recipients: preview.recipients } },
      'POST /api/portals/:id/recipients/update': apiError(429, 'TOO_MANY_REQUESTS', limit),
    });
    await user.click(await screen.findByRole('button', { name: 'Send an update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send an update' });
    expect(
      await within(dialog).findByText('Nothing new since your last update. Add a message to send one anyway.'),
    ).toBeInTheDocument();
    const sendButton = within(dialog).getByRole('button', { name: 'Send update' });
    expect(sendButton).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'Shoot moved to Friday');
    await user.click(sendButton);
    expect(await within(dialog).findByText(limit)).toBeInTheDocument();
  });
});
