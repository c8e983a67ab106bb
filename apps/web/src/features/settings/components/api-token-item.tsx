import type { ApiToken } from '@clientdock/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useRevokeApiToken } from '../api/api-tokens';

const SCOPE_LABELS = { read: 'Read', write: 'Write' } as const;

/** One token: what tells it apart, when it was used, and Revoke. */
export function ApiTokenItem({ token, onRevoked }: { token: ApiToken; onRevoked: (name: string) => void }) {
  const revoke = useRevokeApiToken();
  const titleId = useId();
  const [isConfirming, setConfirming] = useState(false);
  const facts = [
    `Created ${formatDate(token.createdAt)}`,
    token.lastUsedAt ? `Last used ${formatDate(token.lastUsedAt)}` : 'Never used',
    token.expiresAt ? `${token.expired ? 'Expired' : 'Expires'} ${formatDate(token.expiresAt)}` : 'Never expires',
  ];
  const onConfirm = () =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        setConfirming(false);
        onRevoked(token.name);
      },
    });

  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 2 }}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={titleId} component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {token.name}
            </Typography>
            {token.expired && <Chip size="small" color="error" variant="outlined" label="Expired" />}
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              variant="body2"
              component="code"
              aria-label={`Starts with ${token.prefix}`}
              sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.75, py: 0.25, borderRadius: 1 }}
            >
              {token.prefix}…
            </Typography>
            {token.scopes.map((scope) => (
              <Chip key={scope} size="small" label={SCOPE_LABELS[scope]} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {facts.join(' · ')}
          </Typography>
        </Stack>
        <Button
          color="error"
          variant="outlined"
          onClick={() => setConfirming(true)}
          aria-describedby={titleId}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
        >
          Revoke
        </Button>
      </Stack>
      <ConfirmDialog
        open={isConfirming}
        title={`Revoke ${token.name}?`}
        confirmLabel="Revoke token"
        onConfirm={onConfirm}
        onClose={() => {
          setConfirming(false);
          revoke.reset();
        }}
        isPending={revoke.isPending}
        isDestructive
        problem={revoke.isError ? errorMessage(revoke.error) : null}
      >
        Anything using this token stops working at once. This cannot be undone; create a new token if you need one
        again.
      </ConfirmDialog>
    </Paper>
  );
}
