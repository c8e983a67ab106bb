import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import {
  type TwoFactorSetup,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTwoFactor,
} from '../api/security';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { RecoveryCodes } from './recovery-codes';
import { SettingsCard } from './settings-card';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

type Step = 'idle' | 'start' | 'disable' | 'regenerate';

export function TwoFactorCard({ isEnabled, isRequired }: { isEnabled: boolean; isRequired: boolean }) {
  const [step, setStep] = useState<Step>('idle');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const codesTitleId = useId();
  const close = () => setStep('idle');

  return (
    <SettingsCard
      title="Two-factor sign-in"
      description="After your password, ClientDock asks for a 6-digit code from an authenticator app on your phone, so a stolen password alone does not open your account."
      aside={
        <Chip
          label={isEnabled ? 'On' : 'Off'}
          color={isEnabled ? 'success' : 'default'}
          size="small"
          variant="outlined"
        />
      }
    >
      {isRequired && !isEnabled && (
        <Alert severity="warning">
          This instance requires two-factor sign-in for admins. Set it up to use the admin pages again.
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {isEnabled ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" onClick={() => setStep('regenerate')}>
            New recovery codes
          </Button>
          <Button color="error" onClick={() => setStep('disable')}>
            Turn off two-factor sign-in
          </Button>
        </Stack>
      ) : (
        <Stack direction="row">
          <Button variant="contained" size="large" onClick={() => setStep('start')}>
            Set up two-factor sign-in
          </Button>
        </Stack>
      )}

      <PasswordConfirmDialog
        open={step === 'start'}
        title="Set up two-factor sign-in"
        description="Confirm it is you: enter your current password. Next you scan a QR code with your authenticator app."
        submitLabel="Continue"
        onClose={close}
        onConfirm={async (password) => {
          setSetup(await start.mutateAsync(password));
          close();
        }}
      />
      <PasswordConfirmDialog
        open={step === 'disable'}
        title="Turn off two-factor sign-in?"
        description="Your password alone will sign you in again, and your recovery codes stop working."
        submitLabel="Turn off"
        onClose={close}
        onConfirm={async (password) => {
          await disable.mutateAsync(password);
          close();
          setNotice('Two-factor sign-in is off.');
        }}
      />
      <PasswordConfirmDialog
        open={step === 'regenerate'}
        title="Make new recovery codes?"
        description="Your current recovery codes stop working and ten new ones are shown once."
        submitLabel="Make new codes"
        onClose={close}
        onConfirm={async (password) => {
          setNewCodes((await regenerate.mutateAsync(password)).backupCodes);
          close();
        }}
      />
      {setup && (
        <TwoFactorSetupDialog
          setup={setup}
          onClose={() => {
            setSetup(null);
          }}
        />
      )}
      <Dialog
        open={Boolean(newCodes)}
        onClose={() => setNewCodes(null)}
        aria-labelledby={codesTitleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={codesTitleId}>Your new recovery codes</DialogTitle>
        <DialogContent dividers>{newCodes && <RecoveryCodes codes={newCodes} />}</DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button variant="contained" onClick={() => setNewCodes(null)}>
            I saved my recovery codes
          </Button>
        </DialogActions>
      </Dialog>
    </SettingsCard>
  );
}
