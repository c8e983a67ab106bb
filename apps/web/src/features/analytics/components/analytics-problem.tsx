import { messages } from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { ApiError } from '@/lib/api-client';

/** The spec's failure message, with the server's own words when it sent a more precise one (a 4xx). */
export function AnalyticsProblem({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  const detail = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? 'Retrying…' : 'Retry'}
        </Button>
      }
    >
      <AlertTitle>{messages.failedFetchAnalytics}</AlertTitle>
      {detail ?? 'Check your connection and try again.'}
    </Alert>
  );
}
