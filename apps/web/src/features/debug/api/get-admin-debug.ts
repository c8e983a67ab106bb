import type { AdminDebug } from '@clientdock/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminDebugQueryKey = ['admin', 'debug'] as const;

export function useAdminDebug() {
  return useQuery({
    queryKey: adminDebugQueryKey,
    queryFn: ({ signal }) => api.get<AdminDebug>('/api/admin/debug', { signal }),
    retry: false,
  });
}
