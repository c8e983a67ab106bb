import { type FormEvent, useState } from 'react';
import { useUnlockPortal } from '../../api/portal-queries';
import { loadClientSchemas, prefetchClientSchemas } from '../../lib/load-client-schemas';
import { formatClock, useCountdown } from '../../lib/use-countdown';
import { Alert } from '../ui/alert';
import { TextField } from '../ui/text-field';

export function PinForm({ uuid }: { uuid: string }) {
  const [pin, setPin] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const unlock = useUnlockPortal(uuid);
  const lockout = useCountdown();
  const error = unlock.error;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { pinInputSchema } = await loadClientSchemas();
    const parsed = pinInputSchema.safeParse(pin);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter the PIN');
      return;
    }
    unlock.mutate(
      { pin },
      {
        onError: (failure) => {
          setPin('');
          if (failure.status === 429) lockout.start(failure.retryAfterSeconds ?? 60);
        },
      },
    );
  };

  const isLocked = lockout.isRunning;
  let alert: string | null = null;
  // A portal paused for everyone (too many wrong PINs from several places): the server says whom to ask.
  if (isLocked && error?.code === 'PORTAL_PAUSED') alert = error.message;
  else if (isLocked) alert = `Too many wrong PINs. You can try again in ${formatClock(lockout.remaining)}.`;
  // The server words a wrong PIN with the attempts left ("That PIN is not right. 3 attempts left.").
  else if (error && error.status !== 429) alert = error.message;

  return (
    <form className="cp-stack" onSubmit={onSubmit} onFocus={prefetchClientSchemas} noValidate>
      {alert && (
        <Alert severity={isLocked ? 'warning' : 'error'} role="alert">
          {alert}
        </Alert>
      )}
      <TextField
        label="PIN"
        value={pin}
        onChange={(value) => {
          setPin(value.replace(/\D/g, '').slice(0, 8));
          setFieldError(null);
        }}
        error={fieldError}
        helperText="Ask the person who shared this portal if you do not have it."
        autoFocus
        disabled={isLocked}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        maxLength={8}
        inputClassName="cp-input--code"
      />
      <button
        type="submit"
        className="cp-btn cp-btn--contained cp-btn--lg cp-btn--full"
        disabled={unlock.isPending || isLocked}
      >
        {unlock.isPending ? 'Checking…' : 'Unlock portal'}
      </button>
    </form>
  );
}
