import type { Team } from '@clientdock/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Whether the creator's team exists (it is made with the first invitation), so "Invite your team" can go.
 * Undefined while unknown or when the team cannot be read.
 */
export function useTeamStarted(enabled: boolean): boolean | undefined {
  const team = useQuery({
    queryKey: ['dashboard', 'team-started'],
    queryFn: ({ signal }) => api.get<Team>('/api/team', { signal }),
    enabled,
    retry: false,
  });
  return team.data ? team.data.team !== null : undefined;
}
