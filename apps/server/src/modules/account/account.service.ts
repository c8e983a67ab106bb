import {
  accountMessages,
  type EmailChange,
  type EmailChangeStep,
  type EmailStatus,
  messages,
  type PasswordChange,
} from '@clientdock/shared';
import { isAPIError } from 'better-auth/api';
import type { AppContext } from '../../app-context';
import { AppError, TooManyRequests } from '../../lib/errors';
import type { RequestMeta } from '../../lib/request-meta';
import { assertPasswordAllowed } from '../auth';
import { announceSessionsEnded, sendSecurityAlert } from '../notifications';
import type { UserRecord } from '../users';

/** Where the verification link lands once followed (spec §2 Routing behaviour). */
export const EMAIL_CHANGED_CALLBACK = '/login?emailVerified=true';
/** The auth library's verification links last one hour (its emailVerification.expiresIn default). */
export const EMAIL_LINK_LIFETIME_MS = 60 * 60 * 1000;

const REAUTH_FAILED = 'account.reauth_failed';
const REAUTH_WINDOW_MS = 15 * 60 * 1000;
const REAUTH_MAX_FAILURES = 10;

function stepError(status: number, code: string, message: string, step: EmailChangeStep): AppError {
  return new AppError(status, code, message, [{ step }]);
}

function audit(ctx: AppContext, user: UserRecord, meta: RequestMeta, action: string, details = {}) {
  return ctx.repos.audit.record({
    action,
    actorId: user.id,
    actorEmail: user.email,
    targetType: 'user',
    targetId: user.id,
    ...meta,
    details,
  });
}

/** A stolen session must not become a way to guess the password: 10 wrong ones in 15 minutes, then 429. */
async function assertNotThrottled(ctx: AppContext, user: UserRecord, step?: EmailChangeStep) {
  const since = new Date(ctx.clock().getTime() - REAUTH_WINDOW_MS);
  if ((await ctx.repos.account.countAuditSince(user.id, REAUTH_FAILED, since)) < REAUTH_MAX_FAILURES) return;
  const error = new TooManyRequests(accountMessages.tooManyPasswordAttempts, REAUTH_WINDOW_MS / 1000);
  throw step ? new AppError(429, error.code, error.message, [{ step }], error.headers) : error;
}

async function passwordMatches(ctx: AppContext, headers: Headers, password: string): Promise<boolean> {
  try {
    await ctx.auth.api.verifyPassword({ body: { password }, headers });
    return true;
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return false;
    throw error;
  }
}

// ---------- Email ----------

/**
 * Spec §4: re-authenticate with the current password, then a verification link goes to the new address.
 * The address changes only when the link is followed (see email-change-completion.ts).
 */
export async function requestEmailChange(
  ctx: AppContext,
  user: UserRecord,
  input: EmailChange,
  headers: Headers,
  meta: RequestMeta,
): Promise<{ status: 'verification-sent'; pendingEmail: string }> {
  const newEmail = input.newEmail.toLowerCase();
  if (newEmail === user.email.toLowerCase()) {
    throw stepError(400, 'VALIDATION_ERROR', messages.emailMustDiffer, 'email-update');
  }
  await assertNotThrottled(ctx, user, 'reauthentication');
  if (!(await passwordMatches(ctx, headers, input.currentPassword))) {
    await audit(ctx, user, meta, REAUTH_FAILED, { purpose: 'email-change' });
    throw stepError(401, 'REAUTHENTICATION_FAILED', accountMessages.currentPasswordIncorrect, 'reauthentication');
  }
  if (await ctx.repos.users.findByEmail(newEmail)) {
    throw stepError(409, 'EMAIL_IN_USE', accountMessages.emailInUse, 'email-update');
  }

  let request: Awaited<ReturnType<typeof ctx.repos.account.createEmailChange>>;
  try {
    // Recorded before the mail goes, so a link followed at once still finds its request.
    request = await ctx.repos.account.createEmailChange({ userId: user.id, oldEmail: user.email, newEmail });
  } catch {
    throw stepError(500, 'DATABASE_UPDATE_FAILED', messages.failedUpdateProfile, 'database-update');
  }
  try {
    await ctx.auth.api.changeEmail({ body: { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK }, headers });
  } catch (error) {
    await ctx.repos.account.finishEmailChange(request.id, 'failed');
    if (isAPIError(error) && error.statusCode < 500) {
      throw stepError(400, 'EMAIL_UPDATE_FAILED', accountMessages.emailChangeFailed, 'email-update');
    }
    throw stepError(500, 'INTERNAL', messages.failedSendVerificationEmail, 'unknown');
  }
  await audit(ctx, user, meta, 'account.email_change_requested', { from: user.email, to: newEmail });
  return { status: 'verification-sent', pendingEmail: newEmail };
}

export async function describeEmailStatus(
  ctx: AppContext,
  user: UserRecord,
  now = ctx.clock().getTime(),
): Promise<EmailStatus> {
  const latest = await ctx.repos.account.latestEmailChange(user.id);
  const waiting =
    latest?.status === 'pending' && now - new Date(latest.createdAt).getTime() < EMAIL_LINK_LIFETIME_MS ? latest : null;
  return {
    email: user.email,
    emailVerified: user.emailVerified,
    pendingEmail: waiting?.newEmail ?? null,
    verified: waiting === null,
    requestedAt: latest?.createdAt ?? null,
  };
}

// ---------- Password ----------

/** Changes the password after checking the current one; every other session is signed out, this one stays. */
export async function changePassword(
  ctx: AppContext,
  user: UserRecord,
  input: PasswordChange,
  headers: Headers,
  meta: RequestMeta,
): Promise<{ status: 'updated'; otherSessionsRevoked: true }> {
  assertPasswordAllowed(input.newPassword);
  await assertNotThrottled(ctx, user);
  try {
    await ctx.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: false },
      headers,
    });
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      await audit(ctx, user, meta, REAUTH_FAILED, { purpose: 'password-change' });
      throw new AppError(400, 'INVALID_PASSWORD', messages.failedUpdatePassword);
    }
    throw error;
  }
  const session = await ctx.auth.api.getSession({ headers });
  await ctx.repos.account.deleteOtherSessions(user.id, session?.session.token ?? null);
  await announceSessionsEnded(ctx, user.id);
  await audit(ctx, user, meta, 'account.password_changed');
  await sendSecurityAlert(ctx, user.id, 'passwordChanged');
  return { status: 'updated', otherSessionsRevoked: true };
}
