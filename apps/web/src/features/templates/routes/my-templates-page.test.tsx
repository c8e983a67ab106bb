import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { makeMyTemplate } from '../testing/template-fixtures';

describe('my templates', () => {
  it('shows where each template stands in review and saves an edit, which goes back to review', async () => {
    const user = userEvent.setup();
    const rejected = makeMyTemplate({
      status: 'rejected',
      rejectionReason: 'Describe each section.',
      pricing: { type: 'paid', currency: 'USD', price: 19 },
      stats: { downloads: 4, rating: 4.5, reviewCount: 2, revenue: 38 },
    });
    let patched: unknown;
    mockApi({
      'GET /api/templates/mine': { body: { templates: [rejected] } },
      'PATCH /api/templates/:id': (_init, { body }) => {
        patched = body;
        return { body: { ...rejected, status: 'pending', rejectionReason: null } };
      },
    });
    renderApp('/dashboard/templates', { me: fixtures.proCreator() });
    expect(await screen.findByRole('heading', { level: 1, name: 'My templates' })).toBeInTheDocument();
    expect(await screen.findByText(/Not approved: Describe each section\./)).toBeInTheDocument();
    expect(screen.getByText('Changes needed')).toBeInTheDocument();
    expect(screen.getByText('$38.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'Each section explained.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(patched).toMatchObject({ description: 'Each section explained.', pricing: { type: 'paid', price: 19 } }),
    );
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
  }, 120_000);
});
