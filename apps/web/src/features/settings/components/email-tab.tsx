import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { meQueryKey, useCurrentUser } from '@/features/auth';
import { getEmailStatus } from '../api/account';
import { settingsKeys } from '../api/keys';
import { useEmailVerification } from '../lib/use-email-verification';
import { EmailChangeForm } from './email-change-form';
import { EmailVerificationPanel } from './email-verification-panel';
import { FormSkeleton } from './form-skeleton';
import { SettingsCard } from './settings-card';

export function EmailTab() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  // A change asked for earlier (another visit, another tab) is picked up where it was left.
  const status = useQuery({
    queryKey: settingsKeys.emailStatus(),
    queryFn: ({ signal }) => getEmailStatus(signal),
  });
  const [requested, setRequested] = useState<string | null | undefined>(undefined);
  const pendingEmail = requested === undefined ? (status.data?.pendingEmail ?? null) : requested;
  const verification = useEmailVerification(pendingEmail, {
    onVerified: () => {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.profile() });
    },
    // The link was followed in another browser, which signed this one out: sign in again with the new address.
    onSignedOut: () => window.location.assign('/login?emailVerified=true'),
  });

  if (status.isPending) return <FormSkeleton rows={2} label="Loading your email settings" />;
  const verifiedEmail = verification.state.phase === 'verified' ? verification.state.email : null;
  const isVerified = verifiedEmail !== null;
  const email = verifiedEmail ?? me.email;
  return (
    <SettingsCard
      title="Email address"
      description="You sign in with this address, and ClientDock writes to it about your portals and account."
    >
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{email}</Typography>
        {isVerified || me.emailVerified ? (
          <Chip size="small" color="success" variant="outlined" label="Verified" />
        ) : (
          <Chip size="small" color="warning" variant="outlined" label="Not verified" />
        )}
      </Stack>
      {pendingEmail ? (
        <EmailVerificationPanel
          pendingEmail={pendingEmail}
          state={verification.state}
          onCheckAgain={verification.checkAgain}
          onUseAnother={() => setRequested(null)}
        />
      ) : (
        <EmailChangeForm currentEmail={email} onSent={setRequested} />
      )}
    </SettingsCard>
  );
}
