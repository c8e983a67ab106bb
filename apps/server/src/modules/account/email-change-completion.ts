import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { toWebHeaders } from '../../lib/web-headers';
import { AUTH_ROUTE, normaliseAuthPath } from '../auth';
import { announceSessionsEnded, sendSecurityAlert } from '../notifications';
import { mailOldAddress } from './email-revert';

interface ChangeClaims {
  userId: string;
  updateTo: string;
}

/** The claims of an email-change verification token, if its HS256 signature is the auth secret's. */
export function readChangeToken(token: string, secret: string): ChangeClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (claims.requestType !== 'change-email-verification') return null;
    if (typeof claims.userId !== 'string' || typeof claims.updateTo !== 'string') return null;
    return { userId: claims.userId, updateTo: claims.updateTo.toLowerCase() };
  } catch {
    return null;
  }
}

/**
 * Runs after the auth library handled a followed verification link. If that link completed one of our
 * email-change requests (the account's address is now the requested one), the request is closed, the new
 * address counts as verified, and every other session of the account is signed out.
 */
export async function completeEmailChange(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const token = new URL(request.url, 'http://local').searchParams.get('token');
  const claims = token ? readChangeToken(token, ctx.config.authSecret) : null;
  if (!claims) return false;
  const user = await ctx.repos.users.findById(claims.userId);
  if (!user || user.email.toLowerCase() !== claims.updateTo) return false;
  const pending = await ctx.repos.account.findPendingEmailChange(user.id, claims.updateTo);
  if (!pending || !(await ctx.repos.account.finishEmailChange(pending.id, 'completed'))) return false;
  await ctx.repos.account.markEmailVerified(user.id);
  const session = await ctx.auth.api.getSession({ headers: toWebHeaders(request) }).catch(() => null);
  const keep = session?.user.id === user.id ? session.session.token : null;
  await ctx.repos.account.deleteOtherSessions(user.id, keep);
  await announceSessionsEnded(ctx, user.id);
  await ctx.repos.audit.record({
    action: 'account.email_changed',
    actorId: user.id,
    actorEmail: claims.updateTo,
    targetType: 'user',
    targetId: user.id,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    details: { from: pending.oldEmail, to: claims.updateTo },
  });
  await sendSecurityAlert(ctx, user.id, 'emailChanged');
  await mailOldAddress(ctx, pending, user.name);
  return true;
}

const VERIFY_EMAIL_PATH = '/api/auth/verify-email';

async function completeAfterVerification(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  try {
    await completeEmailChange(app.ctx, request);
  } catch (error) {
    request.log.error({ err: error }, 'finishing an email change failed');
  }
}

/**
 * A root-level hook after the auth library's own verify-email route (however its path is spelled). Only a
 * request the auth route answered can have reached the library; every other request passes at once.
 */
export function registerEmailChangeHooks(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.routeOptions.url !== AUTH_ROUTE ||
      request.method !== 'GET' ||
      reply.statusCode >= 400 ||
      normaliseAuthPath(request.url) !== VERIFY_EMAIL_PATH
    ) {
      return done(null, payload);
    }
    void completeAfterVerification(app, request).then(() => done(null, payload));
  });
}
