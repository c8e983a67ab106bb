import type { AccountSecurity } from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

export interface Passkey {
  id: string;
  name: string | null;
  deviceType: string;
  backedUp: boolean;
  createdAt: string | null;
}

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

export const accountSecurityQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.security(),
    queryFn: ({ signal }) => api.get<AccountSecurity>('/api/account/security', { signal }),
  });

export const useAccountSecurity = () => useQuery(accountSecurityQueryOptions());

export const usePasskeys = () =>
  useQuery({
    queryKey: settingsKeys.passkeys(),
    queryFn: ({ signal }) => api.get<Passkey[]>('/api/auth/passkey/list-user-passkeys', { signal }),
  });

function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: settingsKeys.all });
}

/** Step 1 of the setup: the password, then the secret (as an otpauth:// URI) and the recovery codes. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => api.post<TwoFactorSetup>('/api/auth/two-factor/enable', { password }),
  });
}

/** Step 2: the first code from the app turns two-factor sign-in on. */
export function useConfirmTwoFactor() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (code: string) => api.post('/api/auth/two-factor/verify-totp', { code: code.replace(/\s/g, '') }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (password: string) => api.post('/api/auth/two-factor/disable', { password }),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', { password }),
  });
}

const confirmPassword = (password: string) => api.post('/api/auth/passkey/confirm-password', { password });

/** Confirms the password, then the browser's WebAuthn prompt makes the passkey and the server stores it. */
export function useAddPasskey() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: async ({ password, name }: { password: string; name: string }) => {
      await confirmPassword(password);
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsJSON = await api.get<Parameters<typeof startRegistration>[0]['optionsJSON']>(
        '/api/auth/passkey/generate-register-options',
      );
      const response = await startRegistration({ optionsJSON });
      return api.post<Passkey>('/api/auth/passkey/verify-registration', { response, name: name.trim() || undefined });
    },
    onSuccess: refresh,
  });
}

export function useRemovePasskey() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: async ({ password, id }: { password: string; id: string }) => {
      await confirmPassword(password);
      return api.post('/api/auth/passkey/delete-passkey', { id });
    },
    onSuccess: refresh,
  });
}
