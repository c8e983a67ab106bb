import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { openApiDocument } from '../lib/openapi-fixture';

describe('documentation page', () => {
  it('has the user guide with a table of contents', async () => {
    mockApi({ 'GET /api/openapi.json': { body: openApiDocument } });
    renderApp('/docs', { me: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'ClientDock documentation' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'Running your own instance' })).toHaveAttribute(
      'href',
      '#self-hosting',
    );
    expect(screen.getByRole('region', { name: 'Access: link, PIN or email code' })).toHaveTextContent(
      /6-digit\s+code, valid for 10 minutes/,
    );
    expect(screen.getByRole('region', { name: 'Configuration variables, scrolls sideways' })).toHaveTextContent(
      'SMTP_URL',
    );
    expect(screen.getByRole('region', { name: 'The API and webhooks' })).toHaveTextContent(
      'Authorization: Bearer $CLIENTDOCK_TOKEN',
    );
  });

  it('renders the API reference from the server’s OpenAPI document, grouped by tag', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/openapi.json': { body: openApiDocument } });
    renderApp('/docs', { me: null });
    const reference = await screen.findByRole('region', { name: 'API reference' });
    expect(await within(reference).findByRole('heading', { level: 3, name: 'Portals' })).toBeInTheDocument();
    expect(within(reference).getByRole('heading', { level: 3, name: 'Support' })).toBeInTheDocument();
    const create = within(reference).getByRole('button', { name: /POST\s*\/api\/portals\s*Create a portal/ });
    await user.click(create);
    const body = await within(reference).findByRole('table', { name: 'Request body fields' });
    expect(within(body).getByRole('rowheader', { name: /name/ })).toHaveTextContent('name*');
    expect(within(body).getByText('"link" | "pin" | "email"')).toBeInTheDocument();
    expect(within(body).getByText(/Required\. 1–120 characters/)).toBeInTheDocument();
    const example = within(reference).getByLabelText('Example request: POST /api/portals');
    expect(example).toHaveTextContent('Authorization: Bearer $CLIENTDOCK_TOKEN');
    expect(example).toHaveTextContent(`-d '{"name":"…"}'`);

    await user.type(within(reference).getByRole('searchbox', { name: 'Filter endpoints' }), 'support');
    expect(within(reference).getByRole('status')).toHaveTextContent(/^1 endpoint match$/);
    expect(within(reference).queryByRole('heading', { name: 'Portals' })).not.toBeInTheDocument();
  });

  it('says so when the reference cannot be loaded', async () => {
    mockApi({ 'GET /api/openapi.json': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Down' } } } });
    renderApp('/docs', { me: null });
    expect(
      await screen.findByText(/The API reference could not be loaded: Down/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
