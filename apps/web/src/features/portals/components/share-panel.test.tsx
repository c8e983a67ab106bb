import type { Portal } from '@clientdock/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePortal } from '@/test/fixtures';
import { apiError, callsTo, mockApi } from '@/test/mock-api';
import { FeedbackProvider } from './feedback';
import { SharePanel } from './share-panel';

function renderPanel(portal: Portal) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider>
        <SharePanel portal={portal} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
}

/** What the panel copied (after userEvent.setup(), which puts its own clipboard in place). */
function stubClipboard() {
  return vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('share panel: the PIN', () => {
  it('stays hidden until asked for, then shows it with a copy button', async () => {
    const portal = makePortal({ accessType: 'pin', hasPin: true });
    const fetchMock = mockApi({ 'GET /api/portals/:id/pin': { body: { pin: '482913' } } });
    const user = userEvent.setup();
    const writeText = stubClipboard();
    renderPanel(portal);
    expect(screen.getByTestId('portal-pin')).toHaveTextContent('Hidden');
    expect(callsTo(fetchMock, 'GET', `/api/portals/${portal.id}/pin`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Show PIN' }));
    expect(await screen.findByText('482913')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy PIN' }));
    expect(writeText).toHaveBeenCalledWith('482913');
    expect(await screen.findByText('PIN copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide PIN' }));
    expect(screen.queryByText('482913')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show PIN' }));
    expect(screen.getByText('482913')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', `/api/portals/${portal.id}/pin`)).toHaveLength(1);
  });

  it('says how to see again a PIN kept only as a hash', async () => {
    mockApi({ 'GET /api/portals/:id/pin': { body: { pin: null } } });
    const user = userEvent.setup();
    renderPanel(makePortal({ accessType: 'pin', hasPin: true }));
    await user.click(screen.getByRole('button', { name: 'Show PIN' }));
    expect(await screen.findByText('PIN set - set a new one to see it again')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy PIN' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and hides the PIN again", async () => {
    mockApi({ 'GET /api/portals/:id/pin': apiError(404, 'NOT_FOUND', 'Portal not found.') });
    const user = userEvent.setup();
    renderPanel(makePortal({ accessType: 'pin', hasPin: true }));
    await user.click(screen.getByRole('button', { name: 'Show PIN' }));
    expect(await screen.findByText('Portal not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show PIN' })).toBeInTheDocument();
  });

  it('offers a team viewer neither the PIN nor the invitation', () => {
    mockApi({});
    renderPanel(
      makePortal({
        accessType: 'pin',
        hasPin: true,
        access: { role: 'viewer', canEdit: false, canManage: false },
      }),
    );
    expect(screen.getByText('Set (hidden). Change it in Details.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show PIN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy invitation' })).not.toBeInTheDocument();
  });
});

describe('share panel: copy invitation', () => {
  it('copies the name, the link and the PIN', async () => {
    const portal = makePortal({ name: 'Acme rebrand', accessType: 'pin', hasPin: true });
    mockApi({ 'GET /api/portals/:id/pin': { body: { pin: '2468' } } });
    const user = userEvent.setup();
    const writeText = stubClipboard();
    renderPanel(portal);
    await user.click(screen.getByRole('button', { name: 'Copy invitation' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`Here is "Acme rebrand":\n${portal.shareUrl}\nPIN: 2468`),
    );
    expect(await screen.findByText('Invitation copied')).toBeInTheDocument();
  });

  it('says when the PIN could not go in', async () => {
    mockApi({ 'GET /api/portals/:id/pin': { body: { pin: null } } });
    const user = userEvent.setup();
    const writeText = stubClipboard();
    renderPanel(makePortal({ accessType: 'pin', hasPin: true }));
    await user.click(screen.getByRole('button', { name: 'Copy invitation' }));
    expect(
      await screen.findByText('Invitation copied without the PIN: set a new PIN in Details to include it'),
    ).toBeInTheDocument();
    expect(writeText.mock.calls[0]?.[0]).not.toContain('PIN');
  });
});

describe('share panel: open as client', () => {
  it('opens a preview link in a new tab, drafts too', async () => {
    const portal = makePortal({ status: 'draft' });
    const previewUrl = `${portal.shareUrl}?preview=signed.token`;
    const fetchMock = mockApi({
      'POST /api/portals/:id/preview': { body: { url: previewUrl, expiresAt: '2026-11-27T08:00:00.000Z' } },
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderPanel(portal);
    const link = screen.getByRole('link', { name: 'Open as client' });
    expect(link).toHaveAttribute('href', portal.shareUrl);
    await user.click(link);
    await waitFor(() => expect(tab.location.href).toBe(previewUrl));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(callsTo(fetchMock, 'POST', `/api/portals/${portal.id}/preview`)).toHaveLength(1);
  });

  it("closes the tab and shows the server's refusal", async () => {
    mockApi({ 'POST /api/portals/:id/preview': apiError(404, 'NOT_FOUND', 'Portal not found.') });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderPanel(makePortal());
    await user.click(screen.getByRole('link', { name: 'Open as client' }));
    expect(await screen.findByText('Portal not found.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('is not offered for an archived portal', () => {
    mockApi({});
    renderPanel(makePortal({ status: 'archived' }));
    const link = screen.getByRole('link', { name: 'Open as client' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(within(document.body).queryByRole('button', { name: 'Show PIN' })).not.toBeInTheDocument();
  });
});
