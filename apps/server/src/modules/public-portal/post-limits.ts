import { clientPortalMessages } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';

const WINDOW_MS = 10 * 60_000;

/** Posts per client address in ten minutes: enough for a real review, too few for a flood. */
export const POST_LIMITS = {
  comments: { max: 30, what: 'comments' },
  approvals: { max: 30, what: 'approvals' },
  forms: { max: 20, what: 'form answers' },
  codes: { max: 10, what: 'code requests' },
} as const;

export type PostLimit = keyof typeof POST_LIMITS;

/**
 * Counts one post from this address, or answers 429 with Retry-After once it is over the limit. Counted in the
 * database, so that the limit holds across app instances and restarts.
 */
export async function countPost(ctx: AppContext, limit: PostLimit, ip: string): Promise<void> {
  const { max, what } = POST_LIMITS[limit];
  const now = ctx.clock().getTime();
  const window = await ctx.repos.rateWindows.hit(limit, ip, now, WINDOW_MS);
  if (window.count <= max) return;
  const seconds = Math.max(1, Math.ceil((window.windowStart + WINDOW_MS - now) / 1000));
  throw new AppError(
    429,
    'TOO_MANY_REQUESTS',
    clientPortalMessages.tooManyPosts(what, seconds),
    undefined,
    { 'retry-after': String(seconds) },
    { retryAfterSeconds: seconds },
  );
}

/** The longest window any limit keeps in the table (the portal view notices count per day). */
const LONGEST_WINDOW_MS = 25 * 60 * 60_000;

/**
 * Drops the windows that have run out; the hourly job keeps the table as small as the traffic of ten minutes
 * for the post limits, and of a day for the longer windows (portal attack alerts, daily view notices).
 */
export async function forgetEndedWindows(ctx: AppContext): Promise<number> {
  const now = ctx.clock().getTime();
  const posts = await ctx.repos.rateWindows.deleteStartedBefore(now - WINDOW_MS, Object.keys(POST_LIMITS));
  return posts + (await ctx.repos.rateWindows.deleteStartedBefore(now - LONGEST_WINDOW_MS));
}
