import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/** One ceiling on mail sent on someone's request, counted in `rate_window` so it holds across instances. */
export interface MailLimit {
  name: string;
  key: string;
  max: number;
  windowMs: number;
  /** What the person is told, given the seconds until the window ends. */
  message: (seconds: number) => string;
}

function secondsLeft(limit: MailLimit, windowStart: number, now: number): number {
  return Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000));
}

function tooMany(limit: MailLimit, windowStart: number, now: number): AppError {
  const seconds = secondsLeft(limit, windowStart, now);
  return new AppError(
    429,
    'TOO_MANY_REQUESTS',
    limit.message(seconds),
    undefined,
    { 'retry-after': String(seconds) },
    { retryAfterSeconds: seconds },
  );
}

/**
 * Counts one mail against every limit, or answers 429 with Retry-After when one of them is used up. A refused
 * request is not counted, so refusals do not push the end of the wait further away.
 */
export async function takeMailAllowance(ctx: AppContext, limits: readonly MailLimit[]): Promise<void> {
  const now = ctx.clock().getTime();
  for (const limit of limits) {
    const window = await ctx.repos.rateWindows.peek(limit.name, limit.key);
    if (window && window.windowStart > now - limit.windowMs && window.count >= limit.max) {
      throw tooMany(limit, window.windowStart, now);
    }
  }
  for (const limit of limits) {
    const window = await ctx.repos.rateWindows.hit(limit.name, limit.key, now, limit.windowMs);
    // Another request took the last one between the look and the count.
    if (window.count > limit.max) throw tooMany(limit, window.windowStart, now);
  }
}

/** Counts one mail against a limit that skips the mail rather than refusing the request: false once it is used up. */
export async function hasMailAllowance(
  ctx: AppContext,
  limit: Pick<MailLimit, 'name' | 'key' | 'max' | 'windowMs'>,
): Promise<boolean> {
  const window = await ctx.repos.rateWindows.hit(limit.name, limit.key, ctx.clock().getTime(), limit.windowMs);
  return window.count <= limit.max;
}
