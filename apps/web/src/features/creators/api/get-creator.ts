import type { CreatorPage } from '@clientdock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getCreatorQueryOptions(creatorId: string) {
  return queryOptions({
    queryKey: ['creators', creatorId] as const,
    queryFn: ({ signal }) => api.get<CreatorPage>(`/api/creators/${encodeURIComponent(creatorId)}`, { signal }),
  });
}

export function useCreator(creatorId: string) {
  return useQuery(getCreatorQueryOptions(creatorId));
}
