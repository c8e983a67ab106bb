import { WEBHOOK_EVENT_NAMES, webhookMessages } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '@/test/fill';
import { makeMe } from '@/test/fixtures';
import { apiError, bodiesSentTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import {
  type ApiAccessServerState,
  apiAccessEndpoints,
  makeDelivery,
  makeWebhook,
} from '../testing/api-access-fixtures';
import { settingsEndpoints } from '../testing/settings-fixtures';

const URL_A = 'https://hooks.example.com/clientdock';

function setup(state: ApiAccessServerState = {}, overrides = {}) {
  const me = makeMe();
  const fetchMock = mockApi({ ...settingsEndpoints({ me }), ...apiAccessEndpoints(state), ...overrides });
  renderApp('/dashboard/settings?tab=webhooks', { me });
  return { fetchMock, state, user: userEvent.setup() };
}

describe('settings: webhooks', () => {
  it('adds a webhook for every event and shows its signing secret once', async () => {
    const { fetchMock, user } = setup();
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Add webhook' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });

    await fill(user, within(dialog).getByLabelText('Webhook URL'), 'ftp://nope');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText(webhookMessages.urlInvalid)).toBeVisible();
    expect(within(dialog).getByText(webhookMessages.eventsRequired)).toBeVisible();

    await user.clear(within(dialog).getByLabelText('Webhook URL'));
    await fill(user, within(dialog).getByLabelText('Webhook URL'), 'https://hooks.zapier.com/abc');
    await fill(user, within(dialog).getByLabelText('Description'), 'Zapier');
    await user.click(within(dialog).getByRole('checkbox', { name: 'A client commented' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('data-indeterminate', 'true');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const shown = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(
      'whsec_c2VjcmV0LXNpZ25pbmcta2V5LWZvci10ZXN0cw==',
    );
    expect(within(shown).getByText(/it will not be shown again/)).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/webhooks')).toEqual([
      { url: 'https://hooks.zapier.com/abc', description: 'Zapier', events: WEBHOOK_EVENT_NAMES, format: 'standard' },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    const item = await screen.findByRole('listitem', { name: 'https://hooks.zapier.com/abc' });
    expect(within(item).getByText('Delivering')).toBeVisible();
    expect(within(item).getByText(/12 events · No deliveries yet/)).toBeVisible();
  });

  it('adds a webhook that posts Slack messages', async () => {
    const { fetchMock, user } = setup();
    await user.click((await screen.findAllByRole('button', { name: 'Add webhook' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await fill(user, within(dialog).getByLabelText('Webhook URL'), 'https://hooks.slack.com/services/T0/B0/x');
    const format = within(dialog).getByRole('radiogroup', { name: 'Format' });
    expect(within(format).getByRole('radio', { name: /^Standard Webhooks/ })).toBeChecked();
    await user.click(within(format).getByRole('radio', { name: /^Slack message/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'A client approved a file or section' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(bodiesSentTo(fetchMock, 'POST', '/api/webhooks')).toEqual([
      {
        url: 'https://hooks.slack.com/services/T0/B0/x',
        description: '',
        events: ['approval.created'],
        format: 'slack',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const item = await screen.findByRole('listitem', { name: 'https://hooks.slack.com/services/T0/B0/x' });
    expect(within(item).getByText(/^Slack message · 1 event/)).toBeVisible();
  });

  it("shows the server's refusal of an address", async () => {
    const { user } = setup({}, { 'POST /api/webhooks': apiError(400, 'VALIDATION', webhookMessages.urlNotPublic) });
    await user.click((await screen.findAllByRole('button', { name: 'Add webhook' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await fill(user, within(dialog).getByLabelText('Webhook URL'), 'http://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: 'A client commented' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(webhookMessages.urlNotPublic);
  });

  it('says when an endpoint is failing or was turned off, and turns one back on', async () => {
    const { fetchMock, user } = setup({
      webhooks: [
        makeWebhook({ id: 'wh_a', url: 'https://a.example.com/hook', failingSince: '2026-11-21T08:00:00.000Z' }),
        makeWebhook({
          id: 'wh_b',
          url: 'https://b.example.com/hook',
          enabled: false,
          disabledReason: 'every delivery failed for a day',
        }),
      ],
    });
    const failing = await screen.findByRole('listitem', { name: 'https://a.example.com/hook' });
    expect(within(failing).getByText(/^Failing since 11\/21\/2026/)).toBeVisible();
    const off = screen.getByRole('listitem', { name: 'https://b.example.com/hook' });
    expect(within(off).getByText('Turned off: every delivery failed for a day')).toBeVisible();
    expect(within(off).getByRole('button', { name: 'Send test event' })).toBeDisabled();

    await user.click(within(off).getByRole('switch', { name: 'Enabled' }));
    await waitFor(() => expect(within(off).getByText('Delivering')).toBeVisible());
    expect(bodiesSentTo(fetchMock, 'PATCH', '/api/webhooks/wh_b')).toEqual([{ enabled: true }]);
  });

  it('edits the events and deletes an endpoint after confirming', async () => {
    const { fetchMock, state, user } = setup({ webhooks: [makeWebhook()] });
    const item = await screen.findByRole('listitem', { name: URL_A });
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' });
    expect(within(dialog).getByLabelText('Webhook URL')).toHaveValue(URL_A);
    await user.click(within(dialog).getByRole('checkbox', { name: 'A client approved a file or section' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(item).getByText(/^1 event ·/)).toBeVisible();
    expect(within(item).getByText('Webhook saved.')).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/api/webhooks/wh_1')).toEqual([
      { url: URL_A, description: 'Post comments to Slack', events: ['comment.created'], format: 'standard' },
    ]);

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByText('No webhooks yet')).toBeVisible();
    expect(state.webhooks).toEqual([]);
  });

  it('shows the delivery log with each answer, replays one, and picks up new deliveries on its own', async () => {
    const state: ApiAccessServerState = {
      webhooks: [makeWebhook()],
      deliveries: {
        wh_1: [
          makeDelivery({
            id: 'dlv_2',
            status: 'failed',
            attempts: 3,
            responseStatus: 500,
            durationMs: 1200,
            responseBody: 'Internal error: database down',
          }),
          makeDelivery({
            id: 'dlv_1',
            eventType: 'approval.created',
            status: 'pending',
            attempts: 1,
            responseStatus: null,
            durationMs: null,
            responseBody: null,
            error: 'Connection timed out after 10 s',
            nextAttemptAt: '2026-11-21T10:05:00.000Z',
          }),
        ],
      },
    };
    const { user } = setup(state);
    const item = await screen.findByRole('listitem', { name: URL_A });
    await user.click(within(item).getByRole('button', { name: 'Delivery log' }));
    const log = await screen.findByRole('dialog', { name: /^Delivery log/ });
    const failed = await within(log).findByRole('listitem', { name: 'comment.created' });
    expect(within(failed).getByText('Failed')).toBeVisible();
    expect(within(failed).getByText(/HTTP 500 · 1.2 s · 11\/21\/2026 .* · 3 attempts/)).toBeVisible();
    const pending = within(log).getByRole('listitem', { name: 'approval.created' });
    expect(within(pending).getByText(/No response · .* · 1 attempt · Next attempt 11\/21\/2026/)).toBeVisible();

    await user.click(within(failed).getByRole('button', { name: 'Details' }));
    expect(within(failed).queryByRole('region', { name: 'Payload sent' })).toBeNull();
    expect(within(failed).getByLabelText('Payload sent')).toHaveTextContent('"body": "Looks great"');
    expect(within(failed).getByLabelText('Response (HTTP 500)')).toHaveTextContent('Internal error: database down');
    await user.click(within(pending).getByRole('button', { name: 'Details' }));
    expect(within(pending).getByLabelText('What went wrong')).toHaveTextContent('Connection timed out');

    await user.click(within(failed).getByRole('button', { name: 'Replay' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem', { name: 'comment.created' })).toHaveLength(2));

    await user.click(within(log).getByRole('button', { name: 'Send test event' }));
    expect(await within(log).findByRole('listitem', { name: 'webhook.ping' })).toBeVisible();

    // A delivery made elsewhere (a client's comment) shows up while the log is open.
    state.deliveries?.wh_1?.unshift(makeDelivery({ id: 'dlv_new', eventType: 'file.downloaded' }));
    expect(await within(log).findByRole('listitem', { name: 'file.downloaded' }, { timeout: 10_000 })).toBeVisible();
  });
});
