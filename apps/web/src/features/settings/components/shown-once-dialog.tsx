import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { CopyButton } from './copy-button';

interface ShownOnceDialogProps {
  open: boolean;
  title: string;
  /** Names the value's field, e.g. "Your new API token". */
  valueLabel: string;
  value: string;
  copyLabel: string;
  onClose: () => void;
  /** Once the dialog has faded out: the place to forget the secret. */
  onExited?: () => void;
  children?: ReactNode;
}

/**
 * A secret the server gives out only in its answer to creating it (a token, a signing secret). Closing on a
 * click outside would lose it for good, so only "Done" (or Escape, a deliberate key) closes.
 */
export function ShownOnceDialog({
  open,
  title,
  valueLabel,
  value,
  copyLabel,
  onClose,
  onExited,
  children,
}: ShownOnceDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Alert severity="warning">Copy it now and keep it somewhere safe: it will not be shown again.</Alert>
          <TextField
            label={valueLabel}
            value={value}
            fullWidth
            multiline
            onFocus={(event) => event.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false },
              input: {
                sx: { fontFamily: 'monospace', fontSize: '0.95rem', wordBreak: 'break-all', alignItems: 'flex-start' },
                endAdornment: (
                  <InputAdornment position="end" sx={{ alignSelf: 'center' }}>
                    <CopyButton value={value} label={copyLabel} />
                  </InputAdornment>
                ),
              },
            }}
          />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
