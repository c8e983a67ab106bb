import { TEMPLATE_LIMITS } from '@clientdock/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';

/** The reason is mailed to the creator as written: it should say what to change. */
export function RejectTemplateDialog({
  name,
  open,
  busy,
  onConfirm,
  onClose,
}: {
  name: string;
  open: boolean;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setTouched(false);
    }
  }, [open]);
  const error = touched && !reason.trim() ? 'Give the creator a reason they can act on.' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reason.trim()) onConfirm(reason.trim());
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Reject “{name}”?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The creator gets this reason by email and sees it on their template. They can change it and send it again.
          </DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(error)}
            helperText={error ?? 'For example: the preview image does not match the layout.'}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            required
            slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.rejectionReason } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            Reject and notify
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
