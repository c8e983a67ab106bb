import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '@/test/fixtures';
import { apiError, bodiesSentTo, callsTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { settingsEndpoints } from '../testing/settings-fixtures';

function setup(overrides = {}) {
  const me = makeMe();
  const fetchMock = mockApi({ ...settingsEndpoints({ me }), ...overrides });
  const view = renderApp('/dashboard/settings?tab=profile', { me });
  // Files the picker would hide (accept) must still reach the checks, as a drop or an old browser lets them.
  return { fetchMock, user: userEvent.setup({ applyAccept: false }), ...view };
}

function bigFile(name: string, type: string) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: 5 * 1024 * 1024 + 1 });
  return file;
}

describe('settings: profile', () => {
  it('saves a new first name and the top bar shows the new display name', async () => {
    const { fetchMock, user } = setup();
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'London');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/api/settings/profile')[0]).toMatchObject({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      location: 'London',
    });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await within(await screen.findByRole('menu')).findByText('Augusta Lovelace')).toBeInTheDocument();
  });

  it('asks for a first name and a full web address before sending', async () => {
    const { fetchMock, user } = setup();
    await user.clear(await screen.findByRole('textbox', { name: 'First name' }));
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a full web address starting with https://')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/settings/profile')).toHaveLength(0);
  });

  it("shows the server's message, and the spec's when the failure is unexpected", async () => {
    let answer = apiError(400, 'VALIDATION_ERROR', 'Enter a phone number using digits, spaces and + ( ) - only');
    const { user } = setup({ 'PATCH /api/settings/profile': () => answer });
    await user.type(await screen.findByRole('textbox', { name: 'Business name' }), 'Analytical Engines');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a phone number using digits, spaces and + ( ) - only',
    );
    answer = { status: 502, body: 'Bad gateway' };
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile information'));
  });

  it('checks a photo before uploading it, with the spec messages', async () => {
    const { fetchMock, user } = setup();
    const input = await screen.findByLabelText('Choose a profile photo');
    await user.upload(input, new File(['gif'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid file type. Please upload a JPEG, PNG, or WebP image.',
    );
    await user.upload(input, bigFile('huge.png', 'image/png'));
    expect(await screen.findByText('File size too large. Maximum size is 5MB.')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [] } });
    expect(await screen.findByText('No file selected')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/settings/avatar')).toHaveLength(0);

    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/settings/avatar')).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Photo removed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/settings/avatar')).toHaveLength(1);
  });
});
