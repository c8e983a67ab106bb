import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A load that failed, said in words, with a way to ask again. */
export function RetryAlert({
  onRetry,
  sx,
  children,
}: {
  onRetry: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
