import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFile, makeMe, makePortal } from '@/test/fixtures';
import { stackSortableRows } from '@/test/layout-rects';
import { apiError, bodiesSentTo, mockApi, portalEndpoints } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function setup(
  path: string,
  portal = makePortal({ id: 'p1', name: 'Acme rebrand' }),
  files = [] as ReturnType<typeof makeFile>[],
  me = makeMe({ plan: 'pro' }),
) {
  const fetchMock = mockApi(portalEndpoints({ me, portals: [portal], files: { p1: files } }));
  const view = renderApp(path, { me });
  return { fetchMock, user: userEvent.setup(), ...view };
}

describe('portal editor', () => {
  it('brings the tab named in the address into view once the portal is drawn (the tabs scroll on a phone)', async () => {
    const scrolled: string[] = [];
    // jsdom has no scrollIntoView; it is taken away again after (one DOM per worker).
    HTMLElement.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) {
      scrolled.push(this.id);
    };
    try {
      setup('/dashboard/edit/p1?tab=analytics');
      expect(await screen.findByRole('tab', { name: 'Analytics', selected: true })).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toContain('editor-tab-analytics'));
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('keeps a downgraded account’s PIN portal on its PIN, and shows email code as a Pro feature', async () => {
    const portal = makePortal({ id: 'p1', name: 'Proofs', accessType: 'pin', hasPin: true });
    setup('/dashboard/edit/p1', portal, [], makeMe({ plan: 'free' }));
    expect(await screen.findByRole('radio', { name: 'PIN' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'PIN' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Open link' })).toBeEnabled();
    const email = screen.getByRole('radio', { name: 'Email code' });
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(/^Needs the Pro plan\./);
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=plan',
    );
  });

  it('sets a PIN and never shows it again', async () => {
    const { fetchMock, user } = setup('/dashboard/edit/p1');
    await user.click(await screen.findByRole('radio', { name: 'PIN' }));
    await user.type(screen.getByRole('textbox', { name: 'PIN code' }), '2468');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved. The new PIN is in place.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1')[0]).toMatchObject({ accessType: 'pin', pin: '2468' });
    const field = await screen.findByRole('textbox', { name: 'New PIN' });
    expect(field).toHaveValue('');
    expect(screen.getByText(/A PIN is set\. Leave this empty to keep it/)).toBeInTheDocument();
  });

  it('shows a plan refusal (the plan changed in another tab) with the way to the plans', async () => {
    const me = makeMe({ plan: 'pro' });
    const refusal = 'PIN and email-code access come with the Pro plan. Upgrade to use them.';
    mockApi({
      ...portalEndpoints({ me, portals: [makePortal({ id: 'p1', name: 'Open one' })] }),
      'PATCH /api/portals/:id': apiError(403, 'PLAN_REQUIRED', refusal),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/edit/p1', { me });
    await user.click(await screen.findByRole('radio', { name: 'PIN' }));
    await user.type(screen.getByRole('textbox', { name: 'PIN code' }), '2468');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(within(alert).getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
  });

  it('shows a refusal from the server beside the form', async () => {
    const me = makeMe();
    const limit = 'Your Free plan allows 3 active portals. Archive one or upgrade to activate another.';
    mockApi({
      ...portalEndpoints({ me, portals: [makePortal({ id: 'p1', name: 'Draft one', status: 'draft' })] }),
      'PATCH /api/portals/:id': apiError(403, 'LIMIT_REACHED', limit),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/edit/p1', { me });
    await user.click(await screen.findByRole('radio', { name: 'Publish now' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(limit);
    expect(within(alert).getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
  });

  it('lists files with size, versions and date, renames one inline and deletes one after confirmation', async () => {
    const files = [
      makeFile('p1', { id: 'f1', name: 'brief.pdf', size: 1536, versions: 3, uploadedAt: '2026-11-03T10:00:00.000Z' }),
      makeFile('p1', { id: 'f2', name: 'logo.png', mime: 'image/png' }),
    ];
    const { fetchMock, user } = setup('/dashboard/edit/p1?tab=files', undefined, files);
    const list = within(await screen.findByRole('list', { name: 'Files' }));
    expect(list.getByText('1.5 KB · 3 versions · Uploaded 11/03/2026')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Download brief.pdf' })).toHaveAttribute('href', files[0]?.downloadUrl);

    await user.click(list.getByRole('button', { name: 'More actions for brief.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const name = screen.getByRole('textbox', { name: 'File name' });
    await user.clear(name);
    await user.type(name, 'project brief.pdf{Enter}');
    expect(await screen.findByText('Renamed to project brief.pdf')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1/files/f1')).toEqual([{ name: 'project brief.pdf' }]);

    await user.click(list.getByRole('button', { name: 'More actions for logo.png' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete file?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('logo.png deleted')).toBeInTheDocument();
    await waitFor(() => expect(list.queryByText('logo.png')).not.toBeInTheDocument());
  });

  it('reorders files with the keyboard and saves the order', async () => {
    const rects = stackSortableRows();
    const files = [makeFile('p1', { id: 'f1', name: 'a.pdf' }), makeFile('p1', { id: 'f2', name: 'b.pdf' })];
    const { fetchMock, user } = setup('/dashboard/edit/p1?tab=files', undefined, files);
    (await screen.findByRole('button', { name: 'Reorder b.pdf' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(await screen.findByText('File order saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/portals/p1/files/order')).toEqual([{ fileIds: ['f2', 'f1'] }]);
    rects.mockRestore();
  });

  it('shares the link: copy, access summary and open as client', async () => {
    const portal = makePortal({
      id: 'p1',
      name: 'Acme rebrand',
      accessType: 'email',
      allowedEmails: ['ceo@acme.test'],
    });
    const { user } = setup('/dashboard/edit/p1?tab=share', portal);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    expect(await screen.findByRole('heading', { name: 'How clients get in: Email code' })).toBeInTheDocument();
    expect(screen.getByText('ceo@acme.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(portal.shareUrl);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Open as client' })) {
      expect(link).toHaveAttribute('href', portal.shareUrl);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('archives the portal, then shows it read-only with a way to restore it', async () => {
    const { fetchMock, user } = setup('/dashboard/edit/p1');
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Archive portal?' })).getByRole('button', { name: 'Archive' }),
    );
    expect(await screen.findByText(/This portal is archived, so it is read-only/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Restore portal?' })).getByRole('button', { name: 'Restore' }),
    );
    expect(await screen.findByText('Acme rebrand restored')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals/p1/restore')).toHaveLength(1);
  });

  it('says so when the portal does not exist', async () => {
    setup('/dashboard/edit/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Portal not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to portals' })).toHaveAttribute('href', '/dashboard/portals');
  });
});
