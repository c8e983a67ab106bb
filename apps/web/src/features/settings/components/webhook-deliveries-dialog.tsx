import type { Webhook } from '@clientdock/shared';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useReplayDelivery, useSendTestEvent, useWebhookDeliveries } from '../api/webhook-deliveries';
import { LoadProblem } from './load-problem';
import { WebhookDeliveryItem } from './webhook-delivery-item';

interface WebhookDeliveriesDialogProps {
  webhook: Webhook;
  open: boolean;
  onClose: () => void;
}

/** The last 100 deliveries to one endpoint, newest first, refreshed while the dialog is open. */
export function WebhookDeliveriesDialog({ webhook, open, onClose }: WebhookDeliveriesDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const deliveries = useWebhookDeliveries(webhook.id, open);
  const replay = useReplayDelivery(webhook.id);
  const test = useSendTestEvent(webhook.id);
  const actionProblem = replay.error ?? test.error;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      scroll="paper"
    >
      <DialogTitle id={titleId}>
        Delivery log
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {webhook.url}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            The last 100 deliveries, newest first. New ones appear here as they are sent; deliveries are kept for 30
            days.
          </Typography>
          {actionProblem && (
            <Alert
              severity="error"
              role="alert"
              onClose={() => {
                replay.reset();
                test.reset();
              }}
            >
              {errorMessage(actionProblem)}
            </Alert>
          )}
          {deliveries.isPending ? (
            <Stack spacing={1} role="status" aria-label="Loading deliveries">
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
            </Stack>
          ) : deliveries.isError ? (
            <LoadProblem message={errorMessage(deliveries.error)} onRetry={() => deliveries.refetch()} />
          ) : deliveries.data.length === 0 ? (
            <Box
              sx={{
                border: 1,
                borderStyle: 'dashed',
                borderColor: 'divider',
                borderRadius: 3,
                p: 3,
                textAlign: 'center',
              }}
            >
              <Typography variant="body2" color="text.secondary">
                Nothing sent yet. Send a test event to check that your endpoint answers, or wait for one of the events
                you chose.
              </Typography>
            </Box>
          ) : (
            <Box component="ul" aria-label="Deliveries" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {deliveries.data.map((delivery) => (
                <WebhookDeliveryItem
                  key={delivery.id}
                  delivery={delivery}
                  onReplay={(deliveryId) => {
                    test.reset();
                    replay.mutate(deliveryId);
                  }}
                  isReplaying={replay.isPending && replay.variables === delivery.id}
                />
              ))}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<SendRounded />}
          onClick={() => {
            replay.reset();
            test.mutate();
          }}
          disabled={test.isPending || !webhook.enabled}
        >
          Send test event
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
