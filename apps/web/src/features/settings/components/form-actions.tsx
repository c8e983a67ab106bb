import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FormActionsProps {
  isSaving: boolean;
  saveLabel?: string;
  /** Shown beside the button for a few seconds after a save. */
  confirmation: string | null;
  error?: string | null;
  /** Something the person can do about the error (a link, a retry). */
  errorAction?: ReactNode;
  onDiscard?: () => void;
  canDiscard?: boolean;
}

/** The end of a settings form: what went wrong, the one primary action, and what went right. */
export function FormActions({
  isSaving,
  saveLabel = 'Save changes',
  confirmation,
  error,
  errorAction,
  onDiscard,
  canDiscard = false,
}: FormActionsProps) {
  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert" action={errorAction}>
          {error}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 2 }}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSaving}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {isSaving ? 'Saving…' : saveLabel}
        </Button>
        {onDiscard && (
          <Button size="large" onClick={onDiscard} disabled={!canDiscard || isSaving}>
            Discard changes
          </Button>
        )}
        <Box role="status" aria-live="polite" sx={{ minHeight: { sm: 24 } }}>
          {confirmation && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'success.main' }}>
              <CheckCircleRounded fontSize="small" aria-hidden />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {confirmation}
              </Typography>
            </Stack>
          )}
        </Box>
      </Stack>
    </Stack>
  );
}
