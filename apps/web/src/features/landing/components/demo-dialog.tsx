import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

// Recorded from the product itself (scripts/record-demo-video.mjs) and served by the app, like every other asset.
const VIDEO = {
  webm: '/media/demo.webm',
  mp4: '/media/demo.mp4',
  poster: '/media/demo-poster.jpg',
  captions: '/media/demo.vtt',
};

const STEPS = [
  ['Build a portal', 'Start from a template, add files, a welcome note and sections for approvals or questions.'],
  ['Share one link', 'Keep it open, or protect it with a PIN or a code sent to your client’s email.'],
  ['Follow along', 'Your client views, downloads, comments and approves; you get notified of each step.'],
] as const;

export function DemoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="demo-dialog-title"
      aria-describedby="demo-dialog-steps"
    >
      <DialogTitle id="demo-dialog-title">How ClientDock works</DialogTitle>
      <DialogContent>
        {/* A video the visitor starts: nothing is fetched but the poster until they press play. */}
        <Box
          component="video"
          controls
          playsInline
          preload="none"
          poster={VIDEO.poster}
          aria-label="ClientDock demo: a creator builds a portal, a client opens it, approves and comments"
          sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', borderRadius: 2, bgcolor: 'grey.900' }}
        >
          <source src={VIDEO.webm} type="video/webm" />
          <source src={VIDEO.mp4} type="video/mp4" />
          <track kind="captions" src={VIDEO.captions} srcLang="en" label="English" default />
        </Box>
        <Box
          component="ol"
          id="demo-dialog-steps"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: 'repeat(3, 1fr)' }, pl: 2.5, mt: 2.5, mb: 0 }}
        >
          {STEPS.map(([title, text]) => (
            <li key={title}>
              <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </li>
          ))}
        </Box>
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
