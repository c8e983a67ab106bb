import type { EmailStatus } from '@clientdock/shared';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { getEmailStatus } from '../api/account';

/** Spec §4 and §9: verification status is polled at most 30 times, 2 seconds apart. */
export const EMAIL_POLL_ATTEMPTS = 30;
export const EMAIL_POLL_INTERVAL_MS = 2000;

export type VerificationState =
  | { phase: 'idle' }
  | { phase: 'waiting'; attempt: number }
  | { phase: 'verified'; email: string }
  /** The request lapsed (the link expired or was replaced) without this address becoming the account's. */
  | { phase: 'lapsed' }
  | { phase: 'stopped' }
  /** Every check of the round failed (the server or the connection), so nothing is known about the link. */
  | { phase: 'failed' };

interface Callbacks {
  onVerified: (status: EmailStatus) => void;
  /** Following the link signs out every other session, this one included when it was followed elsewhere. */
  onSignedOut: () => void;
}

/**
 * Watches an email change until the link sent to `pendingEmail` is followed. `checkAgain` starts a fresh
 * round of attempts at once, for after the first round ran out.
 */
export function useEmailVerification(pendingEmail: string | null, callbacks: Callbacks) {
  const [state, setState] = useState<VerificationState>({ phase: 'idle' });
  const [round, setRound] = useState(0);
  const latest = useRef(callbacks);
  latest.current = callbacks;

  useEffect(() => {
    if (!pendingEmail) {
      setState({ phase: 'idle' });
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let failures = 0;
    setState({ phase: 'waiting', attempt });
    const check = async () => {
      attempt += 1;
      setState({ phase: 'waiting', attempt });
      try {
        const status = await getEmailStatus(controller.signal);
        if (controller.signal.aborted) return;
        if (status.verified) {
          const isNewAddress = status.email.toLowerCase() === pendingEmail.toLowerCase();
          setState(isNewAddress ? { phase: 'verified', email: status.email } : { phase: 'lapsed' });
          if (isNewAddress) latest.current.onVerified(status);
          return;
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          latest.current.onSignedOut();
          return;
        }
        // Anything else may pass (a dropped connection): the next attempt tries again.
        failures += 1;
      }
      if (attempt >= EMAIL_POLL_ATTEMPTS) setState({ phase: failures === attempt ? 'failed' : 'stopped' });
      else timer = setTimeout(check, EMAIL_POLL_INTERVAL_MS);
    };
    // A new request waits one interval (the mail has only just gone); "check again" looks at once.
    timer = setTimeout(check, round === 0 ? EMAIL_POLL_INTERVAL_MS : 0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [pendingEmail, round]);

  return { state, checkAgain: () => setRound((value) => value + 1) };
}
