import Stack from '@mui/material/Stack';
import { errorMessage } from '@/lib/api-client';
import { useAccountSecurity } from '../api/security';
import { FormSkeleton } from './form-skeleton';
import { LoadProblem } from './load-problem';
import { PasskeysCard } from './passkeys-card';
import { TwoFactorCard } from './two-factor-card';

/** Settings > Security: two-factor sign-in and passkeys. */
export function SecurityTab() {
  const security = useAccountSecurity();
  if (security.isPending) return <FormSkeleton rows={1} label="Loading security settings" />;
  if (security.isError)
    return <LoadProblem message={errorMessage(security.error)} onRetry={() => security.refetch()} />;
  return (
    <Stack spacing={3}>
      <TwoFactorCard isEnabled={security.data.twoFactorEnabled} isRequired={security.data.twoFactorRequired} />
      <PasskeysCard />
    </Stack>
  );
}
