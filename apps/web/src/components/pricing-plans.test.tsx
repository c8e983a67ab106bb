import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PricingPlans, registerPathForPlan } from './pricing-plans';

describe('PricingPlans', () => {
  it('maps plans to sign-up links', () => {
    expect(registerPathForPlan('free')).toBe('/register');
    expect(registerPathForPlan('pro')).toBe('/register?plan=pro');
    expect(registerPathForPlan('agency')).toBe('/register?plan=agency');
  });

  it('shows the three plans with prices and marks Pro as most popular', () => {
    render(
      <MemoryRouter>
        <PricingPlans />
      </MemoryRouter>,
    );
    const free = screen.getByRole('article', { name: 'Free plan' });
    const pro = screen.getByRole('article', { name: 'Pro plan' });
    const agency = screen.getByRole('article', { name: 'Agency plan' });
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
});
