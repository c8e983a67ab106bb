import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '@/test/fixtures';
import { apiError, bodiesSentTo, callsTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { settingsEndpoints } from '../testing/settings-fixtures';

function setup(overrides = {}) {
  const me = makeMe();
  const fetchMock = mockApi({ ...settingsEndpoints({ me }), ...overrides });
  renderApp('/dashboard/settings?tab=password', { me });
  return { fetchMock, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, confirm = 'a much better one') {
  await user.type(await screen.findByLabelText('Current password'), 'old password');
  await user.type(screen.getByLabelText('New password'), 'a much better one');
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('settings: password', () => {
  it('changes the password and says other sessions were signed out', async () => {
    const { fetchMock, user } = setup();
    await fill(user);
    expect(await screen.findByText(/Password updated\. Every other session was signed out/)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/account/password')).toEqual([
      { currentPassword: 'old password', newPassword: 'a much better one' },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('refuses a confirmation that does not match, before sending', async () => {
    const { fetchMock, user } = setup();
    await fill(user, 'a much better on');
    expect(await screen.findByText('The two new passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/account/password')).toHaveLength(0);
  });

  it("shows the spec's message for a wrong current password", async () => {
    const { user } = setup({
      'POST /api/account/password': apiError(
        400,
        'INVALID_PASSWORD',
        'Failed to update password. Please check your current password.',
      ),
    });
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update password. Please check your current password.',
    );
  });

  it("falls back to the spec's message when the failure is unexpected", async () => {
    const { user } = setup({ 'POST /api/account/password': { status: 502, body: 'Bad gateway' } });
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update password. Please check your current password.',
    );
  });
});
