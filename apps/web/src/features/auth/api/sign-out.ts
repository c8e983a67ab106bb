import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { meQueryKey } from './session';

/** Signs out, forgets every cached answer and returns to the home page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.post('/api/auth/sign-out', {});
    } finally {
      // Navigate first: guarded screens must not see the empty session and bounce to /register.
      void navigate('/', { replace: true });
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    }
  }, [navigate, queryClient]);
}
