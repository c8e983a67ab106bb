import { passkey } from '@better-auth/passkey';
import { PASSWORD_TOO_COMMON, passwordPolicyMessages } from '@clientdock/shared';
import type { BetterAuthPlugin } from 'better-auth';
import {
  APIError,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  isAPIError,
  sessionMiddleware,
} from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { createAuditRepository } from '../audit';
import { isCommonPassword, warmCommonPasswords } from './password-policy';

/** How long a confirmed password lets the user add or remove passkeys. */
export const PASSKEY_REAUTH_SECONDS = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;

const passkeyReauthIdentifier = (sessionId: string) => `passkey-reauth-${sessionId}`;

// The library's own messages ("Invalid code", "Invalid two factor cookie") say too little to act on.
const FRIENDLIER_MESSAGES: Record<string, string> = {
  INVALID_CODE: passwordPolicyMessages.invalidTwoFactorCode,
  INVALID_BACKUP_CODE: passwordPolicyMessages.invalidRecoveryCode,
  INVALID_TWO_FACTOR_COOKIE: passwordPolicyMessages.twoFactorExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: passwordPolicyMessages.tooManyCodes,
  ACCOUNT_TEMPORARILY_LOCKED: passwordPolicyMessages.twoFactorLocked,
  INVALID_PASSWORD: passwordPolicyMessages.currentPasswordWrong,
};

const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

const CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
const PASSKEY_CHANGE_PATHS = new Set([
  '/passkey/generate-register-options',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
]);

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
interface Actor {
  id: string;
  email: string;
}

/**
 * ClientDock's rules around the auth library's password, two-factor and passkey routes: the common-password
 * policy, a confirmed password before passkeys change, audit entries for setups, removals and failed codes.
 */
function clientDockSecurity(db: Kysely<Database>, clientIpHeader: string): BetterAuthPlugin {
  const audit = createAuditRepository(db);
  // Whether a verify-totp call confirms a new setup, seen before the library marks the secret verified.
  const confirmsSetup = new WeakMap<object, Actor>();

  const record = async (ctx: HookContext, action: string, actor: Actor | null, details: Record<string, unknown>) => {
    await audit.record({
      action,
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      targetType: 'user',
      targetId: actor?.id ?? null,
      ip: ctx.headers?.get(clientIpHeader) ?? null,
      userAgent: ctx.headers?.get('user-agent')?.slice(0, 500) ?? null,
      details,
    });
  };

  const sessionActor = async (ctx: HookContext): Promise<Actor | null> => {
    const user = ctx.context.session?.user ?? (await getSessionFromCtx(ctx).catch(() => null))?.user;
    return user ? { id: user.id, email: user.email } : null;
  };

  // A sign-in's second step has no session yet: its user is the one the signed two-factor cookie points at.
  const challengeActor = async (ctx: HookContext): Promise<Actor | null> => {
    const cookie = ctx.context.createAuthCookie('two_factor');
    const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret).catch(() => null);
    if (!identifier) return null;
    const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
    const user = pending ? await ctx.context.internalAdapter.findUserById(pending.value) : null;
    return user ? { id: user.id, email: user.email } : null;
  };

  return {
    id: 'clientdock-security',
    endpoints: {
      confirmPasswordForPasskeys: createAuthEndpoint(
        '/passkey/confirm-password',
        { method: 'POST', body: z.object({ password: z.string().max(1024) }), use: [sessionMiddleware] },
        async (ctx) => {
          const { session, user } = ctx.context.session;
          try {
            await ctx.context.password.checkPassword(user.id, ctx);
          } catch (error) {
            await record(ctx, 'auth.reauth_failed', user, { purpose: 'passkeys' });
            throw error;
          }
          await ctx.context.internalAdapter.deleteVerificationByIdentifier(passkeyReauthIdentifier(session.id));
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: passkeyReauthIdentifier(session.id),
            value: user.id,
            expiresAt: new Date(Date.now() + PASSKEY_REAUTH_SECONDS * 1000),
          });
          return ctx.json({ status: true, expiresInSeconds: PASSKEY_REAUTH_SECONDS });
        },
      ),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => Boolean(ctx.path && PASSWORD_FIELDS[ctx.path]),
          handler: createAuthMiddleware(async (ctx) => {
            const password = (ctx.body as Record<string, unknown> | undefined)?.[PASSWORD_FIELDS[ctx.path] ?? ''];
            if (typeof password === 'string' && isCommonPassword(password)) {
              throw new APIError('BAD_REQUEST', {
                code: PASSWORD_TOO_COMMON,
                message: passwordPolicyMessages.tooCommon,
              });
            }
          }),
        },
        {
          matcher: (ctx) => Boolean(ctx.path && PASSKEY_CHANGE_PATHS.has(ctx.path)),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            if (!session) throw new APIError('UNAUTHORIZED', { code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
            const confirmed = await ctx.context.internalAdapter.findVerificationValue(
              passkeyReauthIdentifier(session.session.id),
            );
            if (!confirmed || confirmed.value !== session.user.id || confirmed.expiresAt.getTime() < Date.now()) {
              throw new APIError('FORBIDDEN', {
                code: 'REAUTHENTICATION_REQUIRED',
                message: 'Confirm your current password before adding or removing a passkey.',
              });
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx).catch(() => null);
            if (!session || session.user.twoFactorEnabled) return;
            confirmsSetup.set(ctx.context, { id: session.user.id, email: session.user.email });
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => Boolean(ctx.path?.startsWith('/two-factor/') || ctx.path?.startsWith('/passkey/')),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            const path = ctx.path;
            if (isAPIError(returned)) {
              const code = (returned.body as { code?: string } | undefined)?.code ?? '';
              if (CODE_PATHS.has(path)) {
                const actor =
                  confirmsSetup.get(ctx.context) ?? (await sessionActor(ctx)) ?? (await challengeActor(ctx));
                await record(ctx, 'auth.two_factor_failed', actor, { route: path, reason: code });
              }
              const message = FRIENDLIER_MESSAGES[code];
              if (message) throw new APIError(returned.status, { code, message });
              return;
            }
            const setupBy = confirmsSetup.get(ctx.context);
            if (path === '/two-factor/verify-totp' && setupBy) {
              await record(ctx, 'auth.two_factor_enabled', setupBy, { method: 'totp' });
            } else if (CODE_PATHS.has(path)) {
              const user = (returned as { user?: Actor } | undefined)?.user ?? null;
              await record(ctx, 'auth.sign_in', user, { secondFactor: path.endsWith('totp') ? 'totp' : 'recovery' });
            } else if (path === '/two-factor/disable') {
              await record(ctx, 'auth.two_factor_disabled', await sessionActor(ctx), { method: 'totp' });
            } else if (path === '/two-factor/generate-backup-codes') {
              await record(ctx, 'auth.recovery_codes_regenerated', await sessionActor(ctx), {});
            } else if (path === '/passkey/verify-registration') {
              const passkeyId = (returned as { id?: string } | undefined)?.id ?? null;
              await record(ctx, 'auth.passkey_added', await sessionActor(ctx), { passkeyId });
            } else if (path === '/passkey/delete-passkey') {
              const passkeyId = (ctx.body as { id?: string } | undefined)?.id ?? null;
              await record(ctx, 'auth.passkey_removed', await sessionActor(ctx), { passkeyId });
            } else if (path === '/passkey/verify-authentication') {
              const user = (returned as { user?: Actor } | undefined)?.user ?? null;
              await record(ctx, 'auth.sign_in', user, { method: 'passkey' });
            }
          }),
        },
      ],
    },
  };
}

/** The auth library's second-factor and passkey plugins, with ClientDock's rules around them. */
export function securityPlugins(deps: { db: Kysely<Database>; publicUrl: string; clientIpHeader: string }) {
  warmCommonPasswords();
  return [
    twoFactor({
      issuer: 'ClientDock',
      backupCodeOptions: { amount: RECOVERY_CODE_COUNT, length: 10 },
    }),
    passkey({ rpName: 'ClientDock', origin: new URL(deps.publicUrl).origin }),
    clientDockSecurity(deps.db, deps.clientIpHeader),
  ];
}
