import type { Notification } from '@clientdock/shared';
import type { NotificationRecord, NotificationsRepository } from './notifications.repository';

/**
 * What happened to a user's notifications, or to their sessions (some were signed out or revoked: each open
 * stream checks its own); small enough to cross instances as a message.
 */
export type NotificationChange =
  | { kind: 'created'; notificationId: string }
  | { kind: 'read' }
  | { kind: 'sessions-ended' };

/** What a live stream (SSE) is sent: a new notification, or the unread count after any change. */
export type NotificationStreamEvent =
  | { event: 'notification'; data: Notification }
  | { event: 'unread'; data: { unreadCount: number } }
  /** Not sent to the browser: tells the stream to check that its session still holds. */
  | { event: 'sessions-ended' };

export type NotificationStreamListener = (event: NotificationStreamEvent) => void;

/**
 * Live delivery of notification changes to the streams open for a user, on whichever app instance they
 * are. publish() announces a change; every instance with subscribers for that user reads the current state
 * from the database once and hands it to them.
 */
export interface NotificationBroadcaster {
  publish(userId: string, change: NotificationChange): Promise<void>;
  /** Answers the function that unsubscribes. */
  subscribe(userId: string, listener: NotificationStreamListener): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function toNotification(record: NotificationRecord): Notification {
  const { uid: _uid, ...notification } = record;
  return notification;
}

/** The subscribers of one instance, and the database reads that turn a change into stream events. */
export function createLocalFanout(repository: NotificationsRepository, onError: (error: unknown) => void) {
  const listeners = new Map<string, Set<NotificationStreamListener>>();

  async function eventsFor(userId: string, change: NotificationChange): Promise<NotificationStreamEvent[]> {
    if (change.kind === 'sessions-ended') return [{ event: 'sessions-ended' }];
    const events: NotificationStreamEvent[] = [];
    if (change.kind === 'created') {
      const record = await repository.findById(change.notificationId);
      if (!record || record.uid !== userId) return [];
      events.push({ event: 'notification', data: toNotification(record) });
    }
    events.push({ event: 'unread', data: { unreadCount: await repository.countUnread(userId) } });
    return events;
  }

  return {
    subscribe(userId: string, listener: NotificationStreamListener): () => void {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    async dispatch(userId: string, change: NotificationChange): Promise<void> {
      if (!listeners.has(userId)) return;
      try {
        const events = await eventsFor(userId, change);
        for (const listener of [...(listeners.get(userId) ?? [])]) {
          for (const event of events) listener(event);
        }
      } catch (error) {
        onError(error);
      }
    },
    userIds(): string[] {
      return [...listeners.keys()];
    },
  };
}
export type LocalFanout = ReturnType<typeof createLocalFanout>;

/** One app instance: changes go straight to this instance's subscribers. */
export function createInProcessBroadcaster(
  repository: NotificationsRepository,
  onError: (error: unknown) => void,
): NotificationBroadcaster {
  const fanout = createLocalFanout(repository, onError);
  return {
    publish: (userId, change) => fanout.dispatch(userId, change),
    subscribe: (userId, listener) => fanout.subscribe(userId, listener),
    async start() {},
    async close() {},
  };
}
