import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFile } from '@/test/fixtures';
import { bodiesSentTo, jsonBody, mockApi } from '@/test/mock-api';
import { FileReviewDialog } from './file-review-dialog';
import { makeComment, renderWithProviders } from './review-test-kit';

const file = makeFile('p1', { id: 'f1', name: 'logo.png', mime: 'image/png', version: 1 });

function setup() {
  const lower = makeComment({ body: 'Move the tagline', anchor: { kind: 'point', x: 0.3, y: 0.7 } });
  const upper = makeComment({
    authorName: 'Sam',
    body: 'Logo larger',
    anchor: { kind: 'rect', x: 0.1, y: 0.1, w: 0.3, h: 0.2 },
    replies: [makeComment({ parentId: null, authorType: 'creator', authorName: 'Owner', body: 'On it', anchor: null })],
  });
  const resolved = makeComment({
    body: 'Typo fixed',
    anchor: { kind: 'point', x: 0.9, y: 0.9 },
    status: 'resolved',
    resolvedAt: '2026-11-03T11:00:00.000Z',
  });
  const fetchMock = mockApi({
    'GET /api/portals/p1/files/f1/versions': { body: { files: [{ ...file, note: null }] } },
    'GET /api/portals/p1/comments': { body: { comments: [lower, upper, resolved] } },
    'POST /api/portals/p1/comments': (init) => ({
      status: 201,
      body: makeComment({ ...jsonBody(init), authorType: 'creator', anchor: null }),
    }),
    'PATCH /api/portals/p1/comments/:commentId': (_init, request) => ({
      body: {
        ...upper,
        id: request.params.commentId ?? '',
        status: 'resolved',
        resolvedAt: '2026-11-03T12:00:00.000Z',
      },
    }),
    'GET /api/portals/p1/files': { body: { files: [file] } },
  });
  renderWithProviders(
    <FileReviewDialog portalId="p1" file={file} color="#7c3aed" onClose={() => {}} onCarryForward={() => {}} />,
  );
  return { fetchMock, user: userEvent.setup(), lower, upper, resolved };
}

describe('file review dialog', () => {
  it('shows numbered markers over the preview and the threads in reading order', async () => {
    setup();
    const dialog = within(screen.getByRole('dialog', { name: 'Review logo.png' }));
    expect(await dialog.findByRole('img', { name: 'logo.png, version 1' })).toHaveAttribute(
      'src',
      '/api/portals/p1/files/f1/download?version=1',
    );
    const list = within(await dialog.findByRole('list', { name: 'Comments on this version' }));
    const items = list.getAllByRole('listitem').filter((item) => item.getAttribute('aria-label'));
    // Listed top to bottom; numbered in the order the pins were made, as the client portal numbers them.
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Comment 2 by Sam', 'Comment 1 by Dana']);
    expect(list.getByText('On it')).toBeInTheDocument();
    expect(dialog.queryByText('Typo fixed')).not.toBeInTheDocument();

    const marker = dialog.getByRole('button', { name: 'Comment 1 by Dana' });
    await userEvent.setup().click(marker);
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
  });

  it('replies to a thread and resolves it', async () => {
    const { fetchMock, user, upper } = setup();
    const thread = within(await screen.findByRole('listitem', { name: 'Comment 2 by Sam' }));
    await user.type(thread.getByRole('textbox', { name: 'Reply to comment 2' }), 'Done in v2');
    await user.click(thread.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals/p1/comments')).toEqual([
      { body: 'Done in v2', parentId: upper.id },
    ]);
    await user.click(thread.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Comment 2 resolved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', `/api/portals/p1/comments/${upper.id}`)).toEqual([{ resolved: true }]);
  });

  it('shows resolved comments when asked, with Reopen', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('switch', { name: 'Show resolved (1)' }));
    const thread = within(await screen.findByRole('listitem', { name: 'Comment 3 by Dana' }));
    expect(thread.getByText('Typo fixed')).toBeInTheDocument();
    expect(thread.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comment 3 by Dana' })).toBeInTheDocument();
  });

  it('places the creator’s own pin where the preview is clicked and sends it with the version', async () => {
    const { fetchMock, user } = setup();
    const dialog = within(screen.getByRole('dialog', { name: 'Review logo.png' }));
    await user.click(await dialog.findByRole('button', { name: 'Comment on this' }));
    expect(dialog.getByText(/Click a spot or drag over an area of the preview/)).toBeInTheDocument();
    const layer = dialog.getByTestId('place-on-page-1');
    layer.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
    await user.pointer({ keys: '[MouseLeft]', target: layer, coords: { clientX: 50, clientY: 25 } });
    const form = within(await dialog.findByRole('form', { name: 'New comment' }));
    await user.type(form.getByRole('textbox', { name: 'Your comment' }), 'Tighter spacing here');
    await user.click(form.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals/p1/comments')).toEqual([
      { body: 'Tighter spacing here', fileId: 'f1', fileVersion: 1, anchor: { kind: 'point', x: 0.25, y: 0.25 } },
    ]);
  });
});
