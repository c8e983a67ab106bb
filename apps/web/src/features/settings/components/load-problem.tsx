import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A settings area that could not load: what happened and a way to try again. */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
