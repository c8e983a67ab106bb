import KeyRounded from '@mui/icons-material/KeyRounded';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { usePasskeySignIn } from '../api/second-factor';

// The browser's own "cancelled" or "timed out" need no alarm; a short hint is enough.
function passkeyProblem(error: unknown): string {
  if (error instanceof Error && error.name === 'NotAllowedError') {
    return 'The passkey sign-in was cancelled or timed out. Try again, or sign in with your password.';
  }
  return errorMessage(error);
}

export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = usePasskeySignIn();
  const [problem, setProblem] = useState<string | null>(null);
  if (typeof window !== 'undefined' && !window.PublicKeyCredential) return null;
  const onClick = async () => {
    setProblem(null);
    try {
      await signIn.mutateAsync();
      onSignedIn();
    } catch (error) {
      setProblem(passkeyProblem(error));
    }
  };
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Divider>or</Divider>
      <FormError message={problem} />
      <Button variant="outlined" size="large" startIcon={<KeyRounded />} onClick={onClick} disabled={signIn.isPending}>
        Continue with a passkey
      </Button>
    </Stack>
  );
}
