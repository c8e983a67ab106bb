import { messages } from '@clientdock/shared';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMAIL_POLL_ATTEMPTS, type VerificationState } from '../lib/use-email-verification';

interface EmailVerificationPanelProps {
  pendingEmail: string;
  state: VerificationState;
  onCheckAgain: () => void;
  onUseAnother: () => void;
}

/** The "check your inbox" state of an email change, kept up to date by polling. */
export function EmailVerificationPanel({
  pendingEmail,
  state,
  onCheckAgain,
  onUseAnother,
}: EmailVerificationPanelProps) {
  if (state.phase === 'verified') {
    return (
      <Alert severity="success" role="status">
        <AlertTitle>Email address changed</AlertTitle>
        Your account now uses <strong>{state.email}</strong>. Sign in with it from now on.
      </Alert>
    );
  }
  if (state.phase === 'lapsed') {
    return (
      <Alert
        severity="warning"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={onUseAnother}>
            Start again
          </Button>
        }
      >
        The link sent to {pendingEmail} is no longer valid, so your address did not change. Start again to get a new
        one.
      </Alert>
    );
  }
  const isStopped = state.phase === 'stopped' || state.phase === 'failed';
  return (
    <Stack spacing={2}>
      <Alert severity="info" role="status" icon={<MarkEmailReadOutlined />}>
        <AlertTitle>Check your inbox</AlertTitle>
        We sent a link to <strong>{pendingEmail}</strong>. Open it to confirm the new address; until then you keep
        signing in with your current one. The link works for one hour.
      </Alert>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
        role="status"
        aria-live="polite"
      >
        {state.phase === 'failed' ? (
          <Typography variant="body2" color="error" sx={{ flexGrow: 1 }}>
            {messages.failedCheckEmailVerification}
          </Typography>
        ) : isStopped ? (
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            We stopped checking for now. Once you have followed the link, check again.
          </Typography>
        ) : (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexGrow: 1 }}>
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2" color="text.secondary">
              Waiting for you to follow the link
              {state.phase === 'waiting' && state.attempt > 0
                ? ` (check ${state.attempt} of ${EMAIL_POLL_ATTEMPTS})`
                : ''}
              …
            </Typography>
          </Stack>
        )}
        {isStopped && (
          <Button variant="contained" onClick={onCheckAgain}>
            Check again
          </Button>
        )}
        <Button onClick={onUseAnother}>Use a different address</Button>
      </Stack>
    </Stack>
  );
}
