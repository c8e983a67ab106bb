import type { SignIn } from '@clientdock/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from './session';

/** A password sign-in answers `twoFactorRedirect` when the account asks for a second factor: no session yet. */
export interface SignInAnswer {
  twoFactorRedirect?: boolean;
}

export function signIn(input: SignIn) {
  return api.post<SignInAnswer>('/api/auth/sign-in/email', { email: input.email, password: input.password });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Load the new session before leaving the form, so the next screen knows who is signed in.
    onSuccess: async (answer) => {
      if (!answer?.twoFactorRedirect) await queryClient.refetchQueries({ queryKey: meQueryKey });
    },
  });
}
