import { messages } from '@clientdock/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError, Forbidden, Unauthorized } from '../../lib/errors';
import type { UserRecord } from '../users';
import { bearerToken, resolveTokenUser, userFromBearer } from './bearer-token';
import { refuseEndedSession } from './ended-sessions';
import { assertAdminTwoFactor } from './security.service';
import { sessionLookup } from './session-lookup';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: UserRecord;
  }
}

/**
 * The signed-in user for a request's headers (see toWebHeaders), refusing anonymous, pending and suspended
 * accounts. An API token in the headers is used instead of the session cookie, for that method and path.
 */
export async function resolveUser(
  ctx: AppContext,
  headers: Headers,
  request: { method: string; path: string } = { method: 'GET', path: '/api/' },
): Promise<UserRecord> {
  const token = bearerToken(headers.get('authorization'));
  if (token) return acting((await resolveTokenUser(ctx, token, request.method, request.path)).user);
  return resolveUserByCookie(ctx, headers.get('cookie') ?? undefined);
}

async function resolveUserByCookie(ctx: AppContext, cookieHeader: string | undefined): Promise<UserRecord> {
  const user = await (await sessionLookup(ctx)).findUser(cookieHeader);
  if (!user) {
    await refuseEndedSession(ctx, new Headers(cookieHeader ? { cookie: cookieHeader } : {}));
    throw new Unauthorized();
  }
  return acting(user);
}

/** Pending and suspended accounts cannot act, whether signed in or through a token. */
function acting(user: UserRecord): UserRecord {
  if (user.status === 'pending') throw new Forbidden(messages.accountPending, 'ACCOUNT_PENDING');
  if (user.status === 'suspended') throw new Forbidden(messages.accountSuspended, 'ACCOUNT_SUSPENDED');
  return user;
}

/** Resolves the signed-in user, refusing anonymous, pending and suspended accounts. */
export async function requireUser(request: FastifyRequest): Promise<UserRecord> {
  if (request.currentUser) return request.currentUser;
  const tokenUser = await userFromBearer(request);
  const user = tokenUser ? acting(tokenUser) : await resolveUserByCookie(request.server.ctx, request.headers.cookie);
  request.currentUser = user;
  return user;
}

/** The signed-in person on a public route, or null for a visitor (or an account that cannot act). */
export async function optionalUser(request: FastifyRequest): Promise<UserRecord | null> {
  try {
    return await requireUser(request);
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 401 || error.statusCode === 403)) return null;
    throw error;
  }
}

/** The auth requirement of a route as its onRequest hook, so an anonymous request answers 401 before validation. */
export async function requireUserHook(request: FastifyRequest) {
  await requireUser(request);
}

/** The user the route's auth hook resolved (requireUserHook, requireAdminHook, requirePermissionHook). */
export function signedInUser(request: FastifyRequest): UserRecord {
  if (!request.currentUser) throw new Unauthorized();
  return request.currentUser;
}

/** Resolves the signed-in user and refuses anyone who is not an admin of this instance (spec §6). */
export async function requireAdmin(request: FastifyRequest): Promise<UserRecord> {
  const user = await requireUser(request);
  if (user.userType !== 'admin') {
    await recordRefusal(request, user, 'admin.access_denied', {});
    throw new Forbidden(messages.adminRequired, 'ADMIN_REQUIRED');
  }
  await assertAdminTwoFactor(request.server.ctx, user);
  return user;
}

export async function requireAdminHook(request: FastifyRequest) {
  await requireAdmin(request);
}

/** Refusals of admin routes go to the audit log (Security Logs): who tried what. */
export async function recordRefusal(
  request: FastifyRequest,
  user: UserRecord,
  action: 'admin.access_denied' | 'admin.permission_denied',
  details: Record<string, unknown>,
) {
  await request.server.ctx.repos.audit.record({
    action,
    actorId: user.id,
    actorEmail: user.email,
    targetType: 'route',
    targetId: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    details: { ...details, path: request.url.split('?')[0] },
  });
}
