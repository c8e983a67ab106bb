import type { CustomDomain } from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

const domainPath = (domain: string) => `/api/custom-domains/${encodeURIComponent(domain)}`;

export function getCustomDomainsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.customDomains(),
    queryFn: async ({ signal }) =>
      (await api.get<{ domains: CustomDomain[] }>('/api/custom-domains', { signal })).domains,
  });
}

export function useCustomDomains(enabled: boolean) {
  return useQuery({ ...getCustomDomainsQueryOptions(), enabled });
}

function useReplaceDomain() {
  const queryClient = useQueryClient();
  return (next: CustomDomain) =>
    queryClient.setQueryData<CustomDomain[]>(settingsKeys.customDomains(), (list = []) =>
      list.some((item) => item.domain === next.domain)
        ? list.map((item) => (item.domain === next.domain ? next : item))
        : [...list, next],
    );
}

export function useAddCustomDomain() {
  const replace = useReplaceDomain();
  return useMutation({
    mutationFn: (domain: string) => api.post<CustomDomain>('/api/custom-domains', { domain }),
    onSuccess: replace,
  });
}

/** Asks the server to look at DNS now rather than wait for its next round. */
export function useCheckCustomDomain() {
  const replace = useReplaceDomain();
  return useMutation({
    mutationFn: (domain: string) => api.get<CustomDomain>(`${domainPath(domain)}/status`),
    onSuccess: replace,
  });
}

export function useRemoveCustomDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => api.delete<void>(domainPath(domain)),
    onSuccess: (_answer, domain) =>
      queryClient.setQueryData<CustomDomain[]>(settingsKeys.customDomains(), (list = []) =>
        list.filter((item) => item.domain !== domain),
      ),
  });
}
