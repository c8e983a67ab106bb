import type { SignIn } from '@clientdock/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from './session';

export function signIn(input: SignIn) {
  return api.post<unknown>('/api/auth/sign-in/email', { email: input.email, password: input.password });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Load the new session before leaving the form, so the next screen knows who is signed in.
    onSuccess: () => queryClient.refetchQueries({ queryKey: meQueryKey }),
  });
}
