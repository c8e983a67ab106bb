import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

const STEPS = [
  ['Build a portal', 'Start from a template, add files, a welcome note and sections for approvals or questions.'],
  ['Share one link', 'Keep it open, or protect it with a PIN or a code sent to your client’s email.'],
  ['Follow along', 'Your client views, downloads, comments and approves; you get notified of each step.'],
] as const;

export function DemoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="demo-dialog-title">
      <DialogTitle id="demo-dialog-title">How ClientDock works</DialogTitle>
      <DialogContent>
        <Stack component="ol" spacing={2} sx={{ pl: 2.5, m: 0 }}>
          {STEPS.map(([title, text]) => (
            <li key={title}>
              <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </li>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
        <Button component={Link} to="/register" variant="contained">
          Start Free
        </Button>
      </DialogActions>
    </Dialog>
  );
}
