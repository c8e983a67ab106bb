import type { Portal, TemplatePurchase } from '@clientdock/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { api } from '@/lib/api-client';
import { templateKeys } from './keys';

export interface UseTemplateInput {
  templateId: string;
  name: string;
  clientName: string;
}

/** A new portal built from the template (POST /api/portals with templateId), counted as a download; a draft until published. */
export function useCreatePortalFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, name, clientName }: UseTemplateInput) =>
      api.post<Portal>('/api/portals', { name, templateId, clientName: clientName || undefined, status: 'draft' }),
    onSuccess: async (_portal, { templateId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['portals'] }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: templateKeys.detail(templateId) }),
      ]);
    },
  });
}

export function usePurchaseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) =>
      api.post<TemplatePurchase>(`/api/templates/${encodeURIComponent(templateId)}/purchase`),
    onSuccess: async (outcome, templateId) => {
      if (outcome.status === 'redirect') {
        window.location.assign(outcome.url);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: templateKeys.detail(templateId) });
    },
  });
}
