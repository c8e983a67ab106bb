import type { Notification, NotificationList } from '@clientdock/shared';
import { NOTIFICATION_STREAM_EVENTS } from '@clientdock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { applyNew, notificationsQueryKey } from '../api/notification-queries';

const STREAM_URL = '/api/notifications/stream';
const MAX_RETRY_MS = 30_000;
/** While the stream is down, the list is fetched this often instead. */
export const NOTIFICATION_POLL_MS = 30_000;

function parse<T>(event: MessageEvent): T | null {
  try {
    return JSON.parse(String(event.data)) as T;
  } catch {
    return null;
  }
}

/**
 * Keeps the notification list live over Server-Sent Events. The browser reconnects a dropped stream by itself;
 * when the server closes it for good (a deploy, a 5xx) we reopen it with a growing delay. After any reconnect
 * the list is refetched, since events sent while away are not replayed. Answers whether the stream is up, so
 * the list can be polled while it is not (a proxy that buffers or cuts SSE, a browser without EventSource).
 */
export function useNotificationStream(enabled: boolean): { isLive: boolean } {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const connect = () => {
      const current = new EventSource(STREAM_URL, { withCredentials: true });
      source = current;
      current.addEventListener('open', () => {
        if (failures > 0) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
        failures = 0;
        setIsLive(true);
      });
      current.addEventListener(NOTIFICATION_STREAM_EVENTS.notification, (event) => {
        const notification = parse<Notification>(event as MessageEvent);
        if (!notification?.id) return;
        queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) => applyNew(list, notification));
      });
      current.addEventListener(NOTIFICATION_STREAM_EVENTS.unread, (event) => {
        const data = parse<{ unreadCount: number }>(event as MessageEvent);
        if (typeof data?.unreadCount !== 'number') return;
        queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
          list ? { ...list, unreadCount: data.unreadCount } : list,
        );
      });
      current.addEventListener('error', () => {
        failures += 1;
        if (!stopped) setIsLive(false);
        if (current.readyState !== EventSource.CLOSED || stopped) return;
        const delay = Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.min(failures, 5));
        timer = setTimeout(connect, delay);
      });
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setIsLive(false);
    };
  }, [enabled, queryClient]);
  return { isLive };
}
