import type { RecipientListItem } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe, makePortal } from '@/test/fixtures';
import { apiError, bodiesSentTo, callsTo, jsonBody, mockApi, portalEndpoints } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const hour = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function makeRecipient(options: Partial<RecipientListItem> = {}): RecipientListItem {
  return {
    id: options.id ?? 'r1',
    email: 'dana@example.com',
    name: null,
    status: 'invited',
    invitedAt: ago(2 * 24 * hour),
    firstOpenedAt: null,
    lastSeenAt: null,
    filesViewed: 0,
    downloads: 0,
    remindersSent: 0,
    lastRemindedAt: null,
    reading: { files: [], otherFiles: 0 },
    ...options,
  };
}

function setup(path: string, recipients: RecipientListItem[] = [], extra: Record<string, unknown> = {}) {
  const me = makeMe();
  const portal = makePortal({ id: 'p1', name: 'Acme rebrand', status: 'active' });
  const fetchMock = mockApi({
    ...portalEndpoints({ me, portals: [portal] }),
    'GET /api/portals/:id/recipients': { body: { recipients, autoReminders: true, reminderDays: [2, 5] } },
    ...(extra as Record<string, never>),
  });
  renderApp(path, { me });
  return { fetchMock, user: userEvent.setup() };
}

describe('Send to client', () => {
  it('sends to each address with the message and says how each one went', async () => {
    const { fetchMock, user } = setup('/dashboard/edit/p1?tab=share', [], {
      'POST /api/portals/:id/recipients': (init: RequestInit) => {
        const { email } = jsonBody<{ email: string }>(init);
        if (email === 'busy@example.com') {
          return apiError(429, 'TOO_MANY_REQUESTS', 'This portal has been sent 50 times in the last hour.');
        }
        return { status: 201, body: makeRecipient({ email }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send to client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to client' });
    const field = within(dialog).getByRole('combobox', { name: 'Client email addresses' });
    await user.type(field, 'Ana@Example.com, busy@example.com ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Personal message (optional)' }), 'Drafts inside');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const results = await within(dialog).findByRole('list', { name: 'Sending results' });
    expect(within(results).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(results).getByText('Sent')).toBeInTheDocument();
    expect(within(results).getByText('This portal has been sent 50 times in the last hour.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals/p1/recipients')).toEqual([
      { email: 'ana@example.com', message: 'Drafts inside' },
      { email: 'busy@example.com', message: 'Drafts inside' },
    ]);
    // The failed address stays, ready to send again.
    expect(within(dialog).getByRole('button', { name: 'busy@example.com' })).toBeInTheDocument();
  });

  it('asks for an address before sending', async () => {
    const { fetchMock, user } = setup('/dashboard/edit/p1?tab=share');
    await user.click(await screen.findByRole('button', { name: 'Send to client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to client' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Add at least one email address, then press Send')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/portals/p1/recipients')).toHaveLength(0);
  });
});

describe('Send to client: the PIN in the email', () => {
  function setupPin(pin: string | null, accessType: 'pin' | 'link' = 'pin') {
    const me = makeMe();
    const portal = makePortal({ id: 'p1', name: 'Acme rebrand', status: 'active', accessType });
    const fetchMock = mockApi({
      ...portalEndpoints({ me, portals: [portal] }),
      'GET /api/portals/:id/recipients': { body: { recipients: [], autoReminders: true, reminderDays: [2, 5] } },
      'GET /api/portals/:id/pin': { body: { pin } },
      'POST /api/portals/:id/recipients': (init: RequestInit) => ({
        status: 201,
        body: makeRecipient({ email: jsonBody<{ email: string }>(init).email }),
      }),
    });
    renderApp('/dashboard/edit/p1?tab=share', { me });
    return { fetchMock, user: userEvent.setup() };
  }
  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Send to client' }));
    return screen.findByRole('dialog', { name: 'Send to client' });
  };

  it('offers the PIN unchecked with a warning, and sends includePin only once checked', async () => {
    const { fetchMock, user } = setupPin('4829');
    const dialog = await openDialog(user);
    const box = within(dialog).getByRole('checkbox', { name: 'Include the PIN in the email' });
    expect(box).not.toBeChecked();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/portals/p1/pin')).toHaveLength(1));
    expect(box).toBeEnabled();
    expect(box).toHaveAccessibleDescription('Anyone who sees the email can open the portal');
    await user.click(box);
    await user.type(within(dialog).getByRole('combobox', { name: 'Client email addresses' }), 'ana@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByRole('list', { name: 'Sending results' });
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals/p1/recipients')).toEqual([
      { email: 'ana@example.com', includePin: true },
    ]);
  });

  it('is disabled with what to do when only the PIN’s hash is kept', async () => {
    const { user } = setupPin(null);
    const dialog = await openDialog(user);
    const box = within(dialog).getByRole('checkbox', { name: 'Include the PIN in the email' });
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Set the PIN again to send it by email');
  });

  it('is not offered on a portal without a PIN, which is not asked for its PIN', async () => {
    const { fetchMock, user } = setupPin(null, 'link');
    const dialog = await openDialog(user);
    expect(within(dialog).queryByRole('checkbox', { name: 'Include the PIN in the email' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/portals/p1/pin')).toHaveLength(0);
  });
});

describe('Recipients tab', () => {
  it('lists those who have not opened first, with what the others did', async () => {
    setup('/dashboard/edit/p1?tab=recipients', [
      makeRecipient({ id: 'r1', email: 'slow@example.com', remindersSent: 1 }),
      makeRecipient({
        id: 'r2',
        email: 'pat@example.com',
        name: 'Pat Lee',
        status: 'downloaded',
        firstOpenedAt: ago(3 * hour),
        lastSeenAt: ago(10 * 60_000),
        filesViewed: 2,
        downloads: 1,
      }),
    ]);
    const waiting = await screen.findByRole('region', { name: 'Hasn’t opened yet (1)' });
    expect(within(waiting).getByText('slow@example.com')).toBeInTheDocument();
    expect(within(waiting).getByText(/Invited 2 days ago · 1 reminder sent/)).toBeInTheDocument();
    const opened = screen.getByRole('region', { name: 'Opened (1)' });
    expect(within(opened).getByText('Pat Lee')).toBeInTheDocument();
    expect(within(opened).getByText('Downloaded')).toBeInTheDocument();
    expect(
      within(opened).getByText('First opened 3 hours ago · Last seen 10 minutes ago · 2 files viewed · 1 download'),
    ).toBeInTheDocument();
    const [first] = screen.getAllByRole('button', { name: /^Remind / });
    expect(first).toHaveAccessibleName('Remind slow@example.com');
  });

  it('says what a recipient read: pages of a PDF, the share of a video watched, images seen', async () => {
    const file = {
      fileId: 'f1',
      seconds: 60,
      lastAt: ago(hour),
      pagesRead: null,
      pageCount: null,
      watchedPercent: null,
    };
    setup('/dashboard/edit/p1?tab=recipients', [
      makeRecipient({
        id: 'r2',
        name: 'Dana',
        status: 'viewed',
        firstOpenedAt: ago(3 * hour),
        lastSeenAt: ago(hour),
        filesViewed: 3,
        reading: {
          files: [
            { ...file, name: 'Brief.pdf', kind: 'pdf', pagesRead: 9, pageCount: 12 },
            { ...file, fileId: 'f2', name: 'Cut v2.mp4', kind: 'media', watchedPercent: 80 },
            { ...file, fileId: 'f3', name: 'Logo.png', kind: 'image' },
          ],
          otherFiles: 2,
        },
      }),
      makeRecipient({ id: 'r3', email: 'sam@example.com', status: 'opened', firstOpenedAt: ago(hour) }),
    ]);
    const read = await screen.findByRole('list', { name: 'What Dana read' });
    expect(
      within(read)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Read 9 of 12 pages of Brief.pdf',
      'Watched 80% of Cut v2.mp4',
      'Looked at Logo.png',
      'and 2 other files',
    ]);
    // Nothing read yet: no line at all.
    expect(screen.queryByRole('list', { name: 'What sam@example.com read' })).toBeNull();
  });

  it('reminds one recipient and revokes another after confirming', async () => {
    const { fetchMock, user } = setup('/dashboard/edit/p1?tab=recipients', [makeRecipient()], {
      'POST /api/portals/:id/recipients/:recipientId/remind': { body: makeRecipient({ remindersSent: 1 }) },
      'DELETE /api/portals/:id/recipients/:recipientId': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Remind dana@example.com' }));
    expect(await screen.findByText('Reminder sent to dana@example.com')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/portals/p1/recipients/r1/remind')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Revoke dana@example.com' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke dana@example.com?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/portals/p1/recipients/r1')).toHaveLength(1));
    expect(await screen.findByText('dana@example.com can no longer open this portal')).toBeInTheDocument();
  });

  it('changes the reminder schedule, and turns reminders off', async () => {
    const { fetchMock, user } = setup('/dashboard/edit/p1?tab=recipients', [makeRecipient()], {
      'PATCH /api/portals/:id/recipients/settings': (init: RequestInit) => {
        const body = jsonBody<{ autoReminders: boolean; reminderDays?: number[] }>(init);
        return {
          body: {
            recipients: [makeRecipient()],
            autoReminders: body.autoReminders,
            reminderDays: body.reminderDays ?? [1, 3, 7],
          },
        };
      },
    });
    const schedule = await screen.findByRole('combobox', { name: 'Reminder schedule' });
    expect(schedule).toHaveTextContent('After 2 and 5 days');
    await user.click(schedule);
    await user.click(await screen.findByRole('option', { name: 'After 1, 3 and 7 days' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1/recipients/settings')).toEqual([
        { autoReminders: true, reminderDays: [1, 3, 7] },
      ]),
    );
    expect(await screen.findByRole('combobox', { name: 'Reminder schedule' })).toHaveTextContent(
      'After 1, 3 and 7 days',
    );
    await user.click(screen.getByRole('switch', { name: 'Remind automatically until they open it' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1/recipients/settings')).toHaveLength(2),
    );
    expect(bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1/recipients/settings')[1]).toEqual({
      autoReminders: false,
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Reminder schedule' })).toHaveAttribute('aria-disabled', 'true'),
    );
  });

  it('says what to do when nobody was sent the portal yet', async () => {
    setup('/dashboard/edit/p1?tab=recipients');
    expect(await screen.findByText('Send this portal to a client to see here who opened it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to client' })).toBeEnabled();
  });

  it('shows the reminder too soon refusal from the server', async () => {
    const message =
      'A reminder already went to this recipient in the last hour. You can remind them again in 40 minutes.';
    const { user } = setup('/dashboard/edit/p1?tab=recipients', [makeRecipient()], {
      'POST /api/portals/:id/recipients/:recipientId/remind': apiError(429, 'TOO_MANY_REQUESTS', message),
    });
    await user.click(await screen.findByRole('button', { name: 'Remind dana@example.com' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
