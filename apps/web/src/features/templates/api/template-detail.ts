import type { TemplateDetail, TemplateReviewList } from '@clientdock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { api } from '@/lib/api-client';
import { templateKeys } from './keys';

export function getTemplateQueryOptions(id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: templateKeys.detailFor(id, viewerId),
    queryFn: ({ signal }) => api.get<TemplateDetail>(`/api/templates/${encodeURIComponent(id)}`, { signal }),
  });
}

/** The template as the signed-in person (or a visitor) sees it; read once the session is known. */
export function useTemplate(id: string) {
  const session = useSession();
  const viewerId = session.status === 'active' ? session.me.id : null;
  return useQuery({ ...getTemplateQueryOptions(id, viewerId), enabled: session.status !== 'loading' });
}

export function useTemplateReviews(id: string, page: number) {
  return useQuery({
    queryKey: templateKeys.reviews(id, page),
    queryFn: ({ signal }) =>
      api.get<TemplateReviewList>(`/api/templates/${encodeURIComponent(id)}/reviews?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
