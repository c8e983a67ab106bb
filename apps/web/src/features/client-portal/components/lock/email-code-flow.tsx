import { type FormEvent, useState } from 'react';
import { useSendEmailCode, useVerifyEmailCode } from '../../api/portal-queries';
import { loadClientSchemas, prefetchClientSchemas } from '../../lib/load-client-schemas';
import { formatClock, useCountdown } from '../../lib/use-countdown';
import { Alert } from '../ui/alert';
import { TextField } from '../ui/text-field';

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
      ? error?.code === 'PORTAL_PAUSED'
        ? error.message
        : `Too many requests. You can ask for a code again in ${formatClock(lockout.remaining)}.`
      : error && error.code !== 'EMAIL_NOT_ALLOWED' && error.status !== 429
        ? error.message
        : null;
    return (
      <form className="cp-stack" onSubmit={onEmailSubmit} onFocus={prefetchClientSchemas} noValidate>
        {alert && (
          <Alert severity={lockout.isRunning ? 'warning' : 'error'} role="alert">
            {alert}
          </Alert>
        )}
        <TextField
          label="Your email"
          type="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setFieldError(null);
            sendCode.reset();
          }}
          error={emailError}
          helperText="Use the address the portal was shared with."
          autoComplete="email"
          autoFocus
          inputMode="email"
        />
        <button
          type="submit"
          className="cp-btn cp-btn--contained cp-btn--lg cp-btn--full"
          disabled={sendCode.isPending || lockout.isRunning}
        >
          {sendCode.isPending ? 'Sending…' : 'Email me a code'}
        </button>
      </form>
    );
  }

  const verifyError = verify.error;
  const alert = lockout.isRunning
    ? verifyError?.code === 'PORTAL_PAUSED'
      ? verifyError.message
      : `Too many wrong codes. You can try again in ${formatClock(lockout.remaining)}.`
    : verifyError && verifyError.status !== 429
      ? verifyError.message
      : sendCode.error && sendCode.error.status !== 429
        ? sendCode.error.message
        : null;

  return (
    <form
      className="cp-stack"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submitCode(code);
      }}
    >
      <p role="status">
        We sent a 6-digit code to <strong>{email.trim()}</strong>. It works for 10 minutes.
      </p>
      {notice && <Alert severity="success">{notice}</Alert>}
      {alert && (
        <Alert severity={lockout.isRunning ? 'warning' : 'error'} role="alert">
          {alert}
        </Alert>
      )}
      <TextField
        label="6-digit code"
        value={code}
        onChange={(value) => {
          const next = value.replace(/\D/g, '').slice(0, 6);
          setCode(next);
          setFieldError(null);
          // A pasted or autofilled code is sent straight away.
          if (next.length === 6 && !verify.isPending && !lockout.isRunning) void submitCode(next);
        }}
        error={fieldError}
        helperText="Check your inbox and spam folder."
        autoFocus
        disabled={lockout.isRunning}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        maxLength={6}
        inputClassName="cp-input--code"
      />
      <button
        type="submit"
        className="cp-btn cp-btn--contained cp-btn--lg cp-btn--full"
        disabled={verify.isPending || lockout.isRunning}
      >
        {verify.isPending ? 'Checking…' : 'Open portal'}
      </button>
      <div className="cp-row cp-row--wrap" style={{ justifyContent: 'space-between' }}>
        <button
          type="button"
          className="cp-btn"
          onClick={() => {
            setStep('email');
            setCode('');
            setFieldError(null);
            verify.reset();
            sendCode.reset();
          }}
        >
          Use a different email
        </button>
        <button
          type="button"
          className="cp-btn"
          onClick={() => requestCode(email.trim())}
          disabled={resend.isRunning || sendCode.isPending}
        >
          {resend.isRunning ? `Resend code in ${resend.remaining} s` : 'Resend code'}
        </button>
      </div>
    </form>
  );
}
