import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useSendEmailCode, useVerifyEmailCode } from '../../api/portal-queries';
import { loadClientSchemas, prefetchClientSchemas } from '../../lib/load-client-schemas';
import { formatClock, useCountdown } from '../../lib/use-countdown';

const DEFAULT_RESEND_SECONDS = 30;

export function EmailCodeFlow({ uuid }: { uuid: string }) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sendCode = useSendEmailCode(uuid);
  const verify = useVerifyEmailCode(uuid);
  const resend = useCountdown();
  const lockout = useCountdown();

  const requestCode = (address: string) => {
    setNotice(null);
    sendCode.mutate(
      { email: address },
      {
        onSuccess: (answer) => {
          if (step === 'code') setNotice('We sent you a new code. The earlier one no longer works.');
          setStep('code');
          setCode('');
          verify.reset();
          resend.start(answer.resendAfterSeconds ?? DEFAULT_RESEND_SECONDS);
        },
        onError: (failure) => {
          if (failure.status === 429) {
            const seconds = failure.retryAfterSeconds ?? DEFAULT_RESEND_SECONDS;
            if (step === 'code') resend.start(seconds);
            else lockout.start(seconds);
          }
        },
      },
    );
  };

  const onEmailSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { emailInputSchema } = await loadClientSchemas();
    const parsed = emailInputSchema.safeParse(email.trim());
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid email address');
      return;
    }
    requestCode(parsed.data);
  };

  const submitCode = async (value: string) => {
    const { codeInputSchema } = await loadClientSchemas();
    const parsed = codeInputSchema.safeParse(value);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter the 6-digit code');
      return;
    }
    verify.mutate(
      { email: email.trim(), code: value },
      {
        onError: (failure) => {
          setCode('');
          if (failure.status === 429) lockout.start(failure.retryAfterSeconds ?? 60);
        },
      },
    );
  };

  if (step === 'email') {
    const error = sendCode.error;
    const emailError = fieldError ?? (error?.code === 'EMAIL_NOT_ALLOWED' ? error.message : null);
    const alert = lockout.isRunning
      ? `Too many requests. You can ask for a code again in ${formatClock(lockout.remaining)}.`
      : error && error.code !== 'EMAIL_NOT_ALLOWED' && error.status !== 429
        ? error.message
        : null;
    return (
      <Stack component="form" spacing={2} onSubmit={onEmailSubmit} onFocus={prefetchClientSchemas} noValidate>
        {alert && (
          <Alert severity={lockout.isRunning ? 'warning' : 'error'} role="alert">
            {alert}
          </Alert>
        )}
        <TextField
          label="Your email"
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(null);
            sendCode.reset();
          }}
          error={Boolean(emailError)}
          helperText={emailError ?? 'Use the address the portal was shared with.'}
          autoComplete="email"
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'email' } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sendCode.isPending || lockout.isRunning}
          fullWidth
        >
          {sendCode.isPending ? 'Sending…' : 'Email me a code'}
        </Button>
      </Stack>
    );
  }

  const verifyError = verify.error;
  const alert = lockout.isRunning
    ? `Too many wrong codes. You can try again in ${formatClock(lockout.remaining)}.`
    : verifyError && verifyError.status !== 429
      ? verifyError.message
      : sendCode.error && sendCode.error.status !== 429
        ? sendCode.error.message
        : null;

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submitCode(code);
      }}
    >
      <Typography role="status">
        We sent a 6-digit code to <strong>{email.trim()}</strong>. It works for 10 minutes.
      </Typography>
      {notice && <Alert severity="success">{notice}</Alert>}
      {alert && (
        <Alert severity={lockout.isRunning ? 'warning' : 'error'} role="alert">
          {alert}
        </Alert>
      )}
      <TextField
        label="6-digit code"
        value={code}
        onChange={(event) => {
          const next = event.target.value.replace(/\D/g, '').slice(0, 6);
          setCode(next);
          setFieldError(null);
          // A pasted or autofilled code is sent straight away.
          if (next.length === 6 && !verify.isPending && !lockout.isRunning) void submitCode(next);
        }}
        error={Boolean(fieldError)}
        helperText={fieldError ?? 'Check your inbox and spam folder.'}
        autoFocus
        fullWidth
        disabled={lockout.isRunning}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            autoComplete: 'one-time-code',
            maxLength: 6,
            style: { fontSize: 24, letterSpacing: '0.5em', textAlign: 'center' },
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={verify.isPending || lockout.isRunning} fullWidth>
        {verify.isPending ? 'Checking…' : 'Open portal'}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button
          onClick={() => {
            setStep('email');
            setCode('');
            setFieldError(null);
            verify.reset();
            sendCode.reset();
          }}
        >
          Use a different email
        </Button>
        <Button onClick={() => requestCode(email.trim())} disabled={resend.isRunning || sendCode.isPending}>
          {resend.isRunning ? `Resend code in ${resend.remaining} s` : 'Resend code'}
        </Button>
      </Box>
    </Stack>
  );
}
