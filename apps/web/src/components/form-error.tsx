import Alert from '@mui/material/Alert';

/** The server's answer to a refused form, above the fields. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
