import type { ApiTokenCreated } from '@clientdock/shared';
import AddRounded from '@mui/icons-material/AddRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyPanel } from '@/components/empty-panel';
import { errorMessage } from '@/lib/api-client';
import { useApiTokens } from '../api/api-tokens';
import { useConfirmation } from '../lib/use-confirmation';
import { ApiTokenItem } from './api-token-item';
import { CopyButton } from './copy-button';
import { CreateTokenDialog } from './create-token-dialog';
import { LoadProblem } from './load-problem';
import { SettingsCard } from './settings-card';
import { ShownOnceDialog } from './shown-once-dialog';

function curlExample(token = '$TOKEN') {
  return `curl -H "Authorization: Bearer ${token}" ${window.location.origin}/api/portals`;
}

function CommandLine({ command, copyLabel }: { command: string; copyLabel: string }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', bgcolor: 'action.hover', borderRadius: 2, pl: 2, pr: 0.5, py: 0.5 }}
    >
      <Typography
        component="code"
        variant="body2"
        sx={{ fontFamily: 'monospace', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', py: 0.75 }}
      >
        {command}
      </Typography>
      <CopyButton value={command} label={copyLabel} />
    </Stack>
  );
}

function TokenList({ onCreate }: { onCreate: () => void }) {
  const tokens = useApiTokens();
  const revoked = useConfirmation();
  if (tokens.isPending) {
    return (
      <Stack spacing={1.5} role="status" aria-label="Loading your tokens">
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  }
  if (tokens.isError) return <LoadProblem message={errorMessage(tokens.error)} onRetry={() => tokens.refetch()} />;
  return (
    <>
      {revoked.message && (
        <Alert severity="success" role="status" onClose={revoked.clear}>
          {revoked.message}
        </Alert>
      )}
      {tokens.data.length === 0 ? (
        <EmptyPanel
          compact
          icon={<KeyRounded />}
          title="No tokens yet"
          description="Create a token for each app or script that should reach your account, so you can revoke one without breaking the others."
          action={
            <Button variant="outlined" startIcon={<AddRounded />} onClick={onCreate}>
              Create your first token
            </Button>
          }
        />
      ) : (
        <Stack component="ul" spacing={1.5} aria-label="API tokens" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {tokens.data.map((token) => (
            <ApiTokenItem
              key={token.id}
              token={token}
              onRevoked={(name) => revoked.show(`Revoked ${name}. Anything using it can no longer reach your account.`)}
            />
          ))}
        </Stack>
      )}
    </>
  );
}

/** Settings > API: personal tokens for scripts and other apps, each shown once when it is made. */
export function ApiTab() {
  const [isCreating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [isShowingToken, setShowingToken] = useState(false);
  return (
    <Stack spacing={3}>
      <SettingsCard
        title="API tokens"
        description={
          <>
            A token lets your own scripts and other apps (a CRM, Zapier, a spreadsheet) use ClientDock’s API as you:
            list portals, upload files, read comments. Send it in the Authorization header of each request. Every route
            is described in the{' '}
            <Link component={RouterLink} to="/docs">
              API reference
            </Link>
            .
          </>
        }
        aside={
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => setCreating(true)}
            sx={{ flexShrink: 0 }}
          >
            Create token
          </Button>
        }
      >
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Try it
          </Typography>
          <CommandLine command={curlExample()} copyLabel="Copy example command" />
        </Box>
        <TokenList onCreate={() => setCreating(true)} />
      </SettingsCard>
      <CreateTokenDialog
        open={isCreating}
        onClose={() => setCreating(false)}
        onCreated={(token) => {
          setCreated(token);
          setShowingToken(true);
        }}
      />
      <ShownOnceDialog
        open={isShowingToken}
        title={`Token “${created?.name ?? ''}” created`}
        valueLabel="Your new API token"
        value={created?.token ?? ''}
        copyLabel="Copy token"
        onClose={() => setShowingToken(false)}
        onExited={() => setCreated(null)}
      >
        {created && (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Try it with:
            </Typography>
            <CommandLine command={curlExample(created.token)} copyLabel="Copy command with this token" />
          </Box>
        )}
      </ShownOnceDialog>
    </Stack>
  );
}
