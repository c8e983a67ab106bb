import { RESET_PASSWORD_PATH } from '@clientdock/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string) {
  return api.post<unknown>('/api/auth/request-password-reset', { email, redirectTo: RESET_PASSWORD_PATH });
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return api.post<unknown>('/api/auth/reset-password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
