import type { SecurityLogList, SecurityLogQuery } from '@clientdock/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toSearchParams } from '../lib/search-params';

export const securityLogKeys = {
  all: ['admin', 'security-logs'] as const,
  list: (query: SecurityLogQuery) => [...securityLogKeys.all, query] as const,
};

export function useSecurityLogs(query: SecurityLogQuery) {
  return useQuery({
    queryKey: securityLogKeys.list(query),
    queryFn: ({ signal }) => api.get<SecurityLogList>(`/api/admin/security-logs${toSearchParams(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the same filters, every page (a plain link: the browser downloads it with the session cookie). */
export function securityLogCsvUrl(query: SecurityLogQuery): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return `/api/admin/security-logs/export.csv${toSearchParams(filters)}`;
}
