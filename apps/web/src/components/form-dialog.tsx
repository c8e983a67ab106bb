import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId } from 'react';
import { SubmitButton } from './submit-button';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Ties the submit button in the actions to the form in the content. */
  formId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSending: boolean;
  submitLabel: string;
  /** Large actions where the dialog is the screen's main task. */
  actionSize?: 'medium' | 'large';
  cancelColor?: 'primary' | 'inherit';
  children: ReactNode;
}

/** A form in a dialog: full screen on a phone, and it cannot be closed while sending. */
export function FormDialog({
  open,
  onClose,
  title,
  formId,
  onSubmit,
  isSending,
  submitLabel,
  actionSize = 'medium',
  cancelColor = 'inherit',
  children,
}: FormDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={isSending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      scroll="paper"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={formId} noValidate onSubmit={onSubmit} sx={{ pt: 1 }}>
          {children}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={isSending} color={cancelColor} size={actionSize}>
          Cancel
        </Button>
        <SubmitButton isSubmitting={isSending} form={formId} size={actionSize}>
          {submitLabel}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
