import type { AppContext } from '../../app-context';

/**
 * Tells the user's open notification streams, on every instance, that sessions of theirs were signed out or
 * revoked: each stream checks its own session and closes at once if it is gone. Call it after deleting
 * sessions outside better-auth (better-auth's own deletes announce themselves through its database hook).
 */
export async function announceSessionsEnded(ctx: Pick<AppContext, 'broadcaster' | 'log'>, userId: string) {
  try {
    await ctx.broadcaster.publish(userId, { kind: 'sessions-ended' });
  } catch (error) {
    ctx.log.error({ err: error }, 'could not tell open streams about ended sessions');
  }
}
