import type { AdminTemplate, AdminTemplateList } from '@clientdock/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TemplateFilter = 'pending' | 'approved' | 'rejected' | 'all';

const KEY = ['admin', 'templates'] as const;

export function useAdminTemplates(status: TemplateFilter, q: string, page: number) {
  return useQuery({
    queryKey: [...KEY, status, q, page],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ status, page: String(page) });
      if (q.trim()) search.set('q', q.trim());
      return api.get<AdminTemplateList>(`/api/admin/templates?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

type Moderation =
  | { action: 'approve' }
  | { action: 'reject'; reason: string }
  | { action: 'feature'; featured: boolean }
  | { action: 'verify'; verified: boolean };

/** Approve, reject, feature or verify one template; the lists refresh after. */
export function useModerateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: Moderation }) => {
      const { action, ...body } = change;
      return api.post<AdminTemplate>(`/api/admin/templates/${encodeURIComponent(id)}/${action}`, body);
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['templates'] }),
      ]);
    },
  });
}
