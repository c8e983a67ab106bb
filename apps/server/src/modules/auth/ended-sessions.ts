import { messages } from '@clientdock/shared';
import { getSessionCookie } from 'better-auth/cookies';
import type { AppContext } from '../../app-context';
import { Forbidden } from '../../lib/errors';

/**
 * For a request whose session is gone: when suspension ended it and the account is still suspended, refuse
 * with the suspension message (spec §4) rather than a bare "sign in", so the person learns what happened.
 */
export async function refuseEndedSession(ctx: AppContext, headers: Headers): Promise<void> {
  const cookie = getSessionCookie(headers);
  const token = cookie?.split('.')[0];
  if (!token) return;
  const revoked = await ctx.repos.adminCreators.findRevoked(token);
  if (revoked?.reason !== 'suspended') return;
  const user = await ctx.repos.users.findById(revoked.userId);
  if (user?.status === 'suspended') throw new Forbidden(messages.accountSuspended, 'ACCOUNT_SUSPENDED');
}
