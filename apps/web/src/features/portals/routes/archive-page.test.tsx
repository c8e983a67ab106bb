import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFile, makeMe, makePortal } from '@/test/fixtures';
import { apiError, bodiesSentTo, mockApi, portalEndpoints } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const LIMIT = 'Your Free plan allows 3 active portals. Archive one or upgrade to activate another.';

describe('archive', () => {
  it('says what the archive is for when it is empty', async () => {
    const me = makeMe();
    mockApi(portalEndpoints({ me, portals: [makePortal({ name: 'Live one' })] }));
    renderApp('/dashboard/archive', { me });
    expect(await screen.findByRole('heading', { name: 'Nothing archived' })).toBeInTheDocument();
    expect(screen.queryByText('Live one')).not.toBeInTheDocument();
  });

  it('restores a portal, and offers a draft or a bigger plan when the limit refuses it', async () => {
    const me = makeMe();
    const portal = makePortal({
      id: 'p1',
      name: 'Old project',
      status: 'archived',
      archivedAt: '2026-11-10T10:00:00.000Z',
    });
    let refusals = 1;
    const endpoints = portalEndpoints({ me, portals: [portal] });
    const restore = endpoints['POST /api/portals/:id/restore'];
    const fetchMock = mockApi({
      ...endpoints,
      'POST /api/portals/:id/restore': (init, request) => {
        if (refusals-- > 0) return apiError(403, 'LIMIT_REACHED', LIMIT);
        return typeof restore === 'function' ? restore(init, request) : { status: 500 };
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/archive', { me });
    const card = within(await screen.findByRole('article', { name: 'Old project' }));
    expect(card.getByText(/Archived 11\/10\/2026/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Restore Old project' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LIMIT);
    expect(within(alert).getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
    await user.click(within(alert).getByRole('button', { name: 'Restore as draft' }));
    expect(await screen.findByText('Old project restored as a draft')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals/p1/restore').at(-1)).toEqual({ status: 'draft' });
    expect(await screen.findByRole('heading', { name: 'Nothing archived' })).toBeInTheDocument();
  });

  it('deletes a portal forever after confirmation', async () => {
    const me = makeMe();
    const fetchMock = mockApi(
      portalEndpoints({ me, portals: [makePortal({ id: 'p1', name: 'Old project', status: 'archived' })] }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/archive', { me });
    await user.click(await screen.findByRole('button', { name: 'Delete Old project forever' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete forever?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText('Old project deleted forever')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'DELETE', '/api/portals/p1')).toHaveLength(1);
  });

  it('shows an archived portal read-only, with its files and empty activity', async () => {
    const me = makeMe();
    const portal = makePortal({
      id: 'p1',
      uuid: 'abc123',
      name: 'Old project',
      status: 'archived',
      sections: [{ id: 'c1', type: 'content', title: 'Wrap-up', html: '<p>Thanks!</p>' }],
    });
    const file = makeFile('p1', { name: 'final.pdf' });
    mockApi(portalEndpoints({ me, portals: [portal], files: { p1: [file] } }));
    renderApp('/archive/portal/abc123', { me });
    expect(await screen.findByRole('heading', { level: 1, name: 'Old project' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download final.pdf' })).toHaveAttribute('href', file.downloadUrl);
    expect(screen.getByRole('heading', { name: 'Wrap-up' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No comments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No approvals' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restore' })).toBeEnabled());
  });

  it('lists the comments and approvals the client left', async () => {
    const me = makeMe();
    const portal = makePortal({ id: 'p1', uuid: 'abc123', name: 'Old project', status: 'archived' });
    const comment = {
      id: 'c1',
      fileId: null,
      parentId: null,
      authorName: 'Dana Client',
      authorType: 'client',
      authorEmail: 'dana@acme.test',
      verified: true,
      body: 'Looks great!',
      createdAt: '2026-11-05T15:30:00.000Z',
      resolvedAt: null,
      fileVersion: null,
      anchor: null,
      status: 'open',
      replies: [],
    };
    const approval = {
      id: 'a1',
      decision: 'changes_requested',
      note: 'Bigger logo, please.',
      fileId: 'f1',
      fileName: 'logo.png',
      fileVersion: 2,
      sha256: 'b'.repeat(64),
      sectionId: null,
      approverName: 'Dana Client',
      approverEmail: 'dana@acme.test',
      verified: true,
      createdAt: '2026-11-06T09:00:00.000Z',
      appliesToLatest: true,
    };
    mockApi({
      ...portalEndpoints({ me, portals: [portal] }),
      'GET /api/portals/by-uuid/:uuid/archive-view': {
        body: { portal, files: [], comments: [comment], approvals: [approval] },
      },
    });
    renderApp('/archive/portal/abc123', { me });
    const comments = within(await screen.findByRole('region', { name: 'Comments' }));
    expect(comments.getByText('Looks great!')).toBeInTheDocument();
    expect(comments.getByText(/dana@acme\.test/)).toBeInTheDocument();
    const approvals = within(screen.getByRole('region', { name: 'Approvals' }));
    expect(approvals.getByText('Changes requested')).toBeInTheDocument();
    expect(approvals.getByText(/logo\.png \(version 2\)/)).toBeInTheDocument();
    expect(approvals.getByText('Bigger logo, please.')).toBeInTheDocument();
  });
});
