import type { EmailChange, EmailStatus, PasswordChange } from '@clientdock/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getEmailStatus(signal?: AbortSignal) {
  return api.get<EmailStatus>('/api/account/email/status', { signal });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: EmailChange) =>
      api.post<{ status: 'verification-sent'; pendingEmail: string }>('/api/account/email', input),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChange) =>
      api.post<{ status: 'updated'; otherSessionsRevoked: boolean }>('/api/account/password', input),
  });
}

/** Where the data export downloads from; the server names the file. */
export const EXPORT_PATH = '/api/account/export';
