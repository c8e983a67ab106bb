import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

/** A form's primary action: disabled only while sending, with a spinner meanwhile. */
export function SubmitButton({
  isSubmitting,
  form,
  size = 'large',
  children,
}: {
  isSubmitting: boolean;
  size?: 'medium' | 'large';
  /** The form's id, when the button sits outside it (a dialog's actions). */
  form?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      form={form}
      variant="contained"
      size={size}
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}
