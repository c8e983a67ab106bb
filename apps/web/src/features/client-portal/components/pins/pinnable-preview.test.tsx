import type { Comment } from '@clientdock/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonBody, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { IDENTITY_STORAGE_KEY } from '../../lib/client-identity';
import { imageFile, makeComment, makeFile, openPortalHandlers, PORTAL_PATH, UUID } from '../../testing/portal-fixtures';

const videoFile = makeFile({ id: 'f-vid', name: 'Cut.mp4', mime: 'video/mp4', version: 3 });
const BOX = { width: 400, height: 300 };

/** jsdom lays nothing out: the pinning surface measures as a 400 x 300 image at the page's corner. */
function layOutSurface() {
  const real = HTMLElement.prototype.getBoundingClientRect;
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('cp-pin-surface') ? new DOMRect(0, 0, BOX.width, BOX.height) : real.call(this);
  });
}

function portalWith(comments: Comment[], posted: Record<string, unknown>[]) {
  mockApi({
    ...openPortalHandlers({ files: [imageFile, videoFile] }),
    [`GET ${PORTAL_PATH}/comments`]: () => ({ body: { comments } }),
    [`POST ${PORTAL_PATH}/comments`]: (init) => {
      const body = jsonBody(init);
      posted.push(body);
      return { status: 201, body: makeComment({ id: `new${posted.length}`, fileId: String(body.fileId) }) };
    },
  });
  localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify({ name: 'Dana', email: '' }));
}

async function openFile(name: string) {
  renderApp(`/portal/${UUID}`);
  await userEvent.click(await screen.findByRole('button', { name: `Open ${name}` }));
  const dialog = await screen.findByRole('dialog', { name });
  return { dialog, toggle: await within(dialog).findByRole('button', { name: 'Comment on this' }) };
}

async function postNote(dialog: HTMLElement, text: string, formName = 'Comment on this spot') {
  const user = userEvent.setup();
  const form = await within(dialog).findByRole('form', { name: formName });
  await user.type(within(form).getByLabelText('Your note'), text);
  await user.click(within(form).getByRole('button', { name: 'Post comment' }));
}

describe('pinning on an image', () => {
  it('places a point with a click and posts it on the shown version', async () => {
    const posted: Record<string, unknown>[] = [];
    portalWith([], posted);
    layOutSurface();
    const { dialog, toggle } = await openFile('Poster.png');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByText(/Click or tap a spot, or drag to mark an area/)).toHaveAttribute(
      'aria-live',
      'polite',
    );

    const surface = within(dialog).getByRole('application');
    fireEvent.pointerDown(surface, { button: 0, clientX: 100, clientY: 150, pointerId: 1 });
    fireEvent.pointerUp(surface, { button: 0, clientX: 100, clientY: 150, pointerId: 1 });
    await postNote(dialog, 'Move the logo up');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      name: 'Dana',
      body: 'Move the logo up',
      fileId: imageFile.id,
      fileVersion: 1,
      anchor: { kind: 'point', x: 0.25, y: 0.5 },
    });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  });

  it('places a point with the arrow keys and Enter, and Escape leaves the mode without closing the preview', async () => {
    const posted: Record<string, unknown>[] = [];
    portalWith([], posted);
    const user = userEvent.setup();
    const { dialog, toggle } = await openFile('Poster.png');
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('dialog', { name: 'Poster.png' })).toBeInTheDocument();

    await user.click(toggle);
    const surface = within(dialog).getByRole('application');
    await waitFor(() => expect(surface).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}{ArrowUp}{Enter}');
    await postNote(dialog, 'Warmer here');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ fileVersion: 1, anchor: { kind: 'point', x: 0.52, y: 0.59 } });
  });

  it('marks a rectangle with a drag', async () => {
    const posted: Record<string, unknown>[] = [];
    portalWith([], posted);
    layOutSurface();
    const { dialog, toggle } = await openFile('Poster.png');
    await userEvent.click(toggle);
    const surface = within(dialog).getByRole('application');
    fireEvent.pointerDown(surface, { button: 0, clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerMove(surface, { button: 0, clientX: 120, clientY: 90, pointerId: 1 });
    fireEvent.pointerUp(surface, { button: 0, clientX: 200, clientY: 150, pointerId: 1 });
    await postNote(dialog, 'This block', 'Comment on this area');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ anchor: { kind: 'rect', x: 0.1, y: 0.1, w: 0.4, h: 0.4 } });
  });
});

describe('pins and their threads', () => {
  const on = (overrides: Partial<Comment>) => makeComment({ fileId: imageFile.id, fileVersion: 1, ...overrides });
  const comments = [
    on({
      id: 'p1',
      authorName: 'Dana',
      body: 'Logo too small',
      createdAt: '2026-03-01T10:00:00.000Z',
      anchor: { kind: 'point', x: 0.5, y: 0.8 },
      replies: [
        makeComment({
          id: 'r1',
          parentId: 'p1',
          fileId: imageFile.id,
          authorName: 'Maya Chen',
          authorType: 'creator',
          body: 'Making it bigger',
        }),
      ],
    }),
    on({
      id: 'p2',
      authorName: 'Lee',
      body: 'Headline colour',
      createdAt: '2026-03-01T11:00:00.000Z',
      anchor: { kind: 'rect', x: 0.1, y: 0.1, w: 0.3, h: 0.2 },
    }),
    on({
      id: 'p3',
      authorName: 'Sam',
      body: 'Typo fixed',
      createdAt: '2026-03-01T12:00:00.000Z',
      anchor: { kind: 'point', x: 0.2, y: 0.5 },
      status: 'resolved',
      resolvedAt: '2026-03-02T12:00:00.000Z',
    }),
    on({
      id: 'old',
      fileVersion: 2,
      authorName: 'Kim',
      body: 'Other version',
      anchor: { kind: 'point', x: 0.2, y: 0.2 },
    }),
    on({ id: 'plain', body: 'Love the whole thing' }),
  ];

  it('shows numbered markers and a list in reading order, opens a thread, and hides resolved pins until asked', async () => {
    portalWith(comments, []);
    const user = userEvent.setup();
    const { dialog } = await openFile('Poster.png');
    const list = await within(dialog).findByRole('list', { name: 'Pinned comments in reading order' });
    const markers = () =>
      within(dialog)
        .getAllByRole('button', { name: /^Comment \d by/ })
        .map((b) => b.getAttribute('aria-label'));
    expect(markers()).toEqual(['Comment 2 by Lee', 'Comment 1 by Dana']);
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^2 · LeeOpenHeadline colour/),
      expect.stringMatching(/^1 · DanaOpenLogo too small1 reply/),
    ]);
    expect(within(dialog).queryByText('Other version')).not.toBeInTheDocument();
    const plain = within(dialog).getByRole('region', { name: /Comments on this file/ });
    expect(within(plain).getByText('Love the whole thing')).toBeInTheDocument();
    expect(within(plain).queryByText('Logo too small')).not.toBeInTheDocument();

    await user.click(items[1] as HTMLElement);
    const thread = within(list).getByRole('list', { name: 'Thread of comment 1' });
    expect(within(thread).getByText('Making it bigger')).toBeInTheDocument();
    expect(within(thread).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Comment 1 by Dana' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Comment 2 by Lee' }));
    expect(items[0]).toHaveAttribute('aria-expanded', 'true');

    (items[0] as HTMLElement).focus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();

    expect(within(dialog).queryByRole('button', { name: 'Comment 3 by Sam' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: /Show resolved/ }));
    expect(markers()).toEqual(['Comment 2 by Lee', 'Comment 3 by Sam', 'Comment 1 by Dana']);
    expect(within(list).getByText('Resolved')).toBeInTheDocument();
  });
});

describe('pinning on a video', () => {
  it('posts a comment at the player’s time, and on a stretch from Set start to Set end', async () => {
    const posted: Record<string, unknown>[] = [];
    portalWith([], posted);
    const user = userEvent.setup();
    const { dialog, toggle } = await openFile('Cut.mp4');
    await user.click(toggle);
    const video = dialog.querySelector('video') as HTMLVideoElement;
    video.currentTime = 12.34;
    fireEvent(video, new Event('timeupdate'));
    await user.click(await within(dialog).findByRole('button', { name: 'Comment at 0:12' }));
    await postNote(dialog, 'Cut here', 'Comment at 0:12');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ fileId: videoFile.id, fileVersion: 3, anchor: { kind: 'time', t: 12.34 } });

    await user.click(toggle);
    const setEnd = await within(dialog).findByRole('button', { name: /^Set end/ });
    expect(setEnd).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Set start' }));
    video.currentTime = 19.5;
    fireEvent(video, new Event('timeupdate'));
    await user.click(within(dialog).getByRole('button', { name: 'Set end at 0:19' }));
    await postNote(dialog, 'Too slow', 'Comment on 0:12 to 0:19');
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toMatchObject({ anchor: { kind: 'range', t: 12.34, t2: 19.5 } });
  });
});
