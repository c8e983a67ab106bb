import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { FormError } from '@/components/form-error';
import { SubmitButton } from '@/components/submit-button';
import { errorMessage } from '@/lib/api-client';
import { useVerifySecondFactor } from '../api/second-factor';

/** After the password, for an account with two-factor sign-in: the 6-digit code or a recovery code. */
export function SecondFactorForm({ onSignedIn, onCancel }: { onSignedIn: () => void; onCancel: () => void }) {
  const [isRecoveryCode, setRecoveryCode] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const verify = useVerifySecondFactor();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const value = code.trim();
    if (isRecoveryCode ? value.length < 6 : !/^\d{6}$/.test(value.replace(/\s/g, ''))) {
      setFieldError(isRecoveryCode ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code.');
      return;
    }
    setFieldError(null);
    try {
      await verify.mutateAsync({ code: value, isRecoveryCode });
      onSignedIn();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={onSubmit} aria-label="Two-factor sign-in">
      <Typography variant="body2" color="text.secondary">
        {isRecoveryCode
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for ClientDock.'}
      </Typography>
      <FormError message={serverError} />
      <TextField
        key={isRecoveryCode ? 'recovery' : 'totp'}
        label={isRecoveryCode ? 'Recovery code' : 'Authentication code'}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoFocus
        autoComplete="one-time-code"
        error={Boolean(fieldError)}
        helperText={fieldError ?? ' '}
        slotProps={{
          htmlInput: isRecoveryCode
            ? { autoCapitalize: 'none', spellCheck: false }
            : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 7 },
        }}
      />
      <SubmitButton isSubmitting={verify.isPending}>Verify and sign in</SubmitButton>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          onClick={() => {
            setRecoveryCode(!isRecoveryCode);
            setCode('');
            setFieldError(null);
            setServerError(null);
          }}
        >
          {isRecoveryCode ? 'Use the authenticator app' : 'Use a recovery code'}
        </Button>
        <Button size="small" color="inherit" onClick={onCancel}>
          Back to sign-in
        </Button>
      </Stack>
    </Stack>
  );
}
