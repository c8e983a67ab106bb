import type { PublicPlatform } from '@clientdock/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { PricingPlans, registerPathForPlan } from './pricing-plans';

const platform = (overrides: Partial<PublicPlatform> = {}): PublicPlatform => ({
  platformName: 'ClientDock',
  supportEmail: 'admin@studio.test',
  registrationMode: 'open',
  billing: 'stripe',
  showPrices: true,
  ...overrides,
});

function renderPlans() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PricingPlans />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    free: screen.getByRole('article', { name: 'Free plan' }),
    pro: screen.getByRole('article', { name: 'Pro plan' }),
    agency: screen.getByRole('article', { name: 'Agency plan' }),
  };
}

describe('PricingPlans', () => {
  afterEach(() => {
    delete document.documentElement.dataset.billing;
    delete document.documentElement.dataset.prices;
  });

  it('maps plans to sign-up links', () => {
    expect(registerPathForPlan('free')).toBe('/register');
    expect(registerPathForPlan('pro')).toBe('/register?plan=pro');
    expect(registerPathForPlan('agency')).toBe('/register?plan=agency');
  });

  it('shows the three plans with prices and marks Pro as most popular', () => {
    mockApi({ 'GET /api/platform': { body: platform() } });
    const { free, pro, agency } = renderPlans();
    expect(within(free).getByText('$0')).toBeInTheDocument();
    expect(within(pro).getByText('$14.99')).toBeInTheDocument();
    expect(within(agency).getByText('$49.99')).toBeInTheDocument();
    expect(within(pro).getByText('Most Popular')).toBeInTheDocument();
    expect(within(free).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/register');
    expect(within(pro).getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/register?plan=pro');
    expect(within(agency).getByRole('link', { name: 'Choose Agency' })).toHaveAttribute(
      'href',
      '/register?plan=agency',
    );
  });

  it('without payments, sends paid plans to the administrator instead of a purchase', async () => {
    mockApi({ 'GET /api/platform': { body: platform({ billing: 'none' }) } });
    const { free, pro, agency } = renderPlans();
    expect(await within(pro).findByRole('link', { name: 'admin@studio.test' })).toHaveAttribute(
      'href',
      'mailto:admin@studio.test',
    );
    expect(within(pro).getByText(/To get Pro on this instance, ask your administrator/)).toBeInTheDocument();
    expect(within(agency).getByText(/To get Agency on this instance, ask your administrator/)).toBeInTheDocument();
    expect(within(pro).queryByRole('link', { name: 'Choose Pro' })).not.toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Start for free' })).toBeInTheDocument();
  });

  it('starts from what the server marked the page with, and hides prices when the instance does', () => {
    document.documentElement.dataset.billing = 'none';
    document.documentElement.dataset.prices = 'hidden';
    mockApi({});
    const { pro } = renderPlans();
    expect(within(pro).queryByText('$14.99')).not.toBeInTheDocument();
    expect(within(pro).getByText(/ask your administrator/)).toBeInTheDocument();
  });
});
