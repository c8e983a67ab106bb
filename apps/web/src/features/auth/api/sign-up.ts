import { displayNameOf, type RegisterInput } from '@clientdock/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from './session';

export function toSignUpBody(input: RegisterInput) {
  const name = displayNameOf({ firstName: input.firstName, lastName: input.lastName });
  return { name, email: input.email.trim(), password: input.password };
}

export function signUp(input: RegisterInput) {
  return api.post<unknown>('/api/auth/sign-up/email', toSignUpBody(input));
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.refetchQueries({ queryKey: meQueryKey }),
  });
}
