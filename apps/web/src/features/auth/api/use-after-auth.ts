import type { Me } from '@clientdock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { homePathFor, meQueryKey } from './session';

/** After signing in or up: the remembered page, else the user's own dashboard. */
export function useAfterAuthNavigate(redirect: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const me = queryClient.getQueryData<Me | null>(meQueryKey);
    void navigate(redirect ?? (me ? homePathFor(me) : '/dashboard'), { replace: true });
  }, [navigate, queryClient, redirect]);
}
