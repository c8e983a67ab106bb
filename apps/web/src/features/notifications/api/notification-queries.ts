import type {
  Notification,
  NotificationList,
  NotificationReadResult,
  NotificationType,
  UnreadCount,
} from '@clientdock/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;

/** pollEveryMs: refetch this often (while the live stream is down), or false. */
export function useNotifications(enabled = true, pollEveryMs: number | false = false) {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: () => api.get<NotificationList>('/api/notifications'),
    enabled,
    refetchInterval: pollEveryMs,
  });
}

/**
 * Marks one cached item read and takes the server's unread count: the stream may already have sent the new
 * count, so subtracting locally would count the same read twice.
 */
export function applyRead(
  list: NotificationList | undefined,
  read: Pick<Notification, 'id' | 'readAt'>,
  unreadCount: number,
): NotificationList | undefined {
  if (!list) return list;
  const notifications = list.notifications.map((item) =>
    item.id === read.id && !item.read ? { ...item, read: true, readAt: read.readAt } : item,
  );
  return { notifications, unreadCount };
}

export function applyNew(list: NotificationList | undefined, notification: Notification): NotificationList {
  const current = list ?? { notifications: [], unreadCount: 0 };
  if (current.notifications.some((item) => item.id === notification.id)) return current;
  return {
    notifications: [notification, ...current.notifications].slice(0, 50),
    unreadCount: current.unreadCount + (notification.read ? 0 : 1),
  };
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<NotificationReadResult>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: ({ notification, unreadCount }) => {
      queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
        applyRead(list, notification, unreadCount),
      );
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnreadCount>('/api/notifications/read-all'),
    onSuccess: ({ unreadCount }) => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
        list
          ? {
              notifications: list.notifications.map((item) => (item.read ? item : { ...item, read: true, readAt })),
              unreadCount,
            }
          : list,
      );
    },
  });
}

export function useSendTestNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationType: NotificationType) =>
      api.post<{ notification: Notification }>('/api/notifications/test', { notificationType }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
