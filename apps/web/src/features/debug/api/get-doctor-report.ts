import type { DoctorReport } from '@clientdock/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Not under ['admin', 'debug']: refreshing the diagnostics after a retry must not run every check again. */
export const doctorReportQueryKey = ['admin', 'doctor'] as const;

export function useDoctorReport() {
  return useQuery({
    queryKey: doctorReportQueryKey,
    queryFn: ({ signal }) => api.get<DoctorReport>('/api/admin/debug/doctor', { signal }),
    retry: false,
    // The checks reach SMTP and PUBLIC_URL: they run when the page opens and when asked, not on focus.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
