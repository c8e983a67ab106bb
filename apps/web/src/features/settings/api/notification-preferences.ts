import type { NotificationPreferences } from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

const PATH = '/api/settings/notifications';

export function getNotificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.notifications(),
    queryFn: ({ signal }) => api.get<NotificationPreferences>(PATH, { signal }),
  });
}

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}

/** PATCH replaces the whole preference object. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferences) => api.patch<NotificationPreferences>(PATH, input),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.notifications(), saved),
  });
}
