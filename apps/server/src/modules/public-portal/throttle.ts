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
): Promise<Attempt> {
  const now = ctx.clock();
  const since = new Date(now.getTime() - WINDOW_MS);
  const key = { portalId: portal.id, ip: client.ip, kind };
  const failures = await ctx.repos.accessAttempts.failuresSince(key, since);
  if (failures.length >= ACCESS_THROTTLE.maxFailures) throw tooManyAttempts(lockedUntil(failures) - now.getTime());
  if (failures.length > 0) {
    const nextAllowed =
      failures[failures.length - 1].getTime() + delayAfter(failures.length, ctx.config.throttleBaseMs);
    if (nextAllowed > now.getTime()) throw tooManyAttempts(nextAllowed - now.getTime());
  }
  await checkPortalCeiling(ctx, portal, kind, client);
  const id = await ctx.repos.accessAttempts.insertFailure(key, now);
  const counted = await ctx.repos.accessAttempts.failuresSince(key, since);
  if (counted.length > ACCESS_THROTTLE.maxFailures) throw tooManyAttempts(lockedUntil(counted) - now.getTime());
  // Parallel guesses from many addresses may all have passed the check above: the ones past the ceiling go.
  try {
    await checkPortalCeiling(ctx, portal, kind, client, 1);
  } catch (error) {
    await ctx.repos.accessAttempts.discard(id);
    throw error;
  }
  return { id, key, failures: counted };
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
