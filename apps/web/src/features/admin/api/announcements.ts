import type { Announcement, AnnouncementCreate, AnnouncementList } from '@clientdock/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const announcementKeys = { list: ['admin', 'announcements'] as const };

/** While mail is still going out, the history is refreshed every few seconds to show its progress. */
export function useAnnouncements() {
  return useQuery({
    queryKey: announcementKeys.list,
    queryFn: ({ signal }) => api.get<AnnouncementList>('/api/admin/announcements', { signal }),
    refetchInterval: (query) =>
      query.state.data?.announcements.some((a) => a.email.status === 'queued' || a.email.status === 'sending')
        ? 3000
        : false,
  });
}

export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementCreate) => api.post<Announcement>('/api/admin/announcements', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.list }),
  });
}
