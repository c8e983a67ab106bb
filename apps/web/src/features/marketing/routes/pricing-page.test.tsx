import { FILE_SIZE_LIMITS_MB, PLAN_CATALOG, PORTAL_LIMITS } from '@clientdock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

function row(table: HTMLElement, label: string) {
  return within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
}

describe('pricing page', () => {
  it('links each plan to sign-up, the free plan without a plan parameter', async () => {
    renderApp('/pricing', { me: null });
    expect(await screen.findByRole('heading', { level: 1, name: /^Simple plans/ })).toBeInTheDocument();
    const plans = screen.getByRole('region', { name: 'Plans' });
    expect(within(plans).getAllByRole('article')).toHaveLength(3);
    expect(within(plans).getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/register');
    expect(within(plans).getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/register?plan=pro');
    expect(within(plans).getByRole('link', { name: 'Choose Agency' })).toHaveAttribute('href', '/register?plan=agency');
    expect(within(plans).getByText('Most Popular')).toBeInTheDocument();
  });

  it('compares the plans with the figures of the plan catalogue', async () => {
    renderApp('/pricing', { me: null });
    const table = await screen.findByRole('table', { name: 'What each plan includes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Free', 'Pro', 'Agency']);
    const cells = (label: string) =>
      within(row(table, label))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Price')).toEqual([
      `${PLAN_CATALOG.free.priceLabel} forever`,
      `${PLAN_CATALOG.pro.priceLabel} per month`,
      `${PLAN_CATALOG.agency.priceLabel} per month`,
    ]);
    expect(cells('Active portals')).toEqual(
      [PORTAL_LIMITS.plan.free, PORTAL_LIMITS.plan.pro, PORTAL_LIMITS.plan.agency].map(String),
    );
    expect(cells('Largest file')).toEqual([`${FILE_SIZE_LIMITS_MB.plan.free} MB`, '100 MB', '500 MB']);
    expect(cells('PIN and email-code access')).toEqual(['Not included', 'Included', 'Included']);
    expect(cells('Custom domains')).toEqual(['Not included', 'Not included', 'Included']);
    expect(cells('Team access')).toEqual(['Not included', 'Not included', 'Included']);
    expect(cells('Analytics')).toEqual(['Last 7 days', 'Advanced', 'Advanced']);
  });

  it('hides the price in its introduction on a page the server marked as without prices, before the app knows', async () => {
    renderApp('/pricing', { me: null });
    const intro = await screen.findByText(/^Start free with/);
    const price = within(intro).getByText(`at ${PLAN_CATALOG.pro.priceLabel} ${PLAN_CATALOG.pro.period}`);
    expect(price).toBeVisible();
    // What the built page holds until its script runs: the server's mark alone must hide the price.
    document.documentElement.dataset.prices = 'hidden';
    try {
      expect(price).not.toBeVisible();
    } finally {
      delete document.documentElement.dataset.prices;
    }
  });

  it('answers questions in an FAQ that opens with the keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/pricing', { me: null });
    const question = await screen.findByRole('button', { name: 'What counts as an active portal?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/archiving a finished\s+project frees its place/)).toBeVisible();
  });

  it('sets the document title and description', async () => {
    renderApp('/pricing', { me: null });
    await screen.findByRole('heading', { level: 1, name: /^Simple plans/ });
    expect(document.title).toBe('Pricing · ClientDock');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^ClientDock plans: Free for 3 active portals/,
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Pricing · ClientDock',
    );
  });
});
