import type { StalledPortal } from '@clientdock/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface NudgeDialogProps {
  portal: StalledPortal | null;
  isSending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function NudgeDialog({ portal, isSending, onConfirm, onClose }: NudgeDialogProps) {
  const clients = portal?.verifiedClients ?? 0;
  const who = `${clients} verified ${clients === 1 ? 'client' : 'clients'}`;
  return (
    <Dialog
      open={portal !== null}
      onClose={isSending ? undefined : onClose}
      aria-labelledby="nudge-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="nudge-title">Send a reminder?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The {who} of “{portal?.name}” will get an email saying files are waiting for their approval, with a link to
          the portal. You can nudge each portal once every 24 hours.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isSending} color="inherit">
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={isSending} variant="contained">
          {isSending ? 'Sending…' : 'Send reminder'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
