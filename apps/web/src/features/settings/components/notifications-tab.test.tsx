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
    expect(screen.queryByLabelText('Digest time')).not.toBeInTheDocument();

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
