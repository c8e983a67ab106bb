import type { AdminDashboard } from '@clientdock/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useAdminDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api.get<AdminDashboard>('/api/admin/dashboard', { signal }),
    refetchInterval: 60_000,
  });
}
