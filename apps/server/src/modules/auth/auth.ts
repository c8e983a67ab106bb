import { randomUUID } from 'node:crypto';
import {
  messages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_LINK_LIFETIME_SECONDS,
  RESET_PASSWORD_PATH,
} from '@clientdock/shared';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { organization } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig, DbDialect } from '../../config';
import type { Database } from '../../db/types';
import { CLIENT_IP_HEADER } from '../../lib/web-headers';
import type { Mailer } from '../mail';
import { actionMail, mailGreeting } from '../mail';
import type { UsersRepository } from '../users';
import { releasingContexts } from './auth-contexts';
import { trustedOrigins } from './local-origins';
import { hashPassword, verifyPassword } from './password';
import { teamAccessControl, teamPluginOptions } from './team-auth';
import { securityPlugins } from './two-factor';

export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

export function createAuth(deps: {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DbDialect;
  mailer: Mailer;
  users: UsersRepository;
  onBackgroundError: (error: unknown) => void;
  log: FastifyBaseLogger;
  /** Runs for every sign-up but the instance's first (which becomes its admin): plan and approval rules. */
  onNewAccount?: (user: { id: string; email: string; name: string }) => Promise<void>;
  /** Runs for every session better-auth deletes (sign-out, revocation, password reset): open streams close. */
  onSessionEnded?: (session: { userId: string }) => Promise<void>;
}) {
  const { config, mailer, users } = deps;
  const secure = config.publicUrl.startsWith('https://');
  const auth = betterAuth({
    appName: 'ClientDock',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db: deps.db, type: deps.dialect },
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => deps.log[level]({ args }, `auth: ${message}`),
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      // The link opens the app's own reset page (not better-auth's redirect route) at PUBLIC_URL. Not awaited,
      // like the verification mail: the answer must not take longer for an address that has an account.
      sendResetPassword: async ({ user, token }) => {
        const url = new URL(RESET_PASSWORD_PATH, config.publicUrl);
        url.searchParams.set('token', token);
        const mail = actionMail({
          greeting: mailGreeting(user.name),
          intro: 'Someone asked to reset the password of your ClientDock account. The link works once, for one hour.',
          action: 'Reset password',
          url: url.toString(),
          outro: 'If you did not ask for this, ignore this message; your password stays as it is.',
        });
        mailer
          .send({ kind: 'reset-password', to: user.email, subject: 'Reset your ClientDock password', ...mail })
          .catch(deps.onBackgroundError);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      // Not awaited: a slow mail server must not hold up sign-up. The outbox keeps the mail either way.
      sendVerificationEmail: async ({ user, url }) => {
        // better-auth sends the change-email link through here too, with the new address as user.email.
        const stored = await users.findById(user.id);
        const isEmailChange = Boolean(stored && stored.email.toLowerCase() !== user.email.toLowerCase());
        const mail = isEmailChange
          ? actionMail({
              greeting: mailGreeting(user.name),
              intro: `Confirm ${user.email} as the new email address of your ClientDock account. Your address changes when you follow this link.`,
              action: 'Confirm new email',
              url,
              outro: 'If you did not ask for this change, ignore this message; your address stays as it is.',
            })
          : actionMail({
              greeting: mailGreeting(user.name),
              intro: 'Confirm your email address to finish setting up your ClientDock account.',
              action: 'Verify email',
              url,
              outro: 'If you did not create an account, you can ignore this message.',
            });
        const subject = isEmailChange ? 'Confirm your new email for ClientDock' : 'Verify your email for ClientDock';
        mailer
          .send({ kind: isEmailChange ? 'change-email' : 'verify-email', to: user.email, subject, ...mail })
          .catch(deps.onBackgroundError);
      },
    },
    // Email changes start at POST /api/account/email, which asks for the password first. With no
    // sendChangeEmailConfirmation set, the link goes to the NEW address (through sendVerificationEmail above)
    // and the address changes only when that link is followed.
    user: { changeEmail: { enabled: true } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: config.authRateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
      // better-auth skips its origin check under a test runner; a test of the check turns it back on.
      ...(config.checkOriginInTests ? { disableOriginCheck: false } : {}),
    },
    // Teams and invitations. Its own HTTP endpoints are not mounted (see auth.routes.ts): ClientDock's
    // /api/team routes check plans, roles and owner protection, then call it through auth.api.
    plugins: [
      organization({ ...teamAccessControl, ...teamPluginOptions({ config, mailer, onError: deps.onBackgroundError }) }),
      // Two-factor sign-in, passkeys and the common-password policy (two-factor.ts).
      ...securityPlugins({ db: deps.db, publicUrl: config.publicUrl, clientIpHeader: CLIENT_IP_HEADER }),
    ],
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            const { firstName, lastName } = splitName(user.name);
            await users.setNames(user.id, firstName, lastName);
            const isFirstAccount = await users.promoteIfOnlyUser(user.id);
            if (!isFirstAccount) await deps.onNewAccount?.(user);
          },
        },
      },
      session: {
        create: {
          // A suspended account cannot sign in again; the answer says why (spec §4).
          before: async (session) => {
            const user = await users.findById(session.userId);
            if (user?.status === 'suspended') {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: messages.accountSuspended });
            }
          },
          after: async (session) => {
            await users.touchLastLogin(session.userId);
          },
        },
        delete: {
          after: async (session) => {
            await deps.onSessionEnded?.(session);
          },
        },
      },
    },
  });
  return releasingContexts(auth);
}

export type Auth = ReturnType<typeof createAuth>;
