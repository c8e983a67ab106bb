import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures, makePortal } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { makeTemplateDetail } from '../testing/template-fixtures';

const noReviews = { body: { reviews: [], page: 1, pageSize: 20, total: 0 } };

describe('template detail', () => {
  it('previews the layout and sends a visitor to sign up, then back to use it', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/templates/:id': { body: makeTemplateDetail() },
      'GET /api/templates/:id/reviews': noReviews,
    });
    const { router } = renderApp('/marketplace/sample-consulting-proposal', { me: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Consulting Proposal' })).toBeInTheDocument();
    const preview = screen.getByLabelText('Layout preview');
    expect(within(preview).getByText('Proposal for Your Client')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/marketplace/sample-consulting-proposal?use=1')}`,
    );
  }, 120_000);

  it('opens "Use this template" on return and makes the portal with the client’s name', async () => {
    const user = userEvent.setup();
    const signedIn = makeTemplateDetail({ viewer: { ...makeTemplateDetail().viewer, signedIn: true, canUse: true } });
    let created: unknown;
    mockApi({
      'GET /api/templates/:id': { body: signedIn },
      'GET /api/templates/:id/reviews': noReviews,
      'POST /api/portals': (_init, { body }) => {
        created = body;
        return { status: 201, body: makePortal({ id: 'p-new', name: 'Acme: Consulting Proposal' }) };
      },
    });
    const { router } = renderApp('/marketplace/sample-consulting-proposal?use=1', { me: fixtures.freeCreator() });
    const dialog = await screen.findByRole('dialog', { name: /Use “Consulting Proposal”/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Client name' }), 'Acme');
    expect(within(dialog).getByRole('textbox', { name: 'Portal name' })).toHaveValue('Acme: Consulting Proposal');
    await user.click(within(dialog).getByRole('button', { name: 'Create portal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/edit/p-new'));
    expect(created).toEqual({
      name: 'Acme: Consulting Proposal',
      templateId: 'sample-consulting-proposal',
      clientName: 'Acme',
      status: 'draft',
    });
  }, 120_000);
});
