import type { AdminTemplate } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const pending: AdminTemplate = {
  id: 'tpl-1',
  name: 'Studio handover',
  description: '',
  excerpt: 'Deliver final files with a clean handover page.',
  category: 'creative',
  tags: [],
  complexity: 'beginner',
  estimatedSetupTime: 15,
  supportLevel: 'community',
  preview: { imageUrl: null, accentColor: '#7c3aed' },
  pricing: { type: 'free', currency: 'USD', price: 0 },
  stats: { downloads: 0, rating: 0, reviewCount: 0, revenue: 0 },
  creatorId: 'creator_1',
  creatorName: 'Maya Chen',
  creatorProfilePublic: false,
  status: 'pending',
  isPublic: true,
  featured: false,
  verified: false,
  isSampleTemplate: false,
  layout: [{ id: 'hero', type: 'hero', title: 'Handover for {{clientName}}' }],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  sections: [],
  rejectionReason: null,
  reviewedAt: null,
  creatorEmail: 'maya@example.com',
};

describe('template management', () => {
  it('lists the pending queue and rejects with a reason for the creator', async () => {
    const user = userEvent.setup();
    let rejectedWith: unknown;
    mockApi({
      'GET /api/admin/templates': {
        body: {
          templates: [pending],
          counts: { pending: 1, approved: 6, rejected: 0 },
          page: 1,
          pageSize: 20,
          total: 1,
        },
      },
      'POST /api/admin/templates/:id/reject': (_init, { body }) => {
        rejectedWith = body;
        return { body: { ...pending, status: 'rejected', rejectionReason: 'Too thin' } };
      },
    });
    renderApp('/admin/templates', { me: fixtures.admin() });
    const item = await screen.findByRole('article', { name: 'Studio handover' });
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(item).getByText(/maya@example\.com/)).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: /Reject “Studio handover”/ });
    await user.click(within(dialog).getByRole('button', { name: 'Reject and notify' }));
    expect(within(dialog).getByText('Give the creator a reason they can act on.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Too thin');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and notify' }));
    await waitFor(() => expect(rejectedWith).toEqual({ reason: 'Too thin' }));
    expect(await screen.findByText('Studio handover was sent back to its creator')).toBeInTheDocument();
  }, 120_000);
});
