import { PRODUCT_EVENT_NAMES, type ProductAnalytics } from '@clientdock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const zero = () => Object.fromEntries(PRODUCT_EVENT_NAMES.map((name) => [name, 0])) as ProductAnalytics['totals'];

function product(overrides: Partial<ProductAnalytics> = {}): ProductAnalytics {
  return {
    period: '30d',
    interval: 'day',
    from: '2026-03-01',
    to: '2026-03-30',
    totals: { ...zero(), product_hub_visit: 200, page_view: 950, sign_up: 40, portal_created: 25, purchase: 5 },
    timeSeries: [{ date: '2026-03-30', counts: { ...zero(), page_view: 950 } }],
    funnel: [
      { step: 'visit', count: 200, conversion: null },
      { step: 'sign_up', count: 40, conversion: 20 },
      { step: 'portal_created', count: 25, conversion: 63 },
      { step: 'first_client_view', count: 12, conversion: 48 },
      { step: 'purchase', count: 5, conversion: 42 },
    ],
    topFeatures: [
      { feature: 'portal_link_copied', count: 31 },
      { feature: 'analytics_csv', count: 4 },
    ],
    recentErrors: [{ message: 'TypeError: x is undefined', path: '/dashboard', at: '2026-03-30T10:00:00.000Z' }],
    lastUpdated: '2026-03-30T12:00:00.000Z',
    ...overrides,
  };
}

const retention = {
  retentionDays: null,
  rawEvents: { count: 0, oldestAt: null },
  expiredEvents: 0,
  lastRun: null,
};

describe('analytics management: product', () => {
  it('shows the funnel with its percentages, top features and recent client errors', async () => {
    const user = userEvent.setup();
    const periods: string[] = [];
    mockApi({
      'GET /api/admin/analytics/retention': { body: retention },
      'GET /api/admin/analytics/product': (_init, { url }) => {
        periods.push(url.searchParams.get('period') ?? '');
        return { body: product() };
      },
    });
    renderApp('/admin/analytics-management', { me: fixtures.admin() });
    await user.click(await screen.findByRole('tab', { name: 'Product' }));
    const funnel = await screen.findByRole('region', { name: 'Funnel' });
    const steps = within(funnel).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual([
      'Visits: 200',
      'Signed up: 40',
      'Created a portal: 25',
      'First client view: 12',
      'Purchased: 5',
    ]);
    expect(within(steps[2]).getByText('63%')).toBeInTheDocument();
    expect(within(steps[0]).queryByText(/%$/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sign-ups: 40')).toHaveTextContent('40');
    const features = screen.getByRole('list', { name: 'Top features' });
    expect(within(features).getByText('Portal link copied')).toBeInTheDocument();
    expect(within(features).getByText('Analytics CSV')).toBeInTheDocument();
    expect(within(features).getByText('31')).toBeInTheDocument();
    expect(screen.getByText('TypeError: x is undefined')).toBeInTheDocument();
    expect(periods).toEqual(['30d']);
  });

  it('says what will appear when nothing was recorded', async () => {
    mockApi({
      'GET /api/admin/analytics/product': {
        body: product({
          totals: zero(),
          timeSeries: [],
          funnel: product().funnel.map((step) => ({ ...step, count: 0, conversion: null })),
          topFeatures: [],
          recentErrors: [],
        }),
      },
    });
    renderApp('/admin/analytics-management?tab=product', { me: fixtures.admin() });
    expect(await screen.findByText('No product events yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Funnel' })).not.toBeInTheDocument();
  });
});
