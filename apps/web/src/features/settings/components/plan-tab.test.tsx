import { type BillingStatus, PLAN_CATALOG, PLAN_IDS, type PlanId, type PlanOverview } from '@clientdock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMe } from '@/test/fixtures';
import { bodiesSentTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { settingsEndpoints } from '../testing/settings-fixtures';

function overview(plan: PlanId, options: Partial<PlanOverview> = {}): PlanOverview {
  const limits = { free: [3, 10], pro: [10, 100], agency: [50, 500] } as const;
  return {
    plan,
    subscriptionStatus: plan === 'free' ? null : 'active',
    managedByTeam: false,
    canChangePlan: true,
    plans: PLAN_IDS.map((id) => ({
      id,
      name: PLAN_CATALOG[id].name,
      priceLabel: PLAN_CATALOG[id].priceLabel,
      period: PLAN_CATALOG[id].period,
      portals: PLAN_CATALOG[id].portals,
      fileSizeMb: limits[id][1],
      features: PLAN_CATALOG[id].features,
      mostPopular: PLAN_CATALOG[id].mostPopular,
    })),
    usage: {
      activePortals: 2,
      portalLimit: limits[plan][0],
      fileSizeMb: limits[plan][1],
      teamMembers: 0,
      pendingInvitations: 0,
      storageUsedBytes: 256 * 1024 * 1024,
      storageQuotaBytes: 1024 * 1024 * 1024,
    },
    ...options,
  };
}

function billingStatus(plan: PlanId, options: Partial<BillingStatus> = {}): BillingStatus {
  return {
    provider: 'none',
    plan,
    subscriptionStatus: plan === 'free' ? null : 'active',
    canManage: false,
    subscribed: false,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    invoices: [],
    adminContact: null,
    ...options,
  };
}

function setup(
  plan: PlanId,
  answer: Parameters<typeof mockApi>[0][string],
  billing: Partial<BillingStatus> = {},
  path = '/dashboard/settings?tab=plan',
) {
  const me = makeMe({ plan });
  const fetchMock = mockApi({
    ...settingsEndpoints({ me }),
    'GET /api/billing/plan': {
      body: overview(plan, billing.subscriptionStatus ? { subscriptionStatus: billing.subscriptionStatus } : {}),
    },
    'GET /api/billing': { body: billingStatus(plan, billing) },
    'POST /api/billing/plan': answer,
    'POST /api/billing/portal': { body: { url: '#stripe-billing-portal' } },
    'POST /api/billing/checkout': { body: { url: '#stripe-checkout-pro' } },
  });
  renderApp(path, { me });
  return { fetchMock, user: userEvent.setup() };
}

const withStripe = { provider: 'stripe' } as const;

describe('settings: plan', () => {
  it('shows the current plan, usage against its limit and the three plans with their prices', async () => {
    setup('free', { body: overview('pro') });
    expect(await screen.findByRole('tab', { name: 'Plan', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Active portals' })).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByText('256 MB of 1 GB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Storage' })).toHaveAttribute('aria-valuenow', '25');
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('$14.99')).toBeInTheDocument();
    expect(within(pro).getByText('Most Popular')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Free' })).getByRole('button', { name: 'Current plan' }),
    ).toBeDisabled();
  });

  it('without a payment provider, sends upgrades to the administrator and still lets the account step down', async () => {
    const { fetchMock, user } = setup('pro', { body: overview('free') }, { adminContact: 'help@example.com' });
    expect(await screen.findByText(/Plans on this instance are set by its administrator/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    const ask = within(screen.getByRole('article', { name: 'Agency' })).getByRole('link', { name: 'Ask for Agency' });
    expect(ask.getAttribute('href')).toMatch(/^mailto:help@example\.com\?subject=/);
    expect(screen.queryByRole('button', { name: /^Upgrade to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Billing' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Downgrade to Free' }));
    const changes = within(screen.getByRole('dialog')).getByRole('list', { name: 'What changes' });
    expect(within(changes).getAllByRole('listitem')).toHaveLength(4);
    expect(within(changes).getByText(/stay protected and keep opening/)).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Downgrade' }));
    expect(await screen.findByText('You are on the Free plan now.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/billing/plan')).toEqual([{ plan: 'free' }]);
  });

  it('without a provider or a contact, says to ask the administrator', async () => {
    setup('free', { body: overview('pro') });
    const pro = await screen.findByRole('article', { name: 'Pro' });
    expect(within(pro).getByRole('button', { name: 'Ask your administrator' })).toBeDisabled();
  });

  it('with Stripe, an upgrade goes on to the secure checkout', async () => {
    const { fetchMock, user } = setup('free', { body: { redirectUrl: '#stripe-checkout' } }, withStripe);
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Pro?' });
    expect(within(dialog).getByText(/paid through Stripe’s secure checkout/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Opening Stripe…')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/billing/plan')).toEqual([{ plan: 'pro' }]);
    expect(window.location.hash).toBe('#stripe-checkout');
  });

  it('with a subscription, shows its renewal and invoices and opens Stripe’s billing page', async () => {
    const { fetchMock, user } = setup(
      'pro',
      { body: {} },
      {
        ...withStripe,
        canManage: true,
        currentPeriodEnd: '2026-12-27T10:00:00.000Z',
        invoices: [
          {
            id: 'in_1',
            number: 'CD-0001',
            status: 'paid',
            amountCents: 1499,
            currency: 'usd',
            url: 'https://invoice.example/in_1',
            createdAt: '2026-11-27T10:00:00.000Z',
          },
        ],
      },
    );
    const card = await screen.findByRole('region', { name: 'Billing' });
    expect(within(card).getByText('Pro renews on 12/27/2026.')).toBeInTheDocument();
    const invoices = within(card).getByRole('list', { name: 'Invoices' });
    expect(within(invoices).getByText('$14.99')).toBeInTheDocument();
    expect(within(invoices).getByText('Paid')).toBeInTheDocument();
    expect(within(invoices).getByRole('link', { name: 'View invoice CD-0001 (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://invoice.example/in_1',
    );
    await user.click(within(card).getByRole('button', { name: 'Manage billing' }));
    expect(bodiesSentTo(fetchMock, 'POST', '/api/billing/portal')).toHaveLength(1);
    await vi.waitFor(() => expect(window.location.hash).toBe('#stripe-billing-portal'));
  });

  it('warns when a payment failed, with the date the plan ends without a new card', async () => {
    setup(
      'pro',
      { body: {} },
      {
        ...withStripe,
        canManage: true,
        subscriptionStatus: 'past_due',
        graceEndsAt: '2026-12-04T10:00:00.000Z',
      },
    );
    expect(
      await screen.findByText(/Your last payment did not go through\. Update your card by 12\/04\/2026 to keep Pro\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
  });

  it('thanks the account back from checkout once the plan has changed', async () => {
    setup(
      'pro',
      { body: {} },
      { ...withStripe, canManage: true },
      '/dashboard/settings?tab=plan&checkout=success&plan=pro',
    );
    expect(await screen.findByText('Thank you! You are on the Pro plan now.')).toBeInTheDocument();
  });

  it('takes an account that signed up for Pro on to Stripe Checkout at once', async () => {
    const { fetchMock } = setup('free', { body: {} }, withStripe, '/dashboard/settings?tab=plan&upgrade=pro');
    await vi.waitFor(() => expect(window.location.hash).toBe('#stripe-checkout-pro'));
    expect(bodiesSentTo(fetchMock, 'POST', '/api/billing/checkout')).toEqual([{ plan: 'pro' }]);
  });

  it('says nothing was charged when checkout was canceled', async () => {
    setup('free', { body: {} }, withStripe, '/dashboard/settings?tab=plan&checkout=canceled');
    expect(await screen.findByText(/Checkout was canceled and nothing was charged/)).toBeInTheDocument();
  });

  it('explains a refused downgrade and links to what to archive first', async () => {
    const { user } = setup('pro', {
      status: 409,
      body: {
        error: {
          code: 'DOWNGRADE_BLOCKED',
          message: 'The Free plan allows 3 active portals and you have 5. Archive 2 first.',
          details: [
            { type: 'portal', id: 'p1', name: 'Acme rebrand' },
            { type: 'portal', id: 'p2', name: 'Beta launch' },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Downgrade to Free' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Downgrade' }));
    expect(
      await screen.findByText('The Free plan allows 3 active portals and you have 5. Archive 2 first.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Archive “Acme rebrand”' })).toHaveAttribute(
      'href',
      '/dashboard/edit/p1',
    );
    expect(screen.getByRole('link', { name: 'Archive “Beta launch”' })).toBeInTheDocument();
  });
});
