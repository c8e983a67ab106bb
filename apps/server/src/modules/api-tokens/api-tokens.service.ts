import { randomBytes, randomUUID } from 'node:crypto';
import {
  API_TOKENS_PER_ACCOUNT,
  type ApiToken,
  type ApiTokenCreate,
  type ApiTokenCreated,
  apiTokenMessages,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError, LimitReached, NotFound } from '../../lib/errors';
import type { RequestMeta } from '../../lib/request-meta';
import { hashToken, TOKEN_PREFIX } from '../auth';
import type { UserRecord } from '../users';
import type { ApiTokenRecord } from './api-tokens.repository';

function present(record: ApiTokenRecord, now: Date): ApiToken {
  return {
    id: record.id,
    name: record.name,
    scopes: record.scopes,
    prefix: record.prefix,
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt,
    expiresAt: record.expiresAt,
    expired: record.expiresAt !== null && new Date(record.expiresAt) <= now,
  };
}

async function audit(
  ctx: AppContext,
  user: UserRecord,
  action: 'api_token.created' | 'api_token.revoked',
  token: ApiTokenRecord,
  meta: RequestMeta,
) {
  await ctx.repos.audit.record({
    action,
    actorId: user.id,
    actorEmail: user.email,
    targetType: 'api_token',
    targetId: token.id,
    ip: meta.ip,
    userAgent: meta.userAgent,
    details: { name: token.name, scopes: token.scopes, expiresAt: token.expiresAt },
  });
}

export async function listTokens(ctx: AppContext, user: UserRecord): Promise<{ tokens: ApiToken[] }> {
  const now = ctx.clock();
  return { tokens: (await ctx.repos.apiTokens.listByUser(user.id)).map((record) => present(record, now)) };
}

/** Makes a token: 32 random bytes, kept only as its hash; the answer is the one time it is shown. */
export async function createToken(
  ctx: AppContext,
  user: UserRecord,
  input: ApiTokenCreate,
  meta: RequestMeta,
): Promise<ApiTokenCreated> {
  const now = ctx.clock();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now) {
    throw new AppError(400, 'VALIDATION_ERROR', apiTokenMessages.expiryPast, [{ field: 'expiresAt' }]);
  }
  if ((await ctx.repos.apiTokens.countByUser(user.id)) >= API_TOKENS_PER_ACCOUNT) {
    throw new LimitReached(apiTokenMessages.tooMany, 409);
  }
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const record = await ctx.repos.apiTokens.insert({
    id: randomUUID(),
    userId: user.id,
    name: input.name,
    tokenHash: hashToken(token),
    prefix: token.slice(0, TOKEN_PREFIX.length + 6),
    scopes: [...new Set(input.scopes)].sort(),
    createdAt: now.toISOString(),
    expiresAt: expiresAt?.toISOString() ?? null,
  });
  await audit(ctx, user, 'api_token.created', record, meta);
  return { ...present(record, now), token };
}

/** Revokes at once: the next request with the token finds no row. */
export async function revokeToken(ctx: AppContext, user: UserRecord, id: string, meta: RequestMeta): Promise<void> {
  const record = await ctx.repos.apiTokens.findById(id);
  if (!record || record.userId !== user.id || !(await ctx.repos.apiTokens.delete(id, user.id))) {
    throw new NotFound(apiTokenMessages.notFound);
  }
  await audit(ctx, user, 'api_token.revoked', record, meta);
}
