import { createHash } from 'node:crypto';
import { apiTokenMessages } from '@clientdock/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError, Forbidden } from '../../lib/errors';
import type { UserRecord } from '../users';

/** What a request made with an API token carries, for its rate-limit headers and its audit entry. */
export interface TokenUse {
  id: string;
  name: string;
  limit: number;
  remaining: number;
  /** Seconds until the token's minute is over. */
  reset: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiToken?: TokenUse;
  }
}

export const TOKEN_PREFIX = 'cdk_';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WINDOW_MS = 60_000;

/**
 * Routes an API token never reaches, even with the write scope: making more tokens, the account's password,
 * email, two-factor and passkeys, deleting the account. A leaked token must not be able to lock its owner out
 * or outlive its own revocation.
 */
const SIGNED_IN_ONLY = [
  /^\/api\/tokens(\/|$)/,
  /^\/api\/account(\/|$)/,
  /^\/api\/auth(\/|$)/,
  /^\/api\/settings\/security(\/|$)/,
];

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer cdk_...` header; null when the header is absent or another scheme. */
export function bearerToken(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1]?.startsWith(TOKEN_PREFIX) ? match[1] : null;
}

function refused(): AppError {
  return new AppError(401, 'INVALID_TOKEN', apiTokenMessages.invalid);
}

/**
 * The account an API token acts for, after its checks in order: the token exists and has not expired, the
 * request counts against its minute (refused with 429 and Retry-After past the limit), the route is one a
 * token may use, and the method is within its scopes (read: GET and HEAD; write: everything).
 */
export async function resolveTokenUser(
  ctx: AppContext,
  token: string,
  method: string,
  path: string,
): Promise<{ user: UserRecord; use: TokenUse }> {
  const record = await ctx.repos.apiTokens.findByHash(hashToken(token));
  const now = ctx.clock();
  if (!record || (record.expiresAt && new Date(record.expiresAt) <= now)) throw refused();
  const limit = ctx.config.apiTokenRatePerMinute;
  const window = await ctx.repos.apiTokens.countRequest(
    record.id,
    now.toISOString(),
    new Date(now.getTime() - WINDOW_MS).toISOString(),
  );
  const reset = Math.max(1, Math.ceil((new Date(window.startedAt).getTime() + WINDOW_MS - now.getTime()) / 1000));
  const use = { id: record.id, name: record.name, limit, remaining: Math.max(0, limit - window.count), reset };
  if (window.count > limit) {
    throw new AppError(429, 'RATE_LIMITED', apiTokenMessages.rateLimited(reset), undefined, {
      'retry-after': String(reset),
      ...rateLimitHeaders(use),
    });
  }
  const pathname = path.split('?')[0] ?? '';
  if (SIGNED_IN_ONLY.some((pattern) => pattern.test(pathname.toLowerCase()))) {
    throw new Forbidden(apiTokenMessages.notForTokens, 'TOKEN_NOT_ALLOWED');
  }
  if (!SAFE_METHODS.has(method.toUpperCase()) && !record.scopes.includes('write')) {
    throw new Forbidden(apiTokenMessages.readOnly, 'INSUFFICIENT_SCOPE');
  }
  const user = await ctx.repos.users.findById(record.userId);
  if (!user) throw refused();
  return { user, use };
}

function rateLimitHeaders(use: TokenUse): Record<string, string> {
  return {
    'ratelimit-limit': String(use.limit),
    'ratelimit-remaining': String(use.remaining),
    'ratelimit-reset': String(use.reset),
  };
}

/** For the request's auth: the token's user when the request carries one, noting the use on the request. */
export async function userFromBearer(request: FastifyRequest): Promise<UserRecord | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const { user, use } = await resolveTokenUser(request.server.ctx, token, request.method, request.url);
  request.apiToken = use;
  return user;
}

async function recordTokenUse(app: FastifyInstance, request: FastifyRequest, status: number, use: TokenUse) {
  try {
    await app.ctx.repos.audit.record({
      action: 'api_token.used',
      actorId: request.currentUser?.id ?? null,
      actorEmail: request.currentUser?.email ?? null,
      targetType: 'api_token',
      targetId: use.id,
      ip: request.ip ?? null,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      details: {
        token: use.name,
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0],
        status,
      },
    });
  } catch (error) {
    request.log.error({ err: error }, 'could not record an API token use');
  }
}

/**
 * Every answer to a token request says how much of its minute is left, and every use is in the audit log.
 * Callback hooks: they run on every request, and most carry no token.
 */
export function registerTokenHooks(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.apiToken) reply.headers(rateLimitHeaders(request.apiToken));
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const use = request.apiToken;
    if (!use) return done();
    void recordTokenUse(app, request, reply.statusCode, use).then(() => done());
  });
}
