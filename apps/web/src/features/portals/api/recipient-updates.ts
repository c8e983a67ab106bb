import type { RecipientUpdate, RecipientUpdatePreview, RecipientUpdateResult } from '@clientdock/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recipientsKey } from './recipients';

const updateKey = (portalId: string) => [...recipientsKey(portalId), 'update'] as const;
const updatePath = (portalId: string) => `/api/portals/${encodeURIComponent(portalId)}/recipients/update`;

/** What an update would list, asked each time the dialog opens. */
export function useUpdatePreview(portalId: string, enabled: boolean) {
  return useQuery({
    queryKey: updateKey(portalId),
    queryFn: ({ signal }) => api.get<RecipientUpdatePreview>(updatePath(portalId), { signal }),
    enabled,
    staleTime: 0,
  });
}

export function useSendUpdate(portalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecipientUpdate) => api.post<RecipientUpdateResult>(updatePath(portalId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: updateKey(portalId) }),
  });
}
