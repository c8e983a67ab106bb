import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormError } from '@/components/form-error';
import { SubmitButton } from '@/components/submit-button';
import { errorMessage } from '@/lib/api-client';
import { type TwoFactorSetup, useConfirmTwoFactor } from '../api/security';
import { CopyButton } from './copy-button';
import { RecoveryCodes } from './recovery-codes';

/** The secret in groups of four, easier to type into an app by hand. */
function readableSecret(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return (
    secret
      .replace(/=+$/, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? secret
  );
}

/** Scan (or type) the secret, confirm with a first code, then keep the recovery codes. */
export function TwoFactorSetupDialog({ setup, onClose }: { setup: TwoFactorSetup; onClose: () => void }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const confirm = useConfirmTwoFactor();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirmed, setConfirmed] = useState(false);
  const secret = readableSecret(setup.totpURI);

  useEffect(() => {
    let isCurrent = true;
    QRCode.toDataURL(setup.totpURI, { width: 400, margin: 2, errorCorrectionLevel: 'M' })
      .then((url) => isCurrent && setQr(url))
      .catch(() => isCurrent && setQr(null));
    return () => {
      isCurrent = false;
    };
  }, [setup.totpURI]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setFieldError('Enter the 6-digit code your app shows.');
      return;
    }
    setFieldError(null);
    setProblem(null);
    try {
      await confirm.mutateAsync(code);
      setConfirmed(true);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Dialog
      open
      onClose={confirm.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      scroll="paper"
    >
      <DialogTitle id={titleId}>
        {isConfirmed ? 'Two-factor sign-in is on' : 'Set up your authenticator app'}
      </DialogTitle>
      <DialogContent dividers>
        {isConfirmed ? (
          <RecoveryCodes codes={setup.backupCodes} />
        ) : (
          <Stack component="form" id={formId} noValidate spacing={2.5} onSubmit={onSubmit}>
            <Typography variant="body2" color="text.secondary">
              Scan this QR code with an authenticator app (1Password, Google Authenticator, Authy, …), then enter the
              6-digit code it shows.
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              {qr ? (
                <Box
                  component="img"
                  src={qr}
                  alt="QR code for your authenticator app"
                  sx={{ width: 200, height: 200, borderRadius: 2, bgcolor: '#fff' }}
                />
              ) : (
                <Box sx={{ width: 200, height: 200 }} />
              )}
            </Box>
            <Stack spacing={0.5}>
              <Typography variant="body2" color="text.secondary">
                Can’t scan it? Type this key into the app instead:
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography
                  component="code"
                  aria-label="Setup key"
                  sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all' }}
                >
                  {secret}
                </Typography>
                <CopyButton value={secret.replace(/\s/g, '')} label="Copy setup key" />
              </Stack>
            </Stack>
            <FormError message={problem} />
            <TextField
              label="6-digit code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              error={Boolean(fieldError)}
              helperText={fieldError ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 7 } }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {isConfirmed ? (
          <Button variant="contained" onClick={onClose}>
            I saved my recovery codes
          </Button>
        ) : (
          <>
            <Button onClick={onClose} color="inherit" disabled={confirm.isPending}>
              Cancel
            </Button>
            <SubmitButton isSubmitting={confirm.isPending} form={formId} size="medium">
              Turn on
            </SubmitButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
