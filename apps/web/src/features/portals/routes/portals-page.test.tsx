import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMe, makePortal } from '@/test/fixtures';
import { bodiesSentTo, mockApi, portalEndpoints } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function listRequests(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), method: init?.method ?? 'GET' }))
    .filter(({ url, method }) => method === 'GET' && url.pathname === '/api/portals');
}

describe('portals page', () => {
  it('leads a creator without portals to create the first one', async () => {
    const me = makeMe();
    mockApi(portalEndpoints({ me, portals: [] }));
    renderApp('/dashboard/portals', { me });
    expect(await screen.findByRole('heading', { name: 'Create your first portal' })).toBeInTheDocument();
    expect(screen.getByText('0 of 3 active portals')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create your first portal' }));
    expect(await screen.findByRole('dialog', { name: 'New portal' })).toBeInTheDocument();
  });

  it('shows a skeleton shaped like the cards while loading', async () => {
    const me = makeMe();
    mockApi({ 'GET /api/portals': () => new Promise(() => {}) });
    renderApp('/dashboard/portals', { me });
    expect(await screen.findByRole('status', { name: 'Loading portals' })).toBeInTheDocument();
  });

  it('shows each portal with its status, access mode, expiry and counts, and the plan usage', async () => {
    const me = makeMe({ usage: { activePortals: 2, totalPortals: 3 } });
    const portals = [
      makePortal({
        name: 'Acme rebrand',
        accessType: 'pin',
        hasPin: true,
        expiresAt: '2027-03-31T23:59:59.999Z',
        counts: {
          files: 4,
          views: 12,
          downloads: 7,
          comments: 3,
          approvals: 1,
          lastAccessedAt: '2026-11-20T15:04:00.000Z',
        },
      }),
      makePortal({ name: 'Northwind site', status: 'draft', accessType: 'email' }),
    ];
    mockApi(portalEndpoints({ me, portals }));
    renderApp('/dashboard/portals', { me });
    const card = within(await screen.findByRole('article', { name: 'Acme rebrand' }));
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(card.getByText('PIN')).toBeInTheDocument();
    expect(card.getByText('Expires 03/31/2027')).toBeInTheDocument();
    expect(card.getByText('12')).toBeInTheDocument();
    expect(card.getByText('views')).toBeInTheDocument();
    expect(card.getByText('7')).toBeInTheDocument();
    expect(card.getByText('downloads')).toBeInTheDocument();
    expect(card.getByText(/Last accessed/)).toHaveTextContent('Last accessed 11/20/2026');
    expect(card.getByRole('link', { name: 'Open Acme rebrand as client' })).toHaveAttribute(
      'href',
      portals[0]?.shareUrl,
    );
    expect(card.getByRole('link', { name: 'Edit Acme rebrand' })).toHaveAttribute(
      'href',
      `/dashboard/edit/${portals[0]?.id}`,
    );
    expect(within(screen.getByRole('article', { name: 'Northwind site' })).getByText('Draft')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Northwind site' })).getByText(/Not opened by a client yet/),
    ).toBeInTheDocument();
    expect(screen.getByText('2 of 3 active portals')).toBeInTheDocument();
  });

  it('searches and filters by status on the server, and says when nothing matches', async () => {
    const me = makeMe();
    const fetchMock = mockApi(
      portalEndpoints({
        me,
        portals: [
          makePortal({ name: 'Acme rebrand' }),
          makePortal({ name: 'Acme photos', status: 'draft' }),
          makePortal({ name: 'Northwind site' }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/portals', { me });
    await screen.findByRole('article', { name: 'Northwind site' });

    await user.type(screen.getByRole('searchbox', { name: 'Search portals' }), 'acme');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Northwind site' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Acme rebrand' })).toBeInTheDocument();
    expect(listRequests(fetchMock).at(-1)?.url.searchParams.get('q')).toBe('acme');

    await user.click(screen.getByRole('button', { name: 'Draft' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Acme rebrand' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Acme photos' })).toBeInTheDocument();
    expect(listRequests(fetchMock).at(-1)?.url.searchParams.get('status')).toBe('draft');

    await user.click(screen.getByRole('button', { name: 'Expired' }));
    expect(await screen.findByRole('heading', { name: 'No portals match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article', { name: 'Northwind site' })).toBeInTheDocument();
  });

  it('sorts by name in ascending order', async () => {
    const me = makeMe();
    const fetchMock = mockApi(
      portalEndpoints({ me, portals: [makePortal({ name: 'Zeta' }), makePortal({ name: 'Alpha' })] }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/portals', { me });
    await screen.findByRole('article', { name: 'Zeta' });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name (A to Z)' }));
    await waitFor(() => expect(listRequests(fetchMock).at(-1)?.url.searchParams.get('sort')).toBe('name'));
    expect(listRequests(fetchMock).at(-1)?.url.searchParams.get('order')).toBe('asc');
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'Alpha',
        'Zeta',
      ]),
    );
  });

  it('copies a portal link and says so', async () => {
    const me = makeMe();
    const portal = makePortal({ name: 'Acme rebrand' });
    mockApi(portalEndpoints({ me, portals: [portal] }));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderApp('/dashboard/portals', { me });
    await user.click(await screen.findByRole('button', { name: 'Copy link to Acme rebrand' }));
    expect(writeText).toHaveBeenCalledWith(portal.shareUrl);
    expect(await screen.findByText('Link to Acme rebrand copied')).toBeInTheDocument();
  });

  it('archives a portal after confirmation', async () => {
    const me = makeMe();
    const portal = makePortal({ name: 'Acme rebrand' });
    const fetchMock = mockApi(portalEndpoints({ me, portals: [portal] }));
    const user = userEvent.setup();
    renderApp('/dashboard/portals', { me });
    await user.click(await screen.findByRole('button', { name: 'More actions for Acme rebrand' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive portal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Acme rebrand archived. Find it in the Archive.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', `/api/portals/${portal.id}/archive`)).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Create your first portal' })).toBeInTheDocument();
  });
});
