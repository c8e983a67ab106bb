import { ACCESS_THROTTLE, clientPortalMessages } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/request-meta';
import type { AccessKind, AttemptKey } from './access-attempts.repository';
import type { ClientRequest } from './client-request';
import { checkPortalCeiling, type GuardedPortal } from './portal-guard';

const WINDOW_MS = ACCESS_THROTTLE.windowMinutes * 60_000;
const MAX_DELAY_MS = ACCESS_THROTTLE.maxDelaySeconds * 1000;

export function tooManyAttempts(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    429,
    'TOO_MANY_ATTEMPTS',
    clientPortalMessages.tooManyAttempts(seconds),
    undefined,
    { 'retry-after': String(seconds) },
    { retryAfterSeconds: seconds },
  );
}

/** When the count of failures in the window drops below the limit again. */
function lockedUntil(failures: Date[]): number {
  return failures[failures.length - ACCESS_THROTTLE.maxFailures].getTime() + WINDOW_MS;
}

/** Nextcloud's growing delay: base x 2^failures, capped at 25 s. */
export function delayAfter(failures: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** failures, MAX_DELAY_MS);
}

export interface Attempt {
  id: string;
  key: AttemptKey;
  /** Times of the failures in the window, this attempt (still unresolved) included. */
  failures: Date[];
  /**
   * With `softAddressLock`: the 429 this client address has earned, left for the caller to answer, which may
   * still check a secret that cannot be guessed (an emailed code's first try). Undefined when not locked.
   */
  addressLock?: AppError;
}

/**
 * Starts a PIN or code check for one portal and client address, or answers 429 with Retry-After: after 10
 * failures in 30 minutes, while the growing delay since the last failure runs, and while the portal is over
 * its hourly ceiling of failures from all addresses. The attempt is written as a failure before the secret
 * is checked, so parallel guesses cannot slip past the counts.
 */
export async function beginAttempt(
  ctx: AppContext,
  portal: GuardedPortal,
  client: ClientRequest,
  kind: AccessKind,
  { softAddressLock = false }: { softAddressLock?: boolean } = {},
): Promise<Attempt> {
  const now = ctx.clock();
  const since = new Date(now.getTime() - WINDOW_MS);
  const key = { portalId: portal.id, ip: client.ip, kind };
  let addressLock: AppError | undefined;
  const lock = (error: AppError) => {
    if (!softAddressLock) throw error;
    addressLock ??= error;
  };
  const failures = await ctx.repos.accessAttempts.failuresSince(key, since);
  if (failures.length >= ACCESS_THROTTLE.maxFailures) lock(tooManyAttempts(lockedUntil(failures) - now.getTime()));
  else if (failures.length > 0) {
    const nextAllowed =
      failures[failures.length - 1].getTime() + delayAfter(failures.length, ctx.config.throttleBaseMs);
    if (nextAllowed > now.getTime()) lock(tooManyAttempts(nextAllowed - now.getTime()));
  }
  await checkPortalCeiling(ctx, portal, kind, client);
  const id = await ctx.repos.accessAttempts.insertFailure(key, now);
  try {
    const counted = await ctx.repos.accessAttempts.failuresSince(key, since);
    if (counted.length > ACCESS_THROTTLE.maxFailures) lock(tooManyAttempts(lockedUntil(counted) - now.getTime()));
    // Parallel guesses from many addresses may all have passed the check above: the ones past the ceiling go.
    await checkPortalCeiling(ctx, portal, kind, client, 1);
    return { id, key, failures: counted, ...(addressLock ? { addressLock } : {}) };
  } catch (error) {
    // Refused before any secret was checked: not a guess.
    if (!(error instanceof AppError && error.code === 'TOO_MANY_ATTEMPTS')) await ctx.repos.accessAttempts.discard(id);
    throw error;
  }
}

export async function attemptSucceeded(ctx: AppContext, attempt: Attempt): Promise<void> {
  await ctx.repos.accessAttempts.markSucceeded(attempt.id);
}

/**
 * The attempt stays a failure. Answers how many attempts are left; the one that reaches the limit is written
 * to the audit log (the admin's Security Logs) and answered 429 straight away.
 */
export async function attemptFailed(ctx: AppContext, attempt: Attempt, meta: RequestMeta): Promise<number> {
  const left = ACCESS_THROTTLE.maxFailures - attempt.failures.length;
  if (left > 0) return left;
  await ctx.repos.audit.record({
    action: attempt.key.kind === 'pin' ? 'portal.pin_lockout' : 'portal.code_lockout',
    targetType: 'portal',
    targetId: attempt.key.portalId,
    ip: meta.ip,
    userAgent: meta.userAgent,
    details: { portalId: attempt.key.portalId, ip: meta.ip, failures: attempt.failures.length },
  });
  throw tooManyAttempts(lockedUntil(attempt.failures) - ctx.clock().getTime());
}
