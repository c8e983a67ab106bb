import { PLAN_CATALOG, PLAN_IDS, type PlanId, type PlanOverview } from '@clientdock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

function setup(plan: PlanId, answer: Parameters<typeof mockApi>[0][string]) {
  const me = makeMe({ plan });
  const fetchMock = mockApi({
    ...settingsEndpoints({ me }),
    'GET /api/billing/plan': { body: overview(plan) },
    'POST /api/billing/plan': answer,
  });
  renderApp('/dashboard/settings?tab=plan', { me });
  return { fetchMock, user: userEvent.setup() };
}

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

  it('upgrades after confirming and says so', async () => {
    const { fetchMock, user } = setup('free', { body: overview('pro') });
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('You are on the Pro plan now.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/billing/plan')).toEqual([{ plan: 'pro' }]);
    expect(await screen.findByText('2 of 10')).toBeInTheDocument();
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
