import {
  SUPPORT_REPLY_MAX,
  SUPPORT_TICKET_STATUSES,
  SUPPORT_TOPIC_LABELS,
  type SupportReply,
  type SupportTicketDetail,
  type SupportTicketStatus,
  type SupportTopic,
} from '@clientdock/shared';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNotify } from '@/components/feedback';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useReplyToTicket, useSetTicketStatus, useSupportTicket } from '../../api/support-tickets';
import { TICKET_STATUS_HINTS, TICKET_STATUS_LABELS, ticketTitle } from '../../lib/ticket-status';
import { QueryErrorAlert } from '../query-error-alert';

const DELIVERY: Record<SupportReply['delivery'], { label: string; color: 'success' | 'default' | 'error' }> = {
  sent: { label: 'Emailed', color: 'success' },
  queued: { label: 'In the outbox', color: 'default' },
  failed: { label: 'Not delivered', color: 'error' },
};

function Message({
  from,
  at,
  text,
  mine,
  extra,
}: {
  from: string;
  at: string;
  text: string;
  mine: boolean;
  extra?: ReactNode;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          maxWidth: { xs: '100%', sm: '85%' },
          borderRadius: 3,
          bgcolor: mine ? 'action.selected' : 'background.paper',
        }}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography variant="subtitle2" component="p">
            {from}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(at)}
          </Typography>
          {extra}
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
      </Paper>
    </Box>
  );
}

function Thread({ ticket }: { ticket: SupportTicketDetail }) {
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Conversation">
      <Message from={`${ticket.name} <${ticket.email}>`} at={ticket.createdAt} text={ticket.message} mine={false} />
      {ticket.replies.map((reply) => (
        <Message
          key={reply.id}
          from={reply.authorName}
          at={reply.createdAt}
          text={reply.message}
          mine
          extra={
            <Chip
              size="small"
              variant="outlined"
              label={DELIVERY[reply.delivery].label}
              color={DELIVERY[reply.delivery].color}
            />
          }
        />
      ))}
    </Stack>
  );
}

function ReplyForm({ ticket }: { ticket: SupportTicketDetail }) {
  const notify = useNotify();
  const reply = useReplyToTicket();
  const [message, setMessage] = useState('');
  const [after, setAfter] = useState<SupportTicketStatus>('pending');
  const [error, setError] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError('Write a reply before sending');
      return;
    }
    try {
      const saved = await reply.mutateAsync({ id: ticket.id, reply: { message, status: after } });
      setMessage('');
      setError(null);
      const last = saved.replies.at(-1);
      notify(
        last?.delivery === 'sent' ? `Reply emailed to ${ticket.email}` : `Reply saved; the email is in the outbox`,
      );
    } catch (reason) {
      setError(errorMessage(reason));
    }
  };
  return (
    <Box component="form" onSubmit={send} noValidate aria-label="Reply">
      <TextField
        label={`Reply to ${ticket.name}`}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setError(null);
        }}
        multiline
        minRows={4}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? `Sent by email to ${ticket.email}, quoting their message.`}
        slotProps={{ htmlInput: { maxLength: SUPPORT_REPLY_MAX } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <TextField
          select
          size="small"
          label="Then mark as"
          value={after}
          onChange={(event) => setAfter(event.target.value as SupportTicketStatus)}
          sx={{ minWidth: 220 }}
        >
          {SUPPORT_TICKET_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {TICKET_STATUS_LABELS[status]} · {TICKET_STATUS_HINTS[status].toLowerCase()}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" endIcon={<SendRounded />} disabled={reply.isPending}>
          {reply.isPending ? 'Sending…' : 'Send reply'}
        </Button>
      </Stack>
    </Box>
  );
}

function StatusSelect({ ticket }: { ticket: SupportTicketDetail }) {
  const notify = useNotify();
  const setStatus = useSetTicketStatus();
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={ticket.status}
      disabled={setStatus.isPending}
      onChange={async (event) => {
        const status = event.target.value as SupportTicketStatus;
        try {
          await setStatus.mutateAsync({ id: ticket.id, status });
          notify(`Ticket marked ${TICKET_STATUS_LABELS[status].toLowerCase()}`);
        } catch (error) {
          notify(errorMessage(error), 'error');
        }
      }}
      sx={{ minWidth: 150 }}
    >
      {SUPPORT_TICKET_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {TICKET_STATUS_LABELS[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One ticket: the sender's message and every answer, the status, and the reply form. Escape closes it. */
export function TicketDialog({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const ticket = useSupportTicket(ticketId);
  const titleId = useId();
  const data = ticket.data;
  return (
    <Dialog
      open={Boolean(ticketId)}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {data ? ticketTitle(data) : 'Support ticket'}
        {data && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {data.reference} · {SUPPORT_TOPIC_LABELS[data.topic as SupportTopic]}
          </Typography>
        )}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent dividers>
        {ticket.isPending ? (
          <Stack spacing={2} role="status" aria-label="Loading the ticket">
            <Skeleton variant="rounded" height={96} />
            <Skeleton variant="rounded" height={64} width="70%" sx={{ alignSelf: 'flex-end' }} />
          </Stack>
        ) : ticket.isError ? (
          <QueryErrorAlert error={ticket.error} onRetry={() => ticket.refetch()} what="This ticket" />
        ) : data ? (
          <Stack spacing={3}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary">
                {TICKET_STATUS_HINTS[data.status]}
                {data.userId ? ' · sent while signed in' : ''}
              </Typography>
              <StatusSelect ticket={data} />
            </Stack>
            <Thread ticket={data} />
            {data.status === 'closed' && (
              <Alert severity="info" variant="outlined">
                This ticket is closed. Replying reopens the conversation with the sender.
              </Alert>
            )}
            <ReplyForm ticket={data} />
          </Stack>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
