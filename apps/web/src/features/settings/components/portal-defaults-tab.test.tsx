import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '@/test/fixtures';
import { bodiesSentTo, callsTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { settingsEndpoints } from '../testing/settings-fixtures';

function setup(overrides = {}, me = makeMe({ plan: 'pro' })) {
  const fetchMock = mockApi({ ...settingsEndpoints({ me }), ...overrides });
  renderApp('/dashboard/settings?tab=defaults', { me });
  return { fetchMock, user: userEvent.setup() };
}

describe('settings: portal defaults', () => {
  it('saves access, downloads, expiry in days and the template', async () => {
    const { fetchMock, user } = setup();
    await user.click(await screen.findByRole('radio', { name: /Email code/ }));
    await user.click(screen.getByRole('switch', { name: /Allow downloads/ }));
    await user.click(screen.getByRole('radio', { name: /Expires after a number of days/ }));
    const days = screen.getByRole('spinbutton', { name: 'Days until expiry' });
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save defaults' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 3650')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/settings/portal-defaults')).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '45');
    await user.click(screen.getByRole('button', { name: 'Save defaults' }));
    expect(await screen.findByText('Portal defaults saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/api/settings/portal-defaults')).toEqual([
      { accessType: 'email', allowDownload: false, expiryDays: 45, defaultTemplateId: null },
    ]);
  });

  it("shows the spec's message when saving fails", async () => {
    const { user } = setup({ 'PATCH /api/settings/portal-defaults': { status: 500, body: 'oops' } });
    await user.click(await screen.findByRole('radio', { name: /PIN/ }));
    await user.click(screen.getByRole('button', { name: 'Save defaults' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update portal defaults');
  });

  it('shows protected defaults on Free as Pro features, not selectable, with the way to upgrade', async () => {
    setup({}, makeMe({ plan: 'free' }));
    const pin = await screen.findByRole('radio', { name: /PIN/ });
    expect(pin).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Email code/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Open link/ })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=plan',
    );
  });
});
