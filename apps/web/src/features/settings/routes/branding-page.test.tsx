import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { apiError, bodiesSentTo, callsTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { settingsEndpoints } from '../testing/settings-fixtures';

function setup(overrides = {}, me = fixtures.proCreator()) {
  const fetchMock = mockApi({ ...settingsEndpoints({ me }), ...overrides });
  renderApp('/dashboard/branding', { me });
  return { fetchMock, user: userEvent.setup({ applyAccept: false }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('branding: colours and live preview', () => {
  it('shows a Free account what Pro brings, with the way to upgrade instead of a failing save', async () => {
    const { fetchMock } = setup({}, fixtures.freeCreator());
    const prompt = (await screen.findByText(/Your logo and colours come with the Pro plan\./)).closest('[role="note"]');
    if (!(prompt instanceof HTMLElement)) throw new Error('no upgrade prompt');
    expect(within(prompt).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=plan',
    );
    expect(await screen.findByRole('textbox', { name: 'Primary colour' })).toBeDisabled();
    expect(callsTo(fetchMock, 'PATCH', '/api/settings/branding')).toHaveLength(0);
  });

  it('shows the colours in the preview as they are typed or picked', async () => {
    const { user } = setup();
    const hero = await screen.findByTestId('preview-hero');
    expect(hero).toHaveStyle({ backgroundColor: 'rgb(37, 99, 235)', borderBottomColor: 'rgb(5, 150, 105)' });
    const primary = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(primary);
    await user.type(primary, '#ff0000');
    expect(hero).toHaveStyle({ backgroundColor: 'rgb(255, 0, 0)' });
    expect(screen.getByTestId('preview-header')).toHaveStyle({ borderTopColor: 'rgb(255, 0, 0)' });
    expect(screen.getByTestId('preview-action')).toHaveStyle({ backgroundColor: 'rgb(255, 0, 0)' });

    fireEvent.change(screen.getByLabelText('Secondary colour picker'), { target: { value: '#ffcc00' } });
    expect(hero).toHaveStyle({ borderBottomColor: 'rgb(255, 204, 0)' });
    expect(screen.getByRole('textbox', { name: 'Secondary colour' })).toHaveValue('#ffcc00');

    await user.clear(primary);
    await user.type(primary, '#ff00');
    expect(await screen.findByText('Use a colour in #rrggbb format, such as #2563eb')).toBeInTheDocument();
    // Half-typed, the preview keeps the saved colour rather than breaking.
    expect(hero).toHaveStyle({ backgroundColor: 'rgb(37, 99, 235)' });
  });

  it('saves the colours and confirms it for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = setup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const primary = await screen.findByRole('textbox', { name: 'Primary colour' });
    await user.clear(primary);
    await user.type(primary, '#7C3AED');
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    const confirmation = 'Branding saved. Your portals now use these colours.';
    expect(await screen.findByText(confirmation)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/api/settings/branding')).toEqual([
      { primaryColor: '#7C3AED', secondaryColor: '#059669' },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(4500));
    expect(screen.getByText(confirmation)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByText(confirmation)).not.toBeInTheDocument();
  });

  it("shows the spec's message when saving fails", async () => {
    const { user } = setup({ 'PATCH /api/settings/branding': { status: 500, body: 'oops' } });
    await user.click(await screen.findByRole('button', { name: 'Save branding' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update branding settings');
  });
});

describe('branding: logo', () => {
  it('checks the file, uploads it, shows it in the preview and removes it', async () => {
    const { fetchMock, user } = setup();
    const input = await screen.findByLabelText('Choose a logo file');
    await user.upload(input, new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid file type. Please upload a JPEG, PNG, WebP, or SVG image.',
    );
    const big = new File(['x'], 'logo.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('File size too large. Maximum size is 5MB.');
    expect(callsTo(fetchMock, 'POST', '/api/settings/branding/logo')).toHaveLength(0);

    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Logo uploaded')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', '/api/branding/logo/user_1/2.png');
    expect(within(screen.getByTestId('preview-header')).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      '/api/branding/logo/user_1/2.png',
    );

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('Logo removed')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your logo' })).not.toBeInTheDocument();
  });

  it("shows the spec's messages when upload or removal fails", async () => {
    const { user } = setup({
      'GET /api/settings/branding': {
        body: { logoUrl: '/api/branding/logo/user_1/1.png', primaryColor: '#2563eb', secondaryColor: '#059669' },
      },
      'POST /api/settings/branding/logo': { status: 500, body: 'oops' },
      'DELETE /api/settings/branding/logo': { status: 503, body: 'unavailable' },
    });
    await user.upload(
      await screen.findByLabelText('Choose a logo file'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload logo');
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete logo'));
  });
});

describe('branding: custom domains', () => {
  it('explains the plan to everyone else, with a way to upgrade, and asks the server nothing', async () => {
    const { fetchMock } = setup();
    const section = await screen.findByRole('region', { name: 'Custom domains' });
    expect(section).toHaveTextContent(
      'Custom domains are part of the Agency plan. Upgrade to Agency to use your own domain.',
    );
    expect(within(section).getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
    expect(within(section).queryByRole('textbox', { name: 'Domain' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/custom-domains')).toHaveLength(0);
  });

  it('lets an agency creator add a domain, copy its records, check it and remove it', async () => {
    const { fetchMock, user } = setup(
      {
        'GET /api/custom-domains/:domain/status': {
          body: {
            domain: 'portal.studio.test',
            status: 'failed',
            records: [],
            lastCheckedAt: '2026-11-21T10:00:00.000Z',
            error: 'No TXT record found at _clientdock.portal.studio.test yet.',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        },
      },
      fixtures.agencyCreator(),
    );
    expect(await screen.findByText(/No custom domain yet/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Domain' }), 'https://nope');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(
      await screen.findByText('Enter a domain name such as portal.example.com (no https://, port or path).'),
    ).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Domain' });
    await user.clear(field);
    await user.type(field, 'Portal.Studio.test');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(bodiesSentTo(fetchMock, 'POST', '/api/custom-domains')).toEqual([{ domain: 'portal.studio.test' }]);

    const item = within(await screen.findByRole('listitem', { name: 'portal.studio.test' }));
    expect(item.getByText('Pending')).toBeInTheDocument();
    expect(item.getByText('_clientdock.portal.studio.test')).toBeInTheDocument();
    await user.click(item.getByRole('button', { name: 'Copy TXT value' }));
    expect(await navigator.clipboard.readText()).toBe('clientdock-verify=abc123');
    expect(item.getByRole('button', { name: 'Copy TXT value: copied' })).toBeInTheDocument();

    await user.click(item.getByRole('button', { name: 'Check now' }));
    expect(await item.findByText('Failed')).toBeInTheDocument();
    expect(item.getByText('No TXT record found at _clientdock.portal.studio.test yet.')).toBeInTheDocument();

    await user.click(item.getByRole('button', { name: 'Remove' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove portal.studio.test?' })).getByRole('button', {
        name: 'Remove domain',
      }),
    );
    expect(await screen.findByText(/No custom domain yet/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/custom-domains/portal.studio.test')).toHaveLength(1);
  });

  it("shows the server's reason, or the spec's message with the status when there is none", async () => {
    let answer = apiError(409, 'CONFLICT', 'This domain is already registered by another account.');
    const { user } = setup(
      {
        'GET /api/custom-domains': {
          body: {
            domains: [
              {
                domain: 'old.studio.test',
                status: 'pending',
                records: [],
                lastCheckedAt: null,
                error: null,
                createdAt: '2026-11-20T10:00:00.000Z',
              },
            ],
          },
        },
        'POST /api/custom-domains': () => answer,
        'GET /api/custom-domains/:domain/status': { status: 502, body: 'Bad gateway' },
      },
      fixtures.agencyCreator(),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Domain' }), 'taken.studio.test');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('This domain is already registered by another account.')).toBeInTheDocument();
    answer = { status: 500, body: 'oops' };
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('Failed to register custom domain (500)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get domain status (502)');
  });
});
