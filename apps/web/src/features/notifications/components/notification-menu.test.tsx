import type { Notification } from '@clientdock/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { callsTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function note(id: string, options: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'client_comment',
    title: `Title ${id}`,
    message: `Message ${id}`,
    link: `/dashboard/edit/p1?tab=activity&activity=comments`,
    read: false,
    readAt: null,
    createdAt: minutesAgo(0),
    ...options,
  };
}

/** A stand-in for the browser's EventSource that the test can push events through. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static readonly CLOSED = 2;
  readyState = 1;
  listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) {
      listener(new MessageEvent(name, { data: JSON.stringify(data) }));
    }
  }
  close() {
    this.readyState = 2;
  }
}

afterEach(() => {
  FakeEventSource.instances = [];
});

function setup(notifications: Notification[], handlers: Parameters<typeof mockApi>[0] = {}) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const fetchMock = mockApi({
    'GET /api/notifications': {
      body: { notifications, unreadCount: notifications.filter((item) => !item.read).length },
    },
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderApp('/dashboard', { me: fixtures.proCreator() });
  return { fetchMock, user, ...view };
}

describe('notification menu', () => {
  it('shows the unread count and lists newest first with relative times', async () => {
    const { user } = setup([
      note('a', { createdAt: minutesAgo(0) }),
      note('b', { createdAt: minutesAgo(5), read: true, readAt: minutesAgo(1) }),
      note('c', { createdAt: minutesAgo(3 * 60) }),
      note('d', { createdAt: minutesAgo(2 * 24 * 60) }),
    ]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(dialog).getAllByRole('button', { name: /Title/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Unread: Title a',
      'Title b',
      'Unread: Title c',
      'Unread: Title d',
    ]);
    expect(within(dialog).getByText('Just now')).toBeInTheDocument();
    expect(within(dialog).getByText('5m ago')).toBeInTheDocument();
    expect(within(dialog).getByText('3h ago')).toBeInTheDocument();
    expect(within(dialog).getByText('2d ago')).toBeInTheDocument();
  });

  it('has an empty state and a disabled Mark all read when there is nothing', async () => {
    const { user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByText('No notifications yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('marks a clicked item read and opens what it is about', async () => {
    const { user, fetchMock, router } = setup([note('a')], {
      'POST /api/notifications/:id/read': (_init, request) => ({
        body: { notification: note(request.params.id!, { read: true, readAt: minutesAgo(0) }), unreadCount: 0 },
      }),
      'GET /api/portals/:id': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Portal not found' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Unread: Title a' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/edit/p1'));
    expect(router.state.location.search).toBe('?tab=activity&activity=comments');
    expect(callsTo(fetchMock, 'POST', '/api/notifications/a/read')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('really marks all read', async () => {
    const { user, fetchMock } = setup([note('a'), note('b')], {
      'POST /api/notifications/read-all': { body: { unreadCount: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/notifications/read-all')).toHaveLength(1));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /^Unread:/ })).not.toBeInTheDocument());
    // The button is disabled now; the menu holds the focus so Escape still closes it.
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    // The open dropdown hides the rest of the page from assistive technology, hence `hidden`.
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });

  it('shows the spec messages when marking fails, and stays open', async () => {
    const failure = { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } };
    const { user, router } = setup([note('a')], {
      'POST /api/notifications/:id/read': failure,
      'POST /api/notifications/read-all': failure,
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Unread: Title a' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('Failed to mark notification as read')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    expect(await within(dialog).findByText('Failed to mark all notifications as read')).toBeInTheDocument();
  });

  it('raises the badge live when the stream delivers a notification', async () => {
    setup([]);
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0]!;
    expect(stream.url).toBe('/api/notifications/stream');
    act(() => stream.emit('notification', note('live', { title: 'Dana commented' })));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    act(() => stream.emit('unread', { unreadCount: 4 }));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  });

  it('gives a change request its own icon, never the approval check mark', async () => {
    const { user } = setup([
      note('asked', { type: 'client_approval', title: 'Changes requested' }),
      note('ok', { type: 'client_approval', title: 'Approval received' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const asked = within(dialog).getByRole('button', { name: 'Unread: Changes requested' });
    expect(within(asked).getByTestId('RateReviewOutlinedIcon')).toBeInTheDocument();
    expect(within(asked).queryByTestId('CheckCircleOutlineIcon')).not.toBeInTheDocument();
    const approved = within(dialog).getByRole('button', { name: 'Unread: Approval received' });
    expect(within(approved).getByTestId('CheckCircleOutlineIcon')).toBeInTheDocument();
  });

  it('polls every 30 s while the live stream is down, and stops once it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { fetchMock } = setup([]);
      await screen.findByRole('button', { name: 'Notifications' });
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
      const gets = () => callsTo(fetchMock, 'GET', '/api/notifications').length;
      const first = FakeEventSource.instances[0]!;
      act(() => first.emit('open', {}));
      const live = gets();
      await act(() => vi.advanceTimersByTimeAsync(65_000));
      expect(gets()).toBe(live);

      // The server closes the stream for good; the next attempt does not get through either.
      first.readyState = FakeEventSource.CLOSED;
      act(() => first.emit('error', {}));
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      await waitFor(() => expect(gets()).toBe(live + 1));
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await waitFor(() => expect(gets()).toBe(live + 2));

      // Back live: one refetch for what was missed, then no more polling.
      const reopened = FakeEventSource.instances.at(-1)!;
      expect(reopened).not.toBe(first);
      act(() => reopened.emit('open', {}));
      await waitFor(() => expect(gets()).toBe(live + 3));
      await act(() => vi.advanceTimersByTimeAsync(65_000));
      expect(gets()).toBe(live + 3);
    } finally {
      vi.useRealTimers();
    }
  });
});
