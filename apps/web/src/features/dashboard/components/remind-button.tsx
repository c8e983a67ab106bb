import type { WaitingOnClientsItem } from '@clientdock/shared';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useNudgePortal, useRemindRecipient } from '../api/dashboard-home';

/**
 * "Remind" beside an item that waits on a client: a recipient gets their own reminder, a file or a closing
 * portal the portal's reminder to its clients. The outcome shows in place, in the server's words on failure.
 */
export function RemindButton({ item, label }: { item: WaitingOnClientsItem; label: string }) {
  const remindRecipient = useRemindRecipient();
  const nudgePortal = useNudgePortal();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const pending = remindRecipient.isPending || nudgePortal.isPending;

  const remind = async () => {
    try {
      if (item.remind === 'recipient' && item.recipientId) {
        await remindRecipient.mutateAsync({ portalId: item.portalId, recipientId: item.recipientId });
        setResult({ ok: true, text: `Reminder sent to ${item.who ?? 'the recipient'}` });
      } else {
        const nudge = await nudgePortal.mutateAsync(item.portalId);
        setResult(
          nudge.sent > 0
            ? { ok: true, text: `Reminder sent to ${nudge.sent} ${nudge.sent === 1 ? 'client' : 'clients'}` }
            : { ok: false, text: `No client to remind yet; next possible ${formatDateTime(nudge.nextNudgeAt)}` },
        );
      }
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error) });
    }
  };

  if (result?.ok) {
    return (
      <Typography variant="caption" color="success.main" role="status" sx={{ maxWidth: 160, textAlign: 'right' }}>
        {result.text}
      </Typography>
    );
  }
  return (
    <>
      <Button variant="outlined" size="small" onClick={remind} disabled={pending} aria-label={`Remind: ${label}`}>
        {pending ? 'Sending…' : 'Remind'}
      </Button>
      {result && (
        <Typography variant="caption" color="error" role="alert" sx={{ maxWidth: 200, textAlign: 'right' }}>
          {result.text}
        </Typography>
      )}
    </>
  );
}
