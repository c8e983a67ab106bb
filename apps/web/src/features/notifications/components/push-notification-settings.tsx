import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { usePushStatus, useRemovePushSubscription, useSavePushSubscription } from '../api/push-queries';
import { currentSubscription, pushSupport, subscribe } from '../lib/push';

function subscribedText(count: number, here: boolean): string {
  if (count === 0) return 'No device receives push notifications yet.';
  const others = count - (here ? 1 : 0);
  if (here && others === 0) return 'This device receives push notifications.';
  if (here) return `This device and ${others} other${others === 1 ? '' : 's'} receive push notifications.`;
  return `${count} other device${count === 1 ? '' : 's'} receive${count === 1 ? 's' : ''} push notifications.`;
}

/** Browser push on this device, for the notification types switched on above. */
export function PushNotificationSettings() {
  const support = pushSupport();
  const status = usePushStatus();
  const save = useSavePushSubscription();
  const remove = useRemovePushSubscription();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [checking, setChecking] = useState(support === 'supported');
  const [error, setError] = useState<string | null>(null);
  const blocked = support === 'supported' && Notification.permission === 'denied';

  useEffect(() => {
    if (support !== 'supported') return;
    let cancelled = false;
    currentSubscription()
      .then((subscription) => {
        if (!cancelled) setEndpoint(subscription?.endpoint ?? null);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setChecking(false);
      });
    return () => {
      cancelled = true;
    };
  }, [support]);

  const busy = checking || save.isPending || remove.isPending;

  const toggle = async (on: boolean) => {
    setError(null);
    try {
      if (on) {
        if (!status.data) throw new Error('Push is not available right now. Reload the page and try again.');
        const subscription = await subscribe(status.data.publicKey);
        await save.mutateAsync(subscription);
        setEndpoint(subscription.endpoint);
      } else {
        const subscription = await currentSubscription();
        if (subscription) {
          await remove.mutateAsync(subscription.endpoint);
          await subscription.unsubscribe();
        }
        setEndpoint(null);
      }
    } catch (cause) {
      setError(errorMessage(cause));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="push-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id="push-title" variant="h6" component="h3">
          Push notifications
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Get an alert on this device the moment a client acts, even with ClientDock closed. Push follows the
          notification types switched on above.
        </Typography>
        {support === 'unsupported' ? (
          <Alert severity="info">
            This browser cannot receive push notifications. Email and in-app alerts still work.
          </Alert>
        ) : (
          <>
            <FormControlLabel
              control={
                <Switch
                  checked={Boolean(endpoint)}
                  disabled={busy || blocked || status.isError}
                  onChange={(event) => void toggle(event.target.checked)}
                />
              }
              label="Push notifications on this device"
            />
            {blocked && (
              <Alert severity="warning">
                Notifications are blocked for this site. Allow them in your browser’s site settings, then reload.
              </Alert>
            )}
            {status.data && (
              <Typography variant="body2" color="text.secondary">
                {subscribedText(status.data.subscriptions, Boolean(endpoint))}
              </Typography>
            )}
          </>
        )}
        {status.isError && <Alert severity="error">{errorMessage(status.error)}</Alert>}
        {error && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
