import type { MyTemplate, MyTemplateList, TemplateCreateInput, TemplateUpdateInput } from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { templateKeys } from './keys';

export function getMyTemplatesQueryOptions() {
  return queryOptions({
    queryKey: templateKeys.mine(),
    queryFn: ({ signal }) => api.get<MyTemplateList>('/api/templates/mine', { signal }),
  });
}

export function useMyTemplates() {
  return useQuery(getMyTemplatesQueryOptions());
}

function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: templateKeys.all });
}

export function useCreateTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (input: TemplateCreateInput) => api.post<MyTemplate>('/api/templates', input),
    onSuccess: refresh,
  });
}

export function useUpdateTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TemplateUpdateInput }) =>
      api.patch<MyTemplate>(`/api/templates/${encodeURIComponent(id)}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/templates/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
