import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import {
  makeAnalytics,
  makeNewCreatorAnalytics,
  makeQuietAnalytics,
  makeStalled,
  makeStalledPortal,
} from '../testing/analytics-fixtures';

vi.mock('../components/activity-chart', async () => ({
  default: (await import('../testing/chart-stubs')).ActivityChartStub,
}));
vi.mock('../components/portal-bar-chart', async () => ({
  default: (await import('../testing/chart-stubs')).PortalBarChartStub,
}));

async function setup(
  path = '/dashboard/analytics',
  handlers: Parameters<typeof mockApi>[0] = {},
  me = fixtures.proCreator(),
) {
  const fetchMock = mockApi({
    'GET /api/me': { body: me },
    'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
    'GET /api/analytics': (_init, { url }) => ({
      body: makeAnalytics((url.searchParams.get('period') ?? '30d') as '30d'),
    }),
    'GET /api/analytics/stalled-approvals': { body: makeStalled([]) },
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp(path, { me });
  // The page is a lazy chunk: on a busy machine its first transform alone can take several seconds.
  await screen.findByRole('heading', { level: 1, name: 'Analytics' }, { timeout: 20_000 });
  return { ...view, fetchMock, user };
}

const analyticsCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/analytics')
    .map((url) => url.searchParams.get('period'));

describe('Analytics page', () => {
  it('shows Free the last 7 days, the longer periods locked, and what Pro adds where it would be', async () => {
    const { fetchMock } = await setup(
      '/dashboard/analytics?period=90d',
      {
        'GET /api/analytics': () => ({
          body: makeAnalytics('7d', { advanced: false, filePopularity: [], clientEngagement: [] }),
        }),
      },
      fixtures.freeCreator(),
    );
    const week = await screen.findByRole('button', { name: '7 days' });
    expect(week).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['30 days', '90 days', '1 year', 'All time']) {
      const locked = screen.getByRole('button', { name });
      expect(locked).toBeDisabled();
      expect(locked).toHaveAccessibleDescription('Needs the Pro plan');
    }
    expect(analyticsCalls(fetchMock)).toEqual(['7d']);
    expect(await screen.findByText(/Your plan shows the last 7 days\./)).toBeInTheDocument();
    expect(screen.getByText(/Which files your clients download most comes with the Pro plan/)).toBeInTheDocument();
    expect(screen.getByText(/Who your clients are and what each of them did/)).toBeInTheDocument();
    const upgrades = screen.getAllByRole('link', { name: 'Upgrade to Pro' });
    expect(upgrades).toHaveLength(3);
    for (const link of upgrades) expect(link).toHaveAttribute('href', '/dashboard/settings?tab=plan');
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the overview with changes against the previous period, charts and tables', async () => {
    const { fetchMock } = await setup();
    const views = await screen.findByRole('article', { name: 'Views' });
    expect(within(views).getByText('1,240')).toBeInTheDocument();
    expect(within(views).getByText('up 24% from the previous 30 days')).toBeInTheDocument();
    const visitors = screen.getByRole('article', { name: 'Unique visitors' });
    expect(within(visitors).getByText('down 14% from the previous 30 days')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Downloads' })).getByText('New')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Comments' })).getByText('no change from the previous 30 days'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Active portals' })).getByText('of 3 portals'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Also 14 opens by link previews and bots/)).toBeInTheDocument();

    expect(await screen.findByTestId('activity-chart')).toHaveTextContent(/^3 points$/);
    expect(await screen.findByTestId('portal-bar-chart')).toHaveTextContent(/^3 portals$/);
    expect(screen.getByText('Dana Client downloaded "poster.png" from "Launch proofs"')).toBeInTheDocument();
    expect(screen.getByText('5m ago')).toBeInTheDocument();

    const performance = screen.getByRole('table', { name: 'Portal performance' });
    const rows = within(performance).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Launch proofs',
      'Brand refresh',
      'Annual report',
    ]);
    expect(within(rows[0]!).getByText('0.28 per view')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Launch proofs' })).toHaveAttribute(
      'href',
      '/dashboard/edit/p-launch?tab=analytics',
    );
    expect(within(screen.getByRole('table', { name: 'Top files' })).getByText('poster.png')).toBeInTheDocument();
    const clients = screen.getByRole('table', { name: 'Client engagement' });
    expect(within(clients).getByText('Dana Client')).toBeInTheDocument();
    expect(within(clients).getByText('Anonymous visitor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/analytics/export.csv?period=30d',
    );
    expect(analyticsCalls(fetchMock)).toEqual(['30d']);
  });

  it('sorts a table by the column header clicked, and back', async () => {
    const { user } = await setup();
    const table = await screen.findByRole('table', { name: 'Portal performance' });
    const firstColumn = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await user.click(within(table).getByRole('button', { name: 'Portal' }));
    expect(firstColumn()).toEqual(['Annual report', 'Brand refresh', 'Launch proofs']);
    expect(within(table).getByRole('columnheader', { name: /Portal/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(table).getByRole('button', { name: 'Portal' }));
    expect(firstColumn()).toEqual(['Launch proofs', 'Brand refresh', 'Annual report']);
    await user.click(within(table).getByRole('button', { name: 'Engagement' }));
    expect(firstColumn()).toEqual(['Brand refresh', 'Launch proofs', 'Annual report']);
    await user.click(within(table).getByRole('button', { name: 'Downloads per view' }));
    expect(firstColumn()).toEqual(['Launch proofs', 'Brand refresh', 'Annual report']);
    const launch = within(table).getByRole('row', { name: /Launch proofs/ });
    expect(within(launch).getByText('0.28 per view')).toBeInTheDocument();
    expect(within(table).queryByText(/Conversion/)).not.toBeInTheDocument();
    // Engagement is comments per view, as a ratio: never a percent past 100.
    const brand = within(table).getByRole('row', { name: /Brand refresh/ });
    expect(within(brand).getByText('0.02 per view')).toBeInTheDocument();
    expect(within(table).queryByText(/%/)).not.toBeInTheDocument();
  });

  it('keeps the period in the URL and asks for the chosen one', async () => {
    const { fetchMock, user, router } = await setup('/dashboard/analytics?period=7d');
    await screen.findByRole('article', { name: 'Views' });
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('up 24% from the previous 7 days')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All time' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=all'));
    await waitFor(() => expect(analyticsCalls(fetchMock)).toEqual(['7d', 'all']));
    expect(await screen.findByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/analytics/export.csv?period=all',
    );
    await waitFor(() => expect(screen.getAllByText('All time').length).toBeGreaterThan(1));
  });

  it('falls back to 30 days for a period it does not know', async () => {
    const { fetchMock } = await setup('/dashboard/analytics?period=forever');
    await screen.findByRole('article', { name: 'Views' });
    expect(analyticsCalls(fetchMock)).toEqual(['30d']);
  });

  it('invites a creator without portals to create one', async () => {
    await setup('/dashboard/analytics', {
      'GET /api/analytics': { body: makeNewCreatorAnalytics() },
    });
    expect(await screen.findByRole('heading', { name: 'No portals yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a portal' })).toHaveAttribute('href', '/dashboard/portals?new=1');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('says when portals have no client activity yet', async () => {
    await setup('/dashboard/analytics', { 'GET /api/analytics': { body: makeQuietAnalytics() } });
    expect(await screen.findByText('No client activity in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('No downloads in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByText(/link previews and bots/)).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, then the spec’s failure message with a retry that works', async () => {
    let fail = true;
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = await setup('/dashboard/analytics', {
      'GET /api/analytics': async () => {
        await answered;
        return fail ? apiError(500, 'INTERNAL', 'Failed to fetch analytics data') : { body: makeAnalytics() };
      },
    });
    expect(screen.getByRole('status', { name: 'Loading analytics' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Failed to fetch analytics data')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Views' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch analytics data')).not.toBeInTheDocument();
  });
});

describe('Stalled approvals', () => {
  it('nudges after a confirmation and says so', async () => {
    let nudged = 0;
    const { user } = await setup('/dashboard/analytics', {
      'GET /api/analytics/stalled-approvals': { body: makeStalled() },
      'POST /api/analytics/stalled-approvals/:portalId/nudge': (_init, { params }) => {
        nudged += 1;
        return {
          body: {
            portalId: params.portalId,
            sent: 2,
            nudgedAt: new Date().toISOString(),
            nextNudgeAt: new Date().toISOString(),
          },
        };
      },
    });
    const card = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(
      await within(card).findByText(/2 files to approve · waiting 6 days · 2 verified clients/),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Nudge the clients of Launch proofs' }));
    const dialog = screen.getByRole('dialog', { name: 'Send a reminder?' });
    expect(dialog).toHaveTextContent('The 2 verified clients of “Launch proofs” will get an email');
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText('Reminder sent to 2 clients of Launch proofs')).toBeInTheDocument();
    expect(nudged).toBe(1);
  });

  it('shows the server’s rate-limit message, and why a nudge is unavailable', async () => {
    const { user } = await setup('/dashboard/analytics', {
      'GET /api/analytics/stalled-approvals': {
        body: makeStalled([
          makeStalledPortal(),
          makeStalledPortal({ portalId: 'p-quiet', name: 'Quiet portal', verifiedClients: 0 }),
          makeStalledPortal({
            portalId: 'p-done',
            name: 'Nudged portal',
            lastNudgedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
            nextNudgeAt: new Date(Date.now() + 21 * 3_600_000).toISOString(),
          }),
        ]),
      },
      'POST /api/analytics/stalled-approvals/:portalId/nudge': {
        status: 429,
        headers: { 'retry-after': '3600' },
        body: {
          error: {
            code: 'TOO_MANY_REQUESTS',
            message: "This portal's clients were reminded less than 24 hours ago. You can nudge them again in 1 hour.",
          },
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(await within(card).findByRole('button', { name: 'Nudge the clients of Quiet portal' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Nudge the clients of Nudged portal' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Nudge the clients of Launch proofs' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send reminder' }));
    expect(
      await screen.findByText(
        "This portal's clients were reminded less than 24 hours ago. You can nudge them again in 1 hour.",
      ),
    ).toBeInTheDocument();
  });

  it('says when nothing is stuck', async () => {
    await setup();
    const card = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(await within(card).findByText(/Nothing is stuck/)).toBeInTheDocument();
  });
});
