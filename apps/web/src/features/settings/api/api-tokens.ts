import type { ApiToken, ApiTokenCreate, ApiTokenCreated, ApiTokenList } from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

export function getApiTokensQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.apiTokens(),
    queryFn: async ({ signal }) => (await api.get<ApiTokenList>('/api/tokens', { signal })).tokens,
  });
}

export const useApiTokens = () => useQuery(getApiTokensQueryOptions());

/** The answer carries the token itself, once; the list keeps only what the server lists. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenCreate) => api.post<ApiTokenCreated>('/api/tokens', input),
    onSuccess: ({ token: _shownOnce, ...created }) =>
      queryClient.setQueryData<ApiToken[]>(settingsKeys.apiTokens(), (list = []) => [created, ...list]),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/tokens/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<ApiToken[]>(settingsKeys.apiTokens(), (list = []) =>
        list.filter((token) => token.id !== id),
      ),
  });
}
