import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { EmptyPanel } from '@/components/empty-panel';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { type Passkey, useAddPasskey, usePasskeys, useRemovePasskey } from '../api/security';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { SettingsCard } from './settings-card';

const passkeyName = (passkey: Passkey) => passkey.name || 'Passkey';

// The browser's refusal when the person cancels the prompt says little; say what happened.
function passkeyFailure(error: unknown): Error {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return new Error('The passkey prompt was cancelled or timed out. Nothing was added.');
  }
  return error instanceof Error ? error : new Error(errorMessage(error));
}

export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [isAdding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const isSupported = typeof window === 'undefined' || Boolean(window.PublicKeyCredential);

  return (
    <SettingsCard
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of typing your password. A passkey stays on your device or in your password manager."
    >
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {!isSupported && (
        <Alert severity="info">This browser cannot make passkeys. Try a recent Chrome, Safari, Edge or Firefox.</Alert>
      )}
      {passkeys.isPending ? (
        <Stack spacing={1} role="status" aria-label="Loading passkeys">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : passkeys.isError ? (
        <Alert severity="error" action={<Button onClick={() => passkeys.refetch()}>Retry</Button>}>
          {errorMessage(passkeys.error)}
        </Alert>
      ) : passkeys.data.length === 0 ? (
        <EmptyPanel
          compact
          icon={<KeyRounded />}
          title="No passkeys yet"
          description="Add one to sign in without typing your password."
        />
      ) : (
        <List aria-label="Your passkeys" disablePadding>
          {passkeys.data.map((passkey) => (
            <ListItem
              key={passkey.id}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${passkeyName(passkey)}`}
                  onClick={() => setRemoving(passkey)}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              }
            >
              <ListItemIcon>
                <KeyRounded />
              </ListItemIcon>
              <ListItemText
                primary={passkeyName(passkey)}
                secondary={[
                  passkey.createdAt ? `Added ${formatDate(passkey.createdAt)}` : null,
                  passkey.backedUp ? 'Synced' : 'This device only',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row">
        <Button variant="outlined" startIcon={<KeyRounded />} disabled={!isSupported} onClick={() => setAdding(true)}>
          Add a passkey
        </Button>
      </Stack>

      <PasswordConfirmDialog
        open={isAdding}
        title="Add a passkey"
        description="Confirm it is you with your current password; then your browser asks you to create the passkey."
        submitLabel="Continue"
        onClose={() => {
          setAdding(false);
          setName('');
        }}
        onConfirm={async (password) => {
          try {
            await add.mutateAsync({ password, name });
          } catch (error) {
            throw passkeyFailure(error);
          }
          setAdding(false);
          setName('');
          setNotice('Passkey added. You can sign in with it next time.');
        }}
      >
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          helperText="Optional, e.g. “Work laptop”, so you can tell your passkeys apart."
          slotProps={{ htmlInput: { maxLength: 60 } }}
          fullWidth
        />
      </PasswordConfirmDialog>
      <PasswordConfirmDialog
        open={Boolean(removing)}
        title={`Remove ${removing ? passkeyName(removing) : 'passkey'}?`}
        description="You will no longer be able to sign in with it. Also remove it from your device or password manager."
        submitLabel="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={async (password) => {
          if (!removing) return;
          await remove.mutateAsync({ password, id: removing.id });
          setRemoving(null);
          setNotice('Passkey removed.');
        }}
      />
    </SettingsCard>
  );
}
