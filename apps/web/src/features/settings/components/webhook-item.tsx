import type { Webhook } from '@clientdock/shared';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSendTestEvent } from '../api/webhook-deliveries';
import { useDeleteWebhook, useUpdateWebhook } from '../api/webhooks';
import { useConfirmation } from '../lib/use-confirmation';
import { webhookStatus } from '../lib/webhook-status';
import { ProblemAlert } from './problem-alert';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';
import { WebhookFormDialog } from './webhook-form-dialog';

type Open = 'log' | 'edit' | 'delete' | null;

export function WebhookItem({ webhook }: { webhook: Webhook }) {
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useSendTestEvent(webhook.id);
  const notice = useConfirmation();
  const [open, setOpen] = useState<Open>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The form starts from the endpoint as it was when Edit was pressed: a refetch meanwhile must not reset the fields.
  const [editing, setEditing] = useState<Webhook>(webhook);
  const titleId = useId();
  const status = webhookStatus(webhook);
  const eventCount = `${webhook.events.length} event${webhook.events.length === 1 ? '' : 's'}`;
  const lastDelivery = webhook.lastDeliveryAt
    ? `Last delivery ${formatDateTime(webhook.lastDeliveryAt)}`
    : 'No deliveries yet';

  const onToggle = (enabled: boolean) => {
    setProblem(null);
    update.mutate({ id: webhook.id, changes: { enabled } }, { onError: (error) => setProblem(errorMessage(error)) });
  };
  const onTest = () => {
    setProblem(null);
    test.mutate(undefined, {
      onSuccess: () => notice.show('Test event sent. Its result shows in the delivery log.'),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 } }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={titleId} component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {webhook.url}
            </Typography>
            {webhook.description && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {webhook.description}
              </Typography>
            )}
          </Stack>
          <FormControlLabel
            label="Enabled"
            labelPlacement="start"
            sx={{ mr: 0, ml: 0, flexShrink: 0 }}
            control={
              <Switch
                checked={webhook.enabled}
                onChange={(event) => onToggle(event.target.checked)}
                disabled={update.isPending}
                slotProps={{ input: { 'aria-describedby': titleId } }}
              />
            }
          />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={status.color}
            variant="outlined"
            label={status.label}
            sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
          />
          <Typography variant="body2" color="text.secondary">
            {[
              ...(webhook.format === 'slack' ? ['Slack message'] : []),
              eventCount,
              lastDelivery,
              `Added ${formatDate(webhook.createdAt)}`,
            ].join(' · ')}
          </Typography>
        </Stack>
        {notice.message && (
          <Alert severity="success" role="status" onClose={notice.clear}>
            {notice.message}
          </Alert>
        )}
        <ProblemAlert problem={problem} onClose={() => setProblem(null)} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<SendRounded />}
            onClick={onTest}
            disabled={test.isPending || !webhook.enabled}
            aria-describedby={titleId}
          >
            Send test event
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={<ListAltRounded />}
            onClick={() => setOpen('log')}
            aria-describedby={titleId}
          >
            Delivery log
          </Button>
          <Button
            size="small"
            color="inherit"
            startIcon={<EditRounded />}
            onClick={() => {
              setEditing(webhook);
              setOpen('edit');
            }}
            aria-describedby={titleId}
          >
            Edit
          </Button>
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteOutlineRounded />}
            onClick={() => setOpen('delete')}
            aria-describedby={titleId}
          >
            Delete
          </Button>
        </Stack>
      </Stack>
      <WebhookDeliveriesDialog webhook={webhook} open={open === 'log'} onClose={() => setOpen(null)} />
      <WebhookFormDialog
        open={open === 'edit'}
        webhook={editing}
        onClose={() => setOpen(null)}
        onSaved={() => notice.show('Webhook saved.')}
      />
      <ConfirmDialog
        open={open === 'delete'}
        title="Delete this webhook?"
        confirmLabel="Delete webhook"
        onConfirm={() => remove.mutate(webhook.id)}
        onClose={() => {
          setOpen(null);
          remove.reset();
        }}
        isPending={remove.isPending}
        isDestructive
        problem={remove.isError ? errorMessage(remove.error) : null}
      >
        ClientDock stops sending events to {webhook.url}, and its delivery log goes with it.
      </ConfirmDialog>
    </Paper>
  );
}
