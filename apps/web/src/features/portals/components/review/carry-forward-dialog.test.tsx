import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo, jsonBody, mockApi } from '@/test/mock-api';
import { CarryForwardDialog } from './carry-forward-dialog';
import { makeComment, renderWithProviders } from './review-test-kit';

describe('carry forward or close open comments', () => {
  it('carries one pin forward and closes another as addressed, showing what became of each', async () => {
    const top = makeComment({ body: 'Logo larger', anchor: { kind: 'point', x: 0.5, y: 0.1 } });
    const low = makeComment({ body: 'Warmer colours', anchor: { kind: 'rect', x: 0.1, y: 0.8, w: 0.2, h: 0.1 } });
    const done = makeComment({ body: 'Already fixed', status: 'resolved', resolvedAt: '2026-11-03T11:00:00.000Z' });
    const comments = [low, top, done];
    const fetchMock = mockApi({
      'GET /api/portals/p1/comments': () => ({ body: { comments } }),
      'POST /api/portals/p1/files/f1/carry-forward': (init) => ({
        body: {
          comments: jsonBody<{ commentIds: string[] }>(init).commentIds.map((id) =>
            makeComment({ ...comments.find((c) => c.id === id), id: `${id}-v2`, fileVersion: 2, carriedFrom: id }),
          ),
        },
      }),
      'POST /api/portals/p1/files/f1/close-addressed': (init) => ({
        body: {
          comments: jsonBody<{ commentIds: string[] }>(init).commentIds.map((id) => ({
            ...comments.find((c) => c.id === id)!,
            status: 'resolved',
            resolvedAt: '2026-11-03T12:00:00.000Z',
          })),
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <CarryForwardDialog portalId="p1" file={{ id: 'f1', name: 'logo.png', version: 2 }} onClose={() => {}} />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Carry forward or close open comments' }));
    const list = within(await dialog.findByRole('list', { name: 'Open pins on version 1' }));
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Comment 1 by Dana', 'Comment 2 by Dana']);
    expect(dialog.queryByText('Already fixed')).not.toBeInTheDocument();

    await user.click(within(items[0]!).getByRole('button', { name: 'Carry forward to v2' }));
    expect(await within(items[0]!).findByText('Carried forward to v2')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals/p1/files/f1/carry-forward')).toEqual([
      { commentIds: [top.id], to: 2 },
    ]);
    await user.click(within(items[1]!).getByRole('button', { name: 'Close as addressed' }));
    expect(await within(items[1]!).findByText('Closed as addressed in v2')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals/p1/files/f1/close-addressed')).toEqual([
      { commentIds: [low.id] },
    ]);
  });

  it('carries every open pin forward at once', async () => {
    const pins = [makeComment(), makeComment({ anchor: { kind: 'point', x: 0.2, y: 0.9 } })];
    const fetchMock = mockApi({
      'GET /api/portals/p1/comments': { body: { comments: pins } },
      'POST /api/portals/p1/files/f1/carry-forward': { body: { comments: [] } },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <CarryForwardDialog portalId="p1" file={{ id: 'f1', name: 'logo.png', version: 2 }} onClose={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Carry all forward to v2' }));
    expect(await screen.findAllByText('Carried forward to v2')).toHaveLength(2);
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals/p1/files/f1/carry-forward')).toEqual([
      { commentIds: pins.map((pin) => pin.id), to: 2 },
    ]);
  });
});
