import type { AdminDebug } from '@clientdock/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useAdminDebug() {
  return useQuery({
    queryKey: ['admin', 'debug'],
    queryFn: ({ signal }) => api.get<AdminDebug>('/api/admin/debug', { signal }),
    retry: false,
  });
}
