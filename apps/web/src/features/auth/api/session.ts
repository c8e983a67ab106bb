import { type Me, messages } from '@clientdock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

export const meQueryKey = ['me'] as const;

/** null means nobody is signed in. Pending and suspended accounts reject with a 403 ApiError. */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async ({ signal }): Promise<Me | null> => {
    try {
      return await api.get<Me>('/api/me', { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  retry: false,
  staleTime: 60_000,
});

export type Session =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'blocked'; message: string }
  | { status: 'error'; message: string }
  | { status: 'active'; me: Me };

const BLOCKED_MESSAGES: Record<string, string> = {
  ACCOUNT_PENDING: messages.accountPending,
  ACCOUNT_SUSPENDED: messages.accountSuspended,
};

export function toSession(state: { isPending: boolean; data?: Me | null; error: unknown }): Session {
  if (state.data) {
    if (state.data.status === 'pending') return { status: 'blocked', message: messages.accountPending };
    if (state.data.status === 'suspended') return { status: 'blocked', message: messages.accountSuspended };
    return { status: 'active', me: state.data };
  }
  if (state.error) {
    if (state.error instanceof ApiError && state.error.status === 403) {
      return { status: 'blocked', message: BLOCKED_MESSAGES[state.error.code] ?? state.error.message };
    }
    const message = state.error instanceof Error ? state.error.message : 'Could not load your account.';
    return { status: 'error', message };
  }
  if (state.isPending) return { status: 'loading' };
  return { status: 'anonymous' };
}

export function useSession(): Session {
  const { isPending, data, error } = useQuery(meQueryOptions);
  return toSession({ isPending, data, error });
}

/** Where a signed-in user lands by default: admins on the admin dashboard, everyone else on theirs. */
export function homePathFor(me: Pick<Me, 'userType'>): string {
  return me.userType === 'admin' ? '/admin/dashboard' : '/dashboard';
}

/** The signed-in user on screens behind RequireAuth, where the session is known to be active. */
export function useCurrentUser(): Me {
  const session = useSession();
  if (session.status !== 'active') throw new Error('useCurrentUser is only for screens behind the sign-in guard');
  return session.me;
}
