import type { CreatorComment, PortalFile } from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useCarryForward, useCloseAddressed, usePortalComments } from '../../api/file-review';
import { numberThreads, pinLabel, threadsOn } from '../../lib/pins';

interface CarryForwardDialogProps {
  portalId: string;
  file: Pick<PortalFile, 'id' | 'name' | 'version'>;
  onClose: () => void;
}

type Outcome = 'carried' | 'closed';

/** Open pins of the version before the latest: carried forward to the latest (same spot) or closed as addressed. */
export function CarryForwardDialog({ portalId, file, onClose }: CarryForwardDialogProps) {
  const titleId = useId();
  const to = file.version;
  const from = to - 1;
  const comments = usePortalComments(portalId);
  const carry = useCarryForward(portalId, file);
  const close = useCloseAddressed(portalId, file);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [error, setError] = useState<string | null>(null);

  const all = comments.data ?? [];
  const carriedAlready = new Set(threadsOn(all, file.id, to).flatMap((c) => (c.carriedFrom ? [c.carriedFrom] : [])));
  const numbered = numberThreads(threadsOn(all, file.id, from)).filter(({ thread }) => thread.anchor !== null);
  const pins = numbered.map(({ thread }) => thread);
  const numberOf = new Map(numbered.map(({ number, thread }) => [thread.id, number]));
  const outcomeOf = (pin: CreatorComment): Outcome | null =>
    outcomes[pin.id] ?? (carriedAlready.has(pin.id) ? 'carried' : pin.status === 'resolved' ? 'closed' : null);
  const open = pins.filter((pin) => pin.status === 'open' || outcomes[pin.id]);
  const pending = open.filter((pin) => outcomeOf(pin) === null);
  const isBusy = carry.isPending || close.isPending;

  const act = async (outcome: Outcome, ids: string[]) => {
    setError(null);
    try {
      if (outcome === 'carried') await carry.mutateAsync({ commentIds: ids, to });
      else await close.mutateAsync({ commentIds: ids });
      setOutcomes((before) => ({ ...before, ...Object.fromEntries(ids.map((id) => [id, outcome])) }));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Carry forward or close open comments</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Open pins on version {from} of {file.name}. Carry one forward to keep it open at the same spot on version {to}
          , or close it as addressed in v{to}.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {comments.isLoading ? (
          <Stack spacing={1} role="status" aria-label="Loading comments">
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={64} />
          </Stack>
        ) : open.length === 0 ? (
          <Typography color="text.secondary">No open pins on version {from}. Nothing to carry forward.</Typography>
        ) : (
          <Stack component="ul" aria-label={`Open pins on version ${from}`} spacing={1} sx={{ m: 0, p: 0 }}>
            {open.map((pin) => {
              const number = numberOf.get(pin.id) ?? 0;
              const outcome = outcomeOf(pin);
              return (
                <Paper
                  component="li"
                  key={pin.id}
                  variant="outlined"
                  aria-label={pinLabel(number, pin)}
                  sx={{ p: 1.5, listStyle: 'none', borderRadius: 3 }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {number}. {pin.authorName}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
                    {pin.body}
                  </Typography>
                  {outcome ? (
                    <Typography variant="body2" color="success.main" role="status">
                      {outcome === 'carried' ? `Carried forward to v${to}` : `Closed as addressed in v${to}`}
                    </Typography>
                  ) : (
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={isBusy}
                        onClick={() => act('carried', [pin.id])}
                      >
                        Carry forward to v{to}
                      </Button>
                      <Button size="small" disabled={isBusy} onClick={() => act('closed', [pin.id])}>
                        Close as addressed
                      </Button>
                    </Stack>
                  )}
                </Paper>
              );
            })}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {pending.length > 1 && (
          <>
            <Button
              disabled={isBusy}
              onClick={() =>
                act(
                  'closed',
                  pending.map((pin) => pin.id),
                )
              }
            >
              Close all as addressed
            </Button>
            <Button
              variant="outlined"
              disabled={isBusy}
              onClick={() =>
                act(
                  'carried',
                  pending.map((pin) => pin.id),
                )
              }
            >
              Carry all forward to v{to}
            </Button>
          </>
        )}
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
