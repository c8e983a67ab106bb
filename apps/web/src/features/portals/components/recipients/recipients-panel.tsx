import type { Portal, Recipient, RecipientListItem } from '@clientdock/shared';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import ForwardToInboxRounded from '@mui/icons-material/ForwardToInboxRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useRecipients, useRemindRecipient, useRevokeRecipient } from '../../api/recipients';
import { useNotify } from '../feedback';
import { RecipientRow } from './recipient-row';
import { ReminderSettings } from './reminder-settings';
import { SendToClientDialog } from './send-to-client-dialog';
import { SendUpdateDialog } from './send-update-dialog';

function RecipientsSkeleton() {
  return (
    <Stack spacing={0} aria-label="Loading recipients">
      {[0, 1, 2].map((row) => (
        <Box key={row} sx={{ py: 1.75, borderTop: 1, borderColor: 'divider' }}>
          <Skeleton width="40%" height={24} />
          <Skeleton width="70%" height={20} />
        </Box>
      ))}
    </Stack>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" component="h3" color="text.secondary">
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** Who the portal was sent to and how far each got, those who have not opened it first. */
export function RecipientsPanel({ portal, readOnly }: { portal: Portal; readOnly: boolean }) {
  const notify = useNotify();
  const query = useRecipients(portal.id);
  const remind = useRemindRecipient(portal.id);
  const revoke = useRevokeRecipient(portal.id);
  const [isSending, setSending] = useState(false);
  const [isUpdating, setUpdating] = useState(false);
  const [toRevoke, setToRevoke] = useState<Recipient | null>(null);
  const canSend = !readOnly && portal.status === 'active';

  const onRemind = (recipient: Recipient) =>
    remind.mutate(recipient.id, {
      onSuccess: () => notify(`Reminder sent to ${recipient.email}`),
      onError: (error) => notify(errorMessage(error), 'error'),
    });
  const onRevoke = () => {
    if (!toRevoke) return;
    revoke.mutate(toRevoke.id, {
      onSuccess: () => {
        notify(`${toRevoke.email} can no longer open this portal`);
        setToRevoke(null);
      },
      onError: (error) => notify(errorMessage(error), 'error'),
    });
  };

  const recipients = query.data?.recipients ?? [];
  const waiting = recipients.filter((recipient) => recipient.status === 'invited');
  const opened = recipients.filter((recipient) => recipient.status !== 'invited');
  const row = (recipient: RecipientListItem) => (
    <RecipientRow
      key={recipient.id}
      recipient={recipient}
      readOnly={readOnly}
      isReminding={remind.isPending && remind.variables === recipient.id}
      onRemind={() => onRemind(recipient)}
      onRevoke={() => setToRevoke(recipient)}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h6" component="h2">
            Recipients
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Clients you sent this portal to, and how far each has got.
          </Typography>
        </Box>
        {canSend && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
            {recipients.length > 0 && (
              <Button variant="outlined" startIcon={<CampaignRounded />} onClick={() => setUpdating(true)}>
                Send an update
              </Button>
            )}
            <Button variant="contained" startIcon={<ForwardToInboxRounded />} onClick={() => setSending(true)}>
              Send to client
            </Button>
          </Stack>
        )}
      </Stack>
      {query.data && !readOnly && (
        <ReminderSettings portalId={portal.id} list={query.data} expiresAt={portal.expiresAt ?? null} />
      )}
      {query.isPending && <RecipientsSkeleton />}
      {query.isError && (
        <Typography color="error" role="alert">
          {errorMessage(query.error)}
        </Typography>
      )}
      {query.data && recipients.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 5, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            No recipients yet
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Send this portal to a client to see here who opened it.
          </Typography>
          {portal.status !== 'active' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Publish the portal first: clients cannot open a draft.
            </Typography>
          )}
        </Box>
      )}
      <Stack spacing={3}>
        {waiting.length > 0 && <Group title={`Hasn’t opened yet (${waiting.length})`}>{waiting.map(row)}</Group>}
        {opened.length > 0 && <Group title={`Opened (${opened.length})`}>{opened.map(row)}</Group>}
      </Stack>
      <SendToClientDialog open={isSending} onClose={() => setSending(false)} portal={portal} />
      <SendUpdateDialog
        open={isUpdating}
        onClose={() => setUpdating(false)}
        portalId={portal.id}
        recipients={recipients}
      />
      <ConfirmDialog
        open={toRevoke !== null}
        title={`Revoke ${toRevoke?.email ?? ''}?`}
        confirmLabel="Revoke access"
        isDestructive
        isPending={revoke.isPending}
        onConfirm={onRevoke}
        onClose={() => setToRevoke(null)}
      >
        Their personal link and access end at once. You can send the portal to them again later.
      </ConfirmDialog>
    </Paper>
  );
}
