import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '@/test/fixtures';
import { apiError, bodiesSentTo, callsTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { settingsEndpoints } from '../testing/settings-fixtures';

function setup(overrides = {}) {
  const me = makeMe({ image: '/api/branding/avatar/user_1/1.webp' });
  const fetchMock = mockApi({ ...settingsEndpoints({ me }), ...overrides });
  renderApp('/dashboard/creator-settings', { me });
  return { fetchMock, user: userEvent.setup({ applyAccept: false }) };
}

describe('creator profile settings', () => {
  it('edits the profile, adds expertise, makes it public and links to the public page', async () => {
    const { fetchMock, user } = setup();
    const displayName = await screen.findByRole('textbox', { name: 'Display name' });
    expect(displayName).toHaveValue('Ada Lovelace');
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View public profile' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'I design analytical engines.');
    const expertise = screen.getByRole('combobox', { name: 'Expertise' });
    await user.type(expertise, 'Mathematics{Enter}Poetry,');
    expect(screen.getByRole('button', { name: 'Mathematics' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Poetry' })).toBeInTheDocument();
    const github = screen.getByRole('textbox', { name: 'GitHub' });
    await user.type(github, 'github.com/ada');
    await user.click(screen.getByRole('radio', { name: 'Forest' }));
    await user.click(screen.getByRole('switch', { name: /Public profile/ }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a full web address starting with https://')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/creator-profile')).toHaveLength(0);

    await user.clear(github);
    await user.type(github, 'https://github.com/ada');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Creator profile saved and public')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/creator-profile')[0]).toMatchObject({
      displayName: 'Ada Lovelace',
      bio: 'I design analytical engines.',
      expertise: ['Mathematics', 'Poetry'],
      colorTemplate: 'forest',
      publicProfile: true,
      socialLinks: { github: 'https://github.com/ada', website: '' },
      avatar: '/api/branding/avatar/user_1/1.webp',
    });
    expect(await screen.findByRole('link', { name: 'View public profile' })).toHaveAttribute(
      'href',
      '/creators/user_1',
    );
  });

  it('uploads a banner, positions it and saves both with the profile', async () => {
    const { fetchMock, user } = setup();
    const input = await screen.findByLabelText('Choose a banner image');
    await user.upload(input, new File(['<svg/>'], 'banner.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid file type. Please upload a JPEG, PNG, or WebP image.',
    );
    await user.upload(input, new File(['jpg'], 'banner.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Banner uploaded. Save the profile to publish it.')).toBeInTheDocument();
    const banner = screen.getByRole('img', { name: 'Profile banner' });
    expect(banner).toHaveAttribute('src', '/api/branding/banner/user_1/3.webp');
    const slider = screen.getByRole('slider', { name: 'Banner position' });
    slider.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuetext', '60% from the top');
    expect(banner).toHaveStyle({ objectPosition: 'center 60%' });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Creator profile saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/creator-profile')[0]).toMatchObject({
      banner: '/api/branding/banner/user_1/3.webp',
      bannerPosition: 60,
    });
  });

  it("shows the server's message, or the spec's when the failure is unexpected", async () => {
    let answer = apiError(400, 'VALIDATION_ERROR', 'Display name is required');
    const { user } = setup({ 'PUT /api/creator-profile': () => answer });
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    const actions = screen.getByRole('button', { name: 'Save profile' }).closest('form') as HTMLElement;
    expect(await within(actions).findByRole('alert')).toHaveTextContent('Display name is required');
    answer = { status: 500, body: 'oops' };
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await within(actions).findByText('Failed to update settings')).toBeInTheDocument();
  });
});
