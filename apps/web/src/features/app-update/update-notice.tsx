import { useRegisterSW } from 'virtual:pwa-register/react';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';

const CHECK_EVERY_MS = 60 * 60 * 1000;
const SHOW_FOR_MS = 15_000;

/**
 * Registers the service worker and tells the person when a new build is deployed: the browser re-checks the
 * worker every hour, and a changed one means a new version. The notice goes after 15 seconds or on dismissal.
 */
export default function UpdateNotice() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, CHECK_EVERY_MS);
    },
  });

  const dismiss = () => setNeedRefresh(false);

  return (
    <Snackbar
      open={needRefresh}
      autoHideDuration={SHOW_FOR_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message="A new version of ClientDock is available."
      action={
        <>
          <Button color="primary" size="small" onClick={() => void updateServiceWorker(true)}>
            Reload
          </Button>
          <IconButton size="small" color="inherit" aria-label="Dismiss" onClick={dismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}
