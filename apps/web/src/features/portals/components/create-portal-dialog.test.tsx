import { messages } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '@/test/fixtures';
import { apiError, bodiesSentTo, mockApi, portalEndpoints } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function openDialog(me = makeMe({ plan: 'pro' })) {
  const user = userEvent.setup();
  const view = renderApp('/dashboard/portals?new=1', { me });
  const dialog = await screen.findByRole('dialog', { name: 'New portal' });
  return { user, dialog: within(dialog), ...view };
}

describe('create portal dialog', () => {
  it('requires a name', async () => {
    const fetchMock = mockApi(portalEndpoints({ me: makeMe({ plan: 'pro' }), portals: [] }));
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Create portal' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals')).toHaveLength(0);
  });

  it('asks for a PIN of 4 to 8 digits when PIN access is chosen', async () => {
    mockApi(portalEndpoints({ me: makeMe({ plan: 'pro' }), portals: [] }));
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: /Portal name/ }), 'Acme rebrand');
    expect(dialog.queryByRole('textbox', { name: 'PIN code' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'PIN' }));
    expect(dialog.getByRole('radio', { name: 'PIN' })).toHaveAccessibleDescription(
      'Clients enter a 4 to 8 digit PIN that you share with them.',
    );
    await user.click(dialog.getByRole('button', { name: 'Create portal' }));
    expect(await dialog.findByText('Set a PIN of 4 to 8 digits for PIN access')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'PIN code' }), '12a');
    await user.click(dialog.getByRole('button', { name: 'Create portal' }));
    expect(await dialog.findByText('PIN must be 4 to 8 digits')).toBeInTheDocument();
  });

  it('creates the portal with the chosen access and opens its editor', async () => {
    const me = makeMe({ plan: 'pro' });
    const fetchMock = mockApi(portalEndpoints({ me, portals: [] }));
    const { user, dialog, router } = await openDialog(me);
    await user.type(dialog.getByRole('textbox', { name: /Portal name/ }), 'Acme rebrand');
    await user.click(dialog.getByRole('radio', { name: 'PIN' }));
    await user.type(dialog.getByRole('textbox', { name: 'PIN code' }), '2468');
    // A new portal is a draft unless the creator publishes it, so it takes no active slot of the plan.
    expect(dialog.getByRole('radio', { name: 'Save as draft' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Publish now' })).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Create portal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/edit/portal-1'));
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals')).toEqual([
      {
        name: 'Acme rebrand',
        description: '',
        accessType: 'pin',
        pin: '2468',
        allowDownload: true,
        expiresAt: null,
        status: 'draft',
      },
    ]);
    expect(await screen.findByText('Acme rebrand is ready. Add files and sections next.')).toBeInTheDocument();
  });

  it('takes client emails as chips, flags a bad one, and sends the list', async () => {
    const me = makeMe({ plan: 'pro' });
    const fetchMock = mockApi(portalEndpoints({ me, portals: [] }));
    const { user, dialog } = await openDialog(me);
    await user.type(dialog.getByRole('textbox', { name: /Portal name/ }), 'Northwind');
    await user.click(dialog.getByRole('radio', { name: 'Email code' }));
    await user.type(dialog.getByRole('combobox', { name: 'Client emails' }), 'not-an-email, CEO@northwind.test{Enter}');
    expect(dialog.getByRole('button', { name: 'ceo@northwind.test' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Create portal' }));
    expect(await dialog.findByText(`${messages.invalidEmailFormat} (address 1)`)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals')).toHaveLength(0);
    await user.click(within(dialog.getByRole('button', { name: 'not-an-email' })).getByTestId('CancelIcon'));
    await user.click(dialog.getByRole('button', { name: 'Create portal' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'POST', '/api/portals')).toHaveLength(1));
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals')[0]).toMatchObject({
      accessType: 'email',
      allowedEmails: ['ceo@northwind.test'],
    });
  });

  it('shows the plan limit message from the server and offers to compare plans', async () => {
    const me = makeMe({ usage: { activePortals: 3, totalPortals: 3 } });
    const limit = 'Your Free plan allows 3 active portals. Archive one or upgrade to create another.';
    mockApi({
      ...portalEndpoints({ me, portals: [] }),
      'POST /api/portals': apiError(403, 'LIMIT_REACHED', limit),
    });
    const { user, dialog } = await openDialog(me);
    await user.type(dialog.getByRole('textbox', { name: /Portal name/ }), 'One too many');
    await user.click(dialog.getByRole('button', { name: 'Create portal' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(limit);
    expect(dialog.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
  });

  it('starts from the creator’s portal defaults', async () => {
    const me = makeMe({
      plan: 'pro',
      settings: { portalDefaults: { accessType: 'email', allowDownload: false, expiryDays: null } },
    });
    mockApi(portalEndpoints({ me, portals: [] }));
    const { dialog } = await openDialog(me);
    expect(dialog.getByRole('radio', { name: 'Email code' })).toBeChecked();
    expect(dialog.getByRole('switch', { name: 'Allow downloads' })).not.toBeChecked();
  });

  it('shows PIN and email code on Free as Pro features, not selectable, with the way to upgrade', async () => {
    const me = makeMe({ plan: 'free' });
    const fetchMock = mockApi(portalEndpoints({ me, portals: [] }));
    const { user, dialog, router } = await openDialog(me);
    const pin = dialog.getByRole('radio', { name: 'PIN' });
    expect(pin).toBeDisabled();
    expect(pin).toHaveAccessibleDescription(
      'Needs the Pro plan. Clients enter a 4 to 8 digit PIN that you share with them.',
    );
    expect(dialog.getByRole('radio', { name: 'Email code' })).toBeDisabled();
    expect(dialog.getByRole('radio', { name: 'Open link' })).toBeChecked();
    await user.click(dialog.getByText('PIN'));
    expect(dialog.getByRole('radio', { name: 'Open link' })).toBeChecked();
    expect(dialog.queryByRole('textbox', { name: 'PIN code' })).not.toBeInTheDocument();
    const upgrade = dialog.getByRole('link', { name: 'Upgrade to Pro' });
    expect(upgrade).toHaveAttribute('href', '/dashboard/settings?tab=plan');
    await user.type(dialog.getByRole('textbox', { name: /Portal name/ }), 'Open portal');
    await user.click(dialog.getByRole('button', { name: 'Create portal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/edit/portal-1'));
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals')[0]).toMatchObject({ accessType: 'link' });
  });

  it('starts a Free account whose saved default is protected from an open link', async () => {
    const me = makeMe({ plan: 'free', settings: { portalDefaults: { accessType: 'pin' } } });
    mockApi(portalEndpoints({ me, portals: [] }));
    const { dialog } = await openDialog(me);
    expect(dialog.getByRole('radio', { name: 'Open link' })).toBeChecked();
  });

  it('lets a team editor choose protected access under the owner’s plan', async () => {
    const me = makeMe({ userType: 'team_member', teamRole: 'editor' });
    mockApi(portalEndpoints({ me, portals: [] }));
    const { dialog } = await openDialog(me);
    expect(dialog.getByRole('radio', { name: 'PIN' })).toBeEnabled();
    expect(dialog.queryByRole('link', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    mockApi(portalEndpoints({ me: makeMe({ plan: 'pro' }), portals: [] }));
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New portal' })).not.toBeInTheDocument());
  });
});
