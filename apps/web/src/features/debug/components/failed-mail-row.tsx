import type { AdminDebug } from '@clientdock/shared';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format';

export type FailedMail = AdminDebug['mail']['failedMail'][number];

function nextTry(mail: FailedMail): string {
  if (!mail.nextAttemptAt) return 'Given up: it is tried again only when you retry it';
  return `Next try ${formatDateTime(mail.nextAttemptAt)}`;
}

/** A mail that could not be delivered: to whom, what, how often it was tried, why it failed, and a retry. */
export function FailedMailRow({
  mail,
  isRetrying,
  onRetry,
}: {
  mail: FailedMail;
  isRetrying: boolean;
  onRetry: (mail: FailedMail) => void;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
        gap: { xs: 1.5, sm: 2 },
        alignItems: 'start',
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0, pb: 0 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {mail.to}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {mail.subject}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {mail.attempts === 1 ? '1 try' : `${mail.attempts} tries`} · {nextTry(mail)}
        </Typography>
        {mail.error && (
          <Typography variant="body2" color="error.main" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            Last error: {mail.error}
          </Typography>
        )}
      </Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ReplayRounded />}
        onClick={() => onRetry(mail)}
        disabled={isRetrying}
        aria-label={`Retry mail to ${mail.to}`}
        sx={{ justifySelf: { xs: 'start', sm: 'end' }, whiteSpace: 'nowrap', minHeight: { xs: 40, sm: 'auto' } }}
      >
        {isRetrying ? 'Retrying…' : 'Retry now'}
      </Button>
    </Box>
  );
}
