import type { Notification, NotificationList, NotificationType } from '@clientdock/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;

export function useNotifications(enabled = true) {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: () => api.get<NotificationList>('/api/notifications'),
    enabled,
  });
}

/** Keeps the cached list in step with what the server said, so the badge never waits for a refetch. */
export function applyRead(
  list: NotificationList | undefined,
  id: string,
  readAt: string,
): NotificationList | undefined {
  if (!list) return list;
  let changed = 0;
  const notifications = list.notifications.map((item) => {
    if (item.id !== id || item.read) return item;
    changed += 1;
    return { ...item, read: true, readAt };
  });
  return { notifications, unreadCount: Math.max(0, list.unreadCount - changed) };
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
    mutationFn: (id: string) => api.post<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
        applyRead(list, id, new Date().toISOString()),
      );
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ unreadCount: number }>('/api/notifications/read-all'),
    onSuccess: () => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
        list
          ? {
              notifications: list.notifications.map((item) => (item.read ? item : { ...item, read: true, readAt })),
              unreadCount: 0,
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
