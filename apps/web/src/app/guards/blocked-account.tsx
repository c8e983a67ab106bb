import { messages } from '@clientdock/shared';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AccessDenied } from '@/components/access-denied';
import { Logo } from '@/components/logo';
import { meQueryKey, useSignOut } from '@/features/auth';
import { usePublicPlatform } from '@/lib/site-offer';

const RECHECK_MS = 30_000;

const usePlatform = usePublicPlatform;

function Contact({ supportEmail }: { supportEmail: string | null | undefined }) {
  if (!supportEmail) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      Questions? Write to <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
    </Typography>
  );
}

/** Spec §4: a pending account waits for an admin. The page says so, checks again by itself, and lets them sign out. */
function WaitingForApproval() {
  const platform = usePlatform();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const [isChecking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    try {
      await queryClient.refetchQueries({ queryKey: meQueryKey });
    } finally {
      setChecking(false);
    }
  };
  useEffect(() => {
    const timer = setInterval(() => void queryClient.refetchQueries({ queryKey: meQueryKey }), RECHECK_MS);
    return () => clearInterval(timer);
  }, [queryClient]);
  const name = platform.data?.platformName ?? 'ClientDock';
  return (
    <Box sx={{ minHeight: '80vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 3, px: 2 }}>
      <Logo />
      <Card sx={{ maxWidth: 500, width: '100%' }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <HourglassTopOutlined color="warning" sx={{ fontSize: 44 }} />
            <Typography variant="h5" component="h1">
              Access Denied
            </Typography>
            <Typography>{messages.accountPending}</Typography>
            <Typography variant="body2" color="text.secondary">
              An administrator of {name} reviews each new account. We will email you as soon as yours is approved, and
              this page lets you in by itself.
            </Typography>
            <Contact supportEmail={platform.data?.supportEmail} />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}
            >
              <Button variant="contained" onClick={() => void check()} disabled={isChecking}>
                {isChecking ? 'Checking…' : 'Check again'}
              </Button>
              <Button color="inherit" onClick={() => void signOut()}>
                Sign out
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

function Suspended({ message }: { message: string }) {
  const platform = usePlatform();
  const signOut = useSignOut();
  return (
    <AccessDenied
      message={message}
      actions={
        <>
          <Contact supportEmail={platform.data?.supportEmail} />
          <Button variant="contained" onClick={() => void signOut()}>
            Sign out
          </Button>
        </>
      }
    />
  );
}

/** What a signed-in account that may not use the app sees instead of it. */
export function BlockedAccount({ message }: { message: string }) {
  return message === messages.accountPending ? <WaitingForApproval /> : <Suspended message={message} />;
}
