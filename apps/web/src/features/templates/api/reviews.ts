import type { TemplateReviewInput, TemplateReviewSaved } from '@clientdock/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { templateKeys } from './keys';

/** Adds the person's review, or changes the one they already wrote. */
export function useSaveReview(templateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, isEdit }: { input: TemplateReviewInput; isEdit: boolean }) => {
      const path = `/api/templates/${encodeURIComponent(templateId)}/reviews`;
      return isEdit
        ? api.patch<TemplateReviewSaved>(`${path}/mine`, input)
        : api.post<TemplateReviewSaved>(path, input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
