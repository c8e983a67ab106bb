import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { makeMe, makePortal, makeReadingFile } from '@/test/fixtures';
import { apiError, mockApi, portalEndpoints } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { PortalAnalytics } from '../index';
import { makeAnalytics } from '../testing/analytics-fixtures';

vi.mock('./activity-chart', async () => ({ default: (await import('../testing/chart-stubs')).ActivityChartStub }));

function renderPortalAnalytics() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/dashboard/edit/p1?tab=analytics']}>
        <PortalAnalytics portalId="p1" />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('PortalAnalytics', () => {
  it('shows one portal’s figures and chart, and changes period', async () => {
    const fetchMock = mockApi({
      'GET /api/portals/:id/analytics': (_init, { url }) => ({
        body: makeAnalytics((url.searchParams.get('period') ?? '30d') as '30d'),
      }),
    });
    const user = userEvent.setup();
    renderPortalAnalytics();
    const views = await screen.findByRole('article', { name: 'Views' });
    expect(within(views).getByText('1,240')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Visitors' })).getByText('86')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Also 14 opens by link previews and bots (chat apps showing the link, crawlers), not counted as views.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('activity-chart')).toHaveTextContent(/^3 points, compact$/);
    await user.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/portals/p1/analytics?period=90d'),
    );
    expect(await screen.findByText('up 24% from the previous 90 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All portals’ analytics' })).toHaveAttribute(
      'href',
      '/dashboard/analytics?period=90d',
    );
  });

  it('shows how clients read each file, and leads to each visitor’s reading', async () => {
    mockApi({
      'GET /api/portals/:id/analytics': { body: makeAnalytics('30d') },
      'GET /api/portals/:id/reading': {
        body: {
          files: [makeReadingFile({ completedReaders: 1 })],
          visitors: [],
        },
      },
    });
    renderPortalAnalytics();
    const summary = await screen.findByRole('region', { name: 'How clients read' });
    const brief = await within(summary).findByRole('region', { name: 'Brief.pdf' });
    expect(within(brief).getByRole('heading', { level: 4, name: 'Brief.pdf' })).toBeInTheDocument();
    expect(within(brief).getByText('1 of 2 readers')).toBeInTheDocument();
    expect(within(brief).getByText('1 min 37 s')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Each visitor’s reading' })).toHaveAttribute(
      'href',
      '/dashboard/edit/p1?tab=activity&activity=reading',
    );
  });

  it('says when no client has read anything yet', async () => {
    mockApi({
      'GET /api/portals/:id/analytics': { body: makeAnalytics('30d') },
      'GET /api/portals/:id/reading': { body: { files: [], visitors: [] } },
    });
    renderPortalAnalytics();
    const summary = await screen.findByRole('region', { name: 'How clients read' });
    expect(
      await within(summary).findByText(
        'No reading yet. Times appear once a client opens a PDF, video or image in the portal.',
      ),
    ).toBeInTheDocument();
    expect(within(summary).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the figures could not be loaded', async () => {
    mockApi({ 'GET /api/portals/:id/analytics': apiError(500, 'INTERNAL', 'Failed to fetch analytics data') });
    renderPortalAnalytics();
    expect(await screen.findByText('Failed to fetch analytics data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows Free the last 7 days in the editor, the longer periods locked, and the way to Pro', async () => {
    const me = makeMe({ plan: 'free' });
    const fetchMock = mockApi({
      ...portalEndpoints({ me, portals: [makePortal({ id: 'p1', name: 'Acme rebrand' })] }),
      'GET /api/portals/:id/analytics': { body: makeAnalytics('7d', { advanced: false }) },
    });
    renderApp('/dashboard/edit/p1?tab=analytics', { me });
    expect(await screen.findByRole('button', { name: '7 days' }, { timeout: 20_000 })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: '90 days' })).toBeDisabled();
    expect(screen.getByText('Your plan shows the last 7 days. Longer periods come with the Pro plan.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=plan',
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/portals/p1/analytics?period=7d'),
    );
  });
});
