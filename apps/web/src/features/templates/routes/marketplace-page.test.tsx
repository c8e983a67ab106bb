import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { makeTemplate } from '../testing/template-fixtures';

describe('template marketplace', () => {
  it('lists templates as cards, filters by category and says when nothing matches', async () => {
    const user = userEvent.setup();
    const paid = makeTemplate({
      id: 'tpl-paid',
      name: 'Brand Identity Review',
      category: 'creative',
      featured: false,
      verified: false,
      isSampleTemplate: false,
      creatorName: 'Northwind Studio',
      pricing: { type: 'paid', currency: 'USD', price: 19 },
      stats: { downloads: 0, rating: 0, reviewCount: 0 },
    });
    const fetchMock = mockApi({
      'GET /api/templates': (_init, { url }) => {
        const category = url.searchParams.get('category');
        const templates = category === 'legal' ? [] : [makeTemplate(), paid];
        return { body: { templates, page: 1, pageSize: 20, total: templates.length } };
      },
    });
    renderApp('/marketplace', { me: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Template marketplace' })).toBeInTheDocument();

    const card = await screen.findByRole('link', { name: /Consulting Proposal/ });
    expect(card).toHaveAttribute('href', '/marketplace/sample-consulting-proposal');
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByText('Free')).toBeInTheDocument();
    expect(within(card).getByText('Intermediate')).toBeInTheDocument();
    expect(within(card).getByText('30 min')).toBeInTheDocument();
    expect(within(card).getByText('1,204')).toBeInTheDocument();
    expect(within(card).getByLabelText('Rated 4.3 out of 5 by 12 people')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Brand Identity Review/ })).getByText('$19.00')).toBeInTheDocument();
    expect(screen.getByText('2 templates')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Legal' }));
    expect(await screen.findByRole('heading', { name: 'No templates match these filters' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('category=legal'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: /Consulting Proposal/ })).toBeInTheDocument();
  }, 120_000);
});
