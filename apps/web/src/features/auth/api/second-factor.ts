import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from './session';

export interface SecondFactorInput {
  code: string;
  isRecoveryCode: boolean;
}

/** The second step of a sign-in: the authenticator app's code, or one of the recovery codes. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, isRecoveryCode }: SecondFactorInput) =>
      isRecoveryCode
        ? api.post('/api/auth/two-factor/verify-backup-code', { code: code.trim() })
        : api.post('/api/auth/two-factor/verify-totp', { code: code.replace(/\s/g, '') }),
    onSuccess: () => queryClient.refetchQueries({ queryKey: meQueryKey }),
  });
}

/** Signs in with a passkey: the browser's WebAuthn prompt, its answer checked by the server. */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const optionsJSON = await api.get<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
        '/api/auth/passkey/generate-authenticate-options',
      );
      const response = await startAuthentication({ optionsJSON });
      return api.post('/api/auth/passkey/verify-authentication', { response });
    },
    onSuccess: () => queryClient.refetchQueries({ queryKey: meQueryKey }),
  });
}
