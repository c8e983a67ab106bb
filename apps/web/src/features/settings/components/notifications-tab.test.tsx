import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_TOGGLE_KEYS } from '@clientdock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '@/test/fixtures';
import { apiError, bodiesSentTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { settingsEndpoints } from '../testing/settings-fixtures';

function setup(overrides = {}, state = {}) {
  const me = makeMe();
  const fetchMock = mockApi({ ...settingsEndpoints({ me, ...state }), ...overrides });
  renderApp('/dashboard/settings?tab=notifications', { me });
  return { fetchMock, user: userEvent.setup() };
}

describe('settings: notifications', () => {
  it('saves the whole preference object, with digest day and time for a weekly digest', async () => {
    const { fetchMock, user } = setup();
    const downloads = await screen.findByRole('switch', { name: 'File downloads' });
    expect(downloads).toBeChecked();
    expect(downloads).toHaveAccessibleDescription('A client downloads a file from a portal.');
    expect(screen.getAllByRole('switch', { checked: true })).toHaveLength(NOTIFICATION_TOGGLE_KEYS.length);
    // Views wait for the daily digest by default, so its time is asked for.
    expect(screen.getByLabelText('Digest time')).toHaveValue('09:00');

    await user.click(downloads);
    await user.click(screen.getByRole('radio', { name: /Weekly digest/ }));
    expect(screen.getByLabelText('Digest time')).toHaveValue('09:00');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
    await user.click(screen.getByRole('combobox', { name: 'Day of the week' }));
    await user.click(await screen.findByRole('option', { name: 'Friday' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/api/settings/notifications')).toEqual([
      {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        fileDownloads: false,
        emailFrequency: 'weekly',
        digestTime: '09:00',
        weeklyDigestDay: 5,
        timeZone: 'America/New_York',
      },
    ]);
  });

  it('offers instant, daily digest or off per kind while email is instant, and saves the choices', async () => {
    const { fetchMock, user } = setup();
    const views = await screen.findByRole('group', { name: 'Email for Portal views' });
    expect(within(views).getByRole('button', { name: 'Daily digest' })).toHaveAttribute('aria-pressed', 'true');
    const comments = screen.getByRole('group', { name: 'Email for Client comments' });
    expect(within(comments).getByRole('button', { name: 'Instant' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('switch', { name: 'Client uploads' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Form responses' })).toBeChecked();

    await user.click(within(views).getByRole('button', { name: 'Off' }));
    await user.click(within(comments).getByRole('button', { name: 'Daily digest' }));
    await user.click(screen.getByRole('switch', { name: 'Client uploads' }));
    expect(
      within(screen.getByRole('group', { name: 'Email for Client uploads' })).getByRole('button', { name: 'Instant' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    const [sent] = bodiesSentTo(fetchMock, 'PATCH', '/api/settings/notifications') as Record<string, unknown>[];
    expect(sent).toMatchObject({
      clientUploads: false,
      emailDelivery: {
        ...DEFAULT_NOTIFICATION_PREFERENCES.emailDelivery,
        portalAccess: 'off',
        clientComments: 'digest',
      },
    });

    // A digest for everything makes the per-kind choice moot.
    await user.click(screen.getByRole('radio', { name: /Daily digest/ }));
    expect(screen.queryByRole('group', { name: 'Email for Portal views' })).not.toBeInTheDocument();
  });

  it("starts a never-chosen time zone at the browser's and shows the digest time for a daily digest", async () => {
    const { user } = setup({}, { notifications: { ...DEFAULT_NOTIFICATION_PREFERENCES, emailFrequency: 'daily' } });
    expect(await screen.findByLabelText('Digest time')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Day of the week' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    await user.click(screen.getByRole('radio', { name: /No emails/ }));
    expect(screen.queryByLabelText('Digest time')).not.toBeInTheDocument();
  });

  it("shows the spec's message when saving fails", async () => {
    const { user } = setup({ 'PATCH /api/settings/notifications': { status: 500, body: 'oops' } });
    await user.click(await screen.findByRole('switch', { name: 'Approvals' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    const alert = await screen.findByText('Failed to update notification preferences');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
  });

  it('offers to try again when the preferences cannot be loaded, and keeps the push area', async () => {
    setup({ 'GET /api/settings/notifications': apiError(404, 'NOT_FOUND', 'No API route for GET') });
    const alert = (await screen.findByText('Failed to fetch user settings')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Push notifications' })).toBeInTheDocument();
  });
});
