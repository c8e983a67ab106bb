import type { CreatorComment } from '@clientdock/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { scrollBehavior } from '@/lib/motion';
import { useAddComment, useSetResolved } from '../../api/file-review';
import { pinLabel } from '../../lib/pins';
import { useNotify } from '../feedback';
import type { NumberedPin } from './pin-markers';

interface ThreadProps {
  portalId: string;
  pin: NumberedPin;
  color: string;
  isSelected: boolean;
  onSelect: (id: string) => void;
}

function Thread({ portalId, pin, color, isSelected, onSelect }: ThreadProps) {
  const { number, thread } = pin;
  const itemRef = useRef<HTMLLIElement>(null);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddComment(portalId);
  const resolve = useSetResolved(portalId);
  const notify = useNotify();
  const label = thread.anchor
    ? pinLabel(number, thread)
    : `Comment ${number} by ${thread.authorName}, on the whole file`;
  useEffect(() => {
    if (isSelected) itemRef.current?.scrollIntoView?.({ block: 'nearest', behavior: scrollBehavior() });
  }, [isSelected]);

  const send = async () => {
    setError(null);
    try {
      await add.mutateAsync({ body: reply.trim(), parentId: thread.id });
      setReply('');
      notify('Reply sent');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  const toggle = async () => {
    try {
      await resolve.mutateAsync({ commentId: thread.id, resolved: thread.status === 'open' });
      notify(thread.status === 'open' ? `Comment ${number} resolved` : `Comment ${number} reopened`);
    } catch (caught) {
      notify(errorMessage(caught), 'error');
    }
  };

  return (
    <Paper
      component="li"
      ref={itemRef}
      variant="outlined"
      aria-label={label}
      aria-current={isSelected ? 'true' : undefined}
      sx={{
        listStyle: 'none',
        p: 1.5,
        borderRadius: 3,
        borderColor: isSelected ? color : 'divider',
        borderWidth: isSelected ? 2 : 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Box
          component="button"
          type="button"
          onClick={() => onSelect(thread.id)}
          aria-label={`Show comment ${number}`}
          sx={{
            width: 26,
            height: 26,
            flexShrink: 0,
            borderRadius: '50%',
            border: 0,
            bgcolor: color,
            color: '#fff',
            fontWeight: 700,
            fontSize: 13,
            cursor: 'pointer',
          }}
        >
          {number}
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }} noWrap>
          {thread.authorName}
        </Typography>
        {thread.status === 'resolved' && <Chip size="small" label="Resolved" />}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {[label.split(', ').slice(1).join(', '), formatDate(thread.createdAt)].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {thread.body}
      </Typography>
      {thread.replies.length > 0 && (
        <Stack
          component="ul"
          aria-label={`Replies to comment ${number}`}
          spacing={1}
          sx={{ m: 0, mt: 1, pl: 1.5, borderLeft: 2, borderColor: 'divider' }}
        >
          {thread.replies.map((item: CreatorComment) => (
            <Box component="li" key={item.id} sx={{ listStyle: 'none' }}>
              <Typography variant="caption" sx={{ fontWeight: 600 }}>
                {item.authorName}
                {item.authorType === 'creator' ? ' (you or your team)' : ''}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {item.body}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      <Stack
        component="form"
        spacing={1}
        sx={{ mt: 1.5 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (reply.trim()) void send();
        }}
      >
        <TextField
          size="small"
          label={`Reply to comment ${number}`}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          multiline
          maxRows={6}
          error={Boolean(error)}
          helperText={error}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" onClick={toggle} disabled={resolve.isPending}>
            {thread.status === 'open' ? 'Resolve' : 'Reopen'}
          </Button>
          <Button size="small" type="submit" variant="contained" disabled={!reply.trim() || add.isPending}>
            Reply
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

interface PinThreadListProps {
  portalId: string;
  pins: NumberedPin[];
  color: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  emptyText: string;
}

/** The version's threads in reading order, each with its replies, a reply box, and Resolve or Reopen. */
export function PinThreadList({ portalId, pins, color, selectedId, onSelect, emptyText }: PinThreadListProps) {
  if (pins.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {emptyText}
      </Typography>
    );
  return (
    <Stack component="ul" aria-label="Comments on this version" spacing={1} sx={{ m: 0, p: 0 }}>
      {pins.map((pin) => (
        <Thread
          key={pin.thread.id}
          portalId={portalId}
          pin={pin}
          color={color}
          isSelected={selectedId === pin.thread.id}
          onSelect={onSelect}
        />
      ))}
    </Stack>
  );
}
