import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OpenApiDocument } from '../lib/openapi';

export const openApiQueryOptions = queryOptions({
  queryKey: ['openapi'],
  queryFn: ({ signal }) => api.get<OpenApiDocument>('/api/openapi.json', { signal }),
  staleTime: 10 * 60_000,
});

export function useOpenApi() {
  return useQuery(openApiQueryOptions);
}
