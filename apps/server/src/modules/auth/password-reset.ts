import { authFlowMessages } from '@clientdock/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { TooManyRequests } from '../../lib/errors';
import { requestMeta } from '../../lib/request-meta';

const WINDOW_MS = 10 * 60_000;
/** Reset requests per client address in ten minutes, answered 429 beyond. */
export const RESET_REQUESTS_PER_CLIENT = 10;
/** Reset mails per account address in ten minutes; beyond, the answer stays the same but no mail goes. */
export const RESET_MAILS_PER_ADDRESS = 3;

/** better-auth's own answer to a reset request, whether or not the address has an account. */
export const RESET_REQUESTED_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

function addressOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : null;
}

/**
 * Before a reset request reaches better-auth. Throws 429 for a flooding client address; answers false when this
 * account address has had its share of mails (the caller then answers as if it had sent one, so the answer never
 * tells whether the address has an account).
 */
export async function admitResetRequest(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const now = ctx.clock().getTime();
  const client = await ctx.repos.rateWindows.hit('password-reset-client', request.ip, now, WINDOW_MS);
  const email = addressOf(request.body);
  if (client.count > RESET_REQUESTS_PER_CLIENT) {
    await ctx.repos.audit.record({
      action: 'auth.rate_limited',
      actorId: null,
      actorEmail: email,
      targetType: 'user',
      targetId: null,
      ...requestMeta(request),
      details: { route: '/request-password-reset' },
    });
    throw new TooManyRequests(
      authFlowMessages.tooManyResetRequests,
      Math.ceil((client.windowStart + WINDOW_MS - now) / 1000),
    );
  }
  if (!email) return true;
  const address = await ctx.repos.rateWindows.hit('password-reset-address', email, now, WINDOW_MS);
  await ctx.repos.audit.record({
    action: 'auth.password_reset_requested',
    actorId: null,
    actorEmail: email,
    targetType: 'user',
    targetId: null,
    ...requestMeta(request),
    details: { mailed: address.count <= RESET_MAILS_PER_ADDRESS },
  });
  return address.count <= RESET_MAILS_PER_ADDRESS;
}

/** The account a reset token belongs to, read before better-auth uses (and deletes) the token. */
export async function resetTokenOwner(ctx: AppContext, request: FastifyRequest): Promise<string | null> {
  const body = request.body as { token?: unknown } | undefined;
  const query = request.query as { token?: unknown } | undefined;
  const token = typeof body?.token === 'string' ? body.token : typeof query?.token === 'string' ? query.token : null;
  return token ? ctx.repos.account.findPasswordResetUserId(token) : null;
}

/** After a successful reset (better-auth has already ended every session): audited, failures forgotten, alert. */
export async function afterPasswordReset(ctx: AppContext, request: FastifyRequest, userId: string): Promise<void> {
  const user = await ctx.repos.users.findById(userId);
  if (!user) return;
  await ctx.repos.account.deleteOtherSessions(user.id, null);
  await ctx.repos.account.clearSignInFailures(user.email.toLowerCase());
  await ctx.repos.audit.record({
    action: 'auth.password_reset',
    actorId: user.id,
    actorEmail: user.email,
    targetType: 'user',
    targetId: user.id,
    ...requestMeta(request),
    details: {},
  });
  await ctx.events.emitAndWait('security.alert', { userId: user.id, alert: 'passwordChanged' });
}
