import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { useScreenWidth } from '@/test/screen-width';
import { apiAccessEndpoints } from '../testing/api-access-fixtures';
import { settingsEndpoints } from '../testing/settings-fixtures';

function setup(path: string) {
  const me = makeMe();
  mockApi({ ...settingsEndpoints({ me }), ...apiAccessEndpoints({}) });
  return { ...renderApp(path, { me }), user: userEvent.setup() };
}

describe('settings page tabs', () => {
  it.each([
    ['/dashboard/settings', 'Profile', 'Personal details'],
    ['/dashboard/settings?tab=email', 'Email', 'Email address'],
    ['/dashboard/settings?tab=password', 'Password', 'Update password'],
    ['/dashboard/settings?tab=notifications', 'Notifications', 'What to tell you about'],
    ['/dashboard/settings?tab=defaults', 'Portal defaults', 'New portal defaults'],
    ['/dashboard/settings?tab=portal-defaults', 'Portal defaults', 'New portal defaults'],
    ['/dashboard/settings?tab=api', 'API', 'API tokens'],
    ['/dashboard/settings?tab=webhooks', 'Webhooks', 'Add webhook'],
    ['/dashboard/settings?tab=export', 'Export data', 'Export your data'],
    ['/dashboard/settings?tab=nonsense', 'Profile', 'Personal details'],
  ])('%s opens the %s tab', async (path, tabName, content) => {
    setup(path);
    expect(await screen.findByRole('tab', { name: tabName, selected: true })).toBeInTheDocument();
    expect(await screen.findByText(content, { selector: 'h2, button' })).toBeInTheDocument();
  });

  it('lists every tab in a column beside the form on a desktop', async () => {
    useScreenWidth(1280);
    const { user } = setup('/dashboard/settings');
    const column = await screen.findByRole('tablist', { name: 'Settings' });
    expect(column).toHaveAttribute('aria-orientation', 'vertical');
    expect(within(column).getAllByRole('tab')).toHaveLength(10);
    await user.click(within(column).getByRole('tab', { name: 'Webhooks' }));
    expect(await screen.findByRole('tabpanel')).toHaveAccessibleName('Webhooks');
  });

  it('keeps the tabs in a row on a phone', async () => {
    useScreenWidth(390);
    setup('/dashboard/settings');
    const row = await screen.findByRole('tablist', { name: 'Settings' });
    expect(row).not.toHaveAttribute('aria-orientation', 'vertical');
  });

  it('writes the chosen tab into the address', async () => {
    const { router, user } = setup('/dashboard/settings');
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=notifications'));
    expect(await screen.findByRole('tabpanel')).toHaveAccessibleName('Notifications');
  });
});
