import type { WebhookCreated } from '@clientdock/shared';
import AddRounded from '@mui/icons-material/AddRounded';
import WebhookRounded from '@mui/icons-material/WebhookRounded';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyPanel } from '@/components/empty-panel';
import { errorMessage } from '@/lib/api-client';
import { useWebhooks } from '../api/webhooks';
import { LoadProblem } from './load-problem';
import { SettingsCard } from './settings-card';
import { ShownOnceDialog } from './shown-once-dialog';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhookItem } from './webhook-item';

function WebhookList({ onAdd }: { onAdd: () => void }) {
  const webhooks = useWebhooks();
  if (webhooks.isPending) {
    return (
      <Stack spacing={1.5} role="status" aria-label="Loading your webhooks">
        <Skeleton variant="rounded" height={140} />
      </Stack>
    );
  }
  if (webhooks.isError)
    return <LoadProblem message={errorMessage(webhooks.error)} onRetry={() => webhooks.refetch()} />;
  if (webhooks.data.length === 0) {
    return (
      <EmptyPanel
        compact
        icon={<WebhookRounded />}
        title="No webhooks yet"
        description="Add the address of a service that should hear about your portals, such as Zapier, Make or your own server, and choose the events to send."
        action={
          <Button variant="outlined" startIcon={<AddRounded />} onClick={onAdd}>
            Add your first webhook
          </Button>
        }
      />
    );
  }
  return (
    <Stack component="ul" spacing={1.5} aria-label="Webhooks" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {webhooks.data.map((webhook) => (
        <WebhookItem key={webhook.id} webhook={webhook} />
      ))}
    </Stack>
  );
}

/** Settings > Webhooks: endpoints told about portal events as they happen, with a log of each delivery. */
export function WebhooksTab() {
  const [isAdding, setAdding] = useState(false);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [isShowingSecret, setShowingSecret] = useState(false);
  return (
    <>
      <SettingsCard
        title="Webhooks"
        description="When something happens in your portals (a client comments, approves, uploads), ClientDock sends a signed POST request to each address you add here. A failed delivery is tried again later; an address that keeps failing for a day is turned off."
        aside={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setAdding(true)} sx={{ flexShrink: 0 }}>
            Add webhook
          </Button>
        }
      >
        <WebhookList onAdd={() => setAdding(true)} />
      </SettingsCard>
      <WebhookFormDialog
        open={isAdding}
        onClose={() => setAdding(false)}
        onCreated={(webhook) => {
          setCreated(webhook);
          setShowingSecret(true);
        }}
      />
      <ShownOnceDialog
        open={isShowingSecret}
        title="Webhook added"
        valueLabel="Signing secret"
        value={created?.secret ?? ''}
        copyLabel="Copy signing secret"
        onClose={() => setShowingSecret(false)}
        onExited={() => setCreated(null)}
      >
        <Typography variant="body2" color="text.secondary">
          Each request carries webhook-id, webhook-timestamp and webhook-signature headers. To check that a request came
          from ClientDock, compute an HMAC-SHA256 of “id.timestamp.body” with this secret (the part after whsec_,
          base64-decoded) and compare it with the signature.
        </Typography>
      </ShownOnceDialog>
    </>
  );
}
