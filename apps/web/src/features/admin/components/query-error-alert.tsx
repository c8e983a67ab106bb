import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiError, errorMessage } from '@/lib/api-client';

/** A failed load in the server's words, with what to do: sign in again, ask for access, or try again. */
export function QueryErrorAlert({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <Alert
      severity={forbidden ? 'warning' : 'error'}
      action={
        forbidden ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      {forbidden ? errorMessage(error) : `${what} could not be loaded. ${errorMessage(error)}`}
    </Alert>
  );
}
