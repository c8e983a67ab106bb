import type { PortalFile } from '@clientdock/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFile } from '@/test/fixtures';
import { bodiesSentTo, jsonBody, mockApi } from '@/test/mock-api';
import { FileReviewDialog } from './file-review-dialog';
import { SpotMarkers } from './pin-markers';
import { makeComment, renderWithProviders } from './review-test-kit';

// The creator's "Comment on this" mode: a rectangle by drag, a point by keyboard, a stretch of a video.

function open(file: PortalFile) {
  const fetchMock = mockApi({
    [`GET /api/portals/p1/files/${file.id}/versions`]: { body: { files: [{ ...file, note: null }] } },
    'GET /api/portals/p1/comments': { body: { comments: [] } },
    'POST /api/portals/p1/comments': (init) => ({
      status: 201,
      body: makeComment({ ...jsonBody(init), fileId: file.id, authorType: 'creator' }),
    }),
    'GET /api/portals/p1/files': { body: { files: [file] } },
  });
  renderWithProviders(
    <FileReviewDialog portalId="p1" file={file} color="#7c3aed" onClose={() => {}} onCarryForward={() => {}} />,
  );
  const dialog = within(screen.getByRole('dialog', { name: `Review ${file.name}` }));
  return { fetchMock, dialog, user: userEvent.setup() };
}

async function saveNote(dialog: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>, text: string) {
  const form = within(await dialog.findByRole('form', { name: 'New comment' }));
  await user.type(form.getByRole('textbox', { name: 'Your comment' }), text);
  await user.click(form.getByRole('button', { name: 'Add comment' }));
  expect(await screen.findByText('Comment added')).toBeInTheDocument();
}

const image = makeFile('p1', { id: 'f1', name: 'logo.png', mime: 'image/png' });
const placeLabel = 'Place a comment on the image: arrow keys move, Enter places';

describe('creator pinning', () => {
  it('draws a rectangle when the pointer is dragged over the image', async () => {
    const { fetchMock, dialog, user } = open(image);
    await user.click(await dialog.findByRole('button', { name: 'Comment on this' }));
    const surface = dialog.getByRole('application', { name: placeLabel });
    surface.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
    fireEvent.pointerDown(surface, { button: 0, clientX: 120, clientY: 60, pointerId: 1 });
    fireEvent.pointerMove(surface, { button: 0, clientX: 60, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(surface, { button: 0, clientX: 20, clientY: 10, pointerId: 1 });
    expect(dialog.getByTestId('pin-draft')).toHaveStyle({ width: '50%', height: '50%' });
    await saveNote(dialog, user, 'This whole block');
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals/p1/comments')).toEqual([
      {
        body: 'This whole block',
        fileId: 'f1',
        fileVersion: 1,
        anchor: { kind: 'rect', x: 0.1, y: 0.1, w: 0.5, h: 0.5 },
      },
    ]);
  });

  it('places a point with the keyboard crosshair, and Escape leaves the mode without closing the review', async () => {
    const { fetchMock, dialog, user } = open(image);
    const toggle = await dialog.findByRole('button', { name: 'Comment on this' });
    await user.click(toggle);
    await user.tab();
    expect(dialog.getByRole('application', { name: placeLabel })).toHaveFocus();
    expect(dialog.getByTestId('pin-crosshair')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(dialog.queryByRole('application')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Review logo.png' })).toBeInTheDocument();

    await user.click(toggle);
    dialog.getByRole('application', { name: placeLabel }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}{ArrowLeft}{Enter}');
    await saveNote(dialog, user, 'Nudge this');
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals/p1/comments')).toEqual([
      { body: 'Nudge this', fileId: 'f1', fileVersion: 1, anchor: { kind: 'point', x: 0.52, y: 0.6 } },
    ]);
  });

  it('comments at the player’s time and on a stretch from Set start to Set end', async () => {
    const video = makeFile('p1', { id: 'f2', name: 'cut.mp4', mime: 'video/mp4' });
    const { fetchMock, dialog, user } = open(video);
    const toggle = await dialog.findByRole('button', { name: 'Comment on this' });
    const player = (await dialog.findByLabelText('cut.mp4, version 1')) as HTMLVideoElement;
    await user.click(toggle);
    player.currentTime = 12.34;
    fireEvent(player, new Event('timeupdate'));
    await user.click(await dialog.findByRole('button', { name: 'Comment at 0:12' }));
    await saveNote(dialog, user, 'Cut here');

    await user.click(toggle);
    expect(dialog.getByRole('button', { name: 'Set end' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Set start' }));
    player.currentTime = 19.5;
    fireEvent(player, new Event('timeupdate'));
    await user.click(dialog.getByRole('button', { name: 'Set end at 0:19' }));
    await saveNote(dialog, user, 'Too slow');
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals/p1/comments')).toEqual([
      { body: 'Cut here', fileId: 'f2', fileVersion: 1, anchor: { kind: 'time', t: 12.3 } },
      { body: 'Too slow', fileId: 'f2', fileVersion: 1, anchor: { kind: 'range', t: 12.3, t2: 19.5 } },
    ]);
  });

  it('names the PDF page in the pinning area and keeps a drawn area inside the page', async () => {
    const placed: unknown[] = [];
    renderWithProviders(
      <div style={{ position: 'relative' }}>
        <SpotMarkers
          pins={[]}
          page={2}
          hasPages
          color="#7c3aed"
          selectedId={null}
          onSelect={() => {}}
          onPlace={(anchor) => placed.push(anchor)}
        />
      </div>,
    );
    const surface = screen.getByRole('application', {
      name: 'Place a comment on page 2: arrow keys move, Enter places',
    });
    surface.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 400 }) as DOMRect;
    // A thin stroke running off the right edge: clamped into the page, at least 8 px tall.
    fireEvent.pointerDown(surface, { button: 0, clientX: 300, clientY: 398, pointerId: 1 });
    fireEvent.pointerUp(surface, { button: 0, clientX: 480, clientY: 399, pointerId: 1 });
    fireEvent.pointerDown(surface, { button: 0, clientX: 40, clientY: 40, pointerId: 2 });
    fireEvent.pointerUp(surface, { button: 0, clientX: 42, clientY: 41, pointerId: 2 });
    expect(placed).toEqual([
      { kind: 'rect', x: 0.75, y: 0.98, w: 0.25, h: 0.02, page: 2 },
      { kind: 'point', x: 0.1, y: 0.1, page: 2 },
    ]);
  });
});
