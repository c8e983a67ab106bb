import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/** Cancel has the focus first: deleting is the choice that needs a second thought. */
export function ConfirmDeleteDialog({
  name,
  open,
  isPending,
  onConfirm,
  onClose,
}: {
  name: string;
  open: boolean;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Delete “{name}”?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          It leaves the marketplace and your templates for good. Portals already made from it keep their sections.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isPending} autoFocus>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Delete template
        </Button>
      </DialogActions>
    </Dialog>
  );
}
