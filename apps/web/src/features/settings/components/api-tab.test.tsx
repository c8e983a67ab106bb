import { apiTokenMessages } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '@/test/fill';
import { makeMe } from '@/test/fixtures';
import { apiError, bodiesSentTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { type ApiAccessServerState, apiAccessEndpoints, makeApiToken } from '../testing/api-access-fixtures';
import { settingsEndpoints } from '../testing/settings-fixtures';

function setup(state: ApiAccessServerState = {}, overrides = {}) {
  const me = makeMe();
  const fetchMock = mockApi({ ...settingsEndpoints({ me }), ...apiAccessEndpoints(state), ...overrides });
  renderApp('/dashboard/settings?tab=api', { me });
  return { fetchMock, state, user: userEvent.setup() };
}

describe('settings: API tokens', () => {
  it('explains tokens, then creates one and shows its value once', async () => {
    const { fetchMock, state, user } = setup();
    expect(await screen.findByText('No tokens yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/docs');
    expect(
      screen.getByText(/curl -H "Authorization: Bearer \$TOKEN" http:\/\/localhost(:\d+)?\/api\/portals/),
    ).toBeVisible();

    await user.click(screen.getAllByRole('button', { name: 'Create token' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Create token' });
    expect(within(dialog).getByRole('checkbox', { name: 'Read' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Write' })).not.toBeChecked();
    await fill(user, within(dialog).getByLabelText('Token name'), 'Zapier');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Write' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByRole('option', { name: '30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Token “Zapier” created' });
    expect(within(shown).getByRole('textbox', { name: 'Your new API token' })).toHaveValue(
      'cdk_7b21e0c4d5f6a7b8c9d0e1f2a3b4c5d6',
    );
    expect(within(shown).getByText(/it will not be shown again/)).toBeVisible();
    expect(within(shown).getByRole('button', { name: 'Copy token' })).toBeVisible();

    const [sent] = bodiesSentTo(fetchMock, 'POST', '/api/tokens') as { expiresAt: string }[];
    expect(sent).toMatchObject({ name: 'Zapier', scopes: ['read', 'write'] });
    const days = (Date.parse(sent?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const item = screen.getByRole('listitem', { name: 'Zapier' });
    expect(within(item).getByText(/Never used/)).toBeVisible();
    expect(within(item).getByText('Write')).toBeVisible();
    expect(screen.queryByText('cdk_7b21e0c4d5f6a7b8c9d0e1f2a3b4c5d6')).not.toBeInTheDocument();
    expect(state.tokens).toHaveLength(1);
  });

  it("says what is wrong with the form, and shows the server's refusal", async () => {
    const { user } = setup({}, { 'POST /api/tokens': apiError(409, 'LIMIT_REACHED', apiTokenMessages.tooMany) });
    await user.click((await screen.findAllByRole('button', { name: 'Create token' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Create token' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText(apiTokenMessages.nameRequired)).toBeVisible();
    expect(within(dialog).getByText(apiTokenMessages.scopesRequired)).toBeVisible();

    await fill(user, within(dialog).getByLabelText('Token name'), 'Backup');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(apiTokenMessages.tooMany);
  });

  it('refuses a custom expiry date in the past', async () => {
    const { fetchMock, user } = setup();
    await user.click((await screen.findAllByRole('button', { name: 'Create token' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Create token' });
    await fill(user, within(dialog).getByLabelText('Token name'), 'Old');
    await user.click(within(dialog).getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByRole('option', { name: 'Custom date' }));
    await fill(user, within(dialog).getByLabelText('Expiry date'), '2020-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText(apiTokenMessages.expiryPast)).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/tokens')).toHaveLength(0);
  });

  it('lists tokens with their use and expiry, and revokes one after confirming', async () => {
    const { state, user } = setup({
      tokens: [
        makeApiToken({
          id: 'tok_a',
          name: 'CRM sync',
          lastUsedAt: '2026-11-21T08:00:00.000Z',
          scopes: ['read', 'write'],
        }),
        makeApiToken({
          id: 'tok_b',
          name: 'Old script',
          prefix: 'cdk_0001',
          expiresAt: '2026-10-01T00:00:00.000Z',
          expired: true,
        }),
      ],
    });
    const crm = await screen.findByRole('listitem', { name: 'CRM sync' });
    expect(within(crm).getByText(/Created 11\/20\/2026 · Last used 11\/21\/2026 · Never expires/)).toBeVisible();
    expect(within(crm).getByText('cdk_3f9a…')).toBeVisible();
    const old = screen.getByRole('listitem', { name: 'Old script' });
    expect(within(old).getByText('Expired')).toBeVisible();
    expect(within(old).getByText(/Never used · Expired 10\/01\/2026/)).toBeVisible();

    await user.click(within(crm).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke CRM sync?' });
    expect(within(confirm).getByText(/stops working at once/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText(/Revoked CRM sync/)).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'CRM sync' })).not.toBeInTheDocument();
    expect(state.tokens?.map((token) => token.id)).toEqual(['tok_b']);
  });
});
