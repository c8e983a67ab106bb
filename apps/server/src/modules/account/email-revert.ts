import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { requestMeta } from '../../lib/request-meta';
import { actionMail, mailGreeting } from '../mail';
import { announceSessionsEnded } from '../notifications';
import type { EmailChangeRecord } from './account.repository';

/** The old address's "this wasn't me" link works for a week: long enough to notice the mail after a holiday. */
export const REVERT_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;
export const EMAIL_REVERT_PATH = '/api/account/email/revert';

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`email-revert:${payload}`).digest('base64url');
}

export function createRevertToken(secret: string, changeId: string, expiresAt: number): string {
  const payload = `${changeId}.${expiresAt}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The email change a revert token names, if its signature holds and it has not run out. */
export function readRevertToken(token: string, secret: string, now: number): string | null {
  const [changeId, expiresAt, given] = token.split('.');
  if (!changeId || !expiresAt || !given) return null;
  const expected = Buffer.from(signature(secret, `${changeId}.${expiresAt}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return Number(expiresAt) > now ? changeId : null;
}

/** Tells the old address about the change, with a one-click way back. */
export async function mailOldAddress(ctx: AppContext, change: EmailChangeRecord, name: string) {
  const token = createRevertToken(ctx.config.authSecret, change.id, ctx.clock().getTime() + REVERT_LINK_LIFETIME_MS);
  const url = new URL(EMAIL_REVERT_PATH, ctx.config.publicUrl);
  url.searchParams.set('token', token);
  const mail = actionMail({
    greeting: mailGreeting(name),
    intro: `The email address of your ClientDock account was changed from ${change.oldEmail} to ${change.newEmail}. If you did this, there is nothing to do.`,
    action: 'This wasn’t me: undo the change',
    url: url.toString(),
    outro:
      'Following the link puts this address back and signs the account out everywhere. Then reset your password with "Forgot password?". The link works for 7 days.',
  });
  await ctx.mailer
    .send({ kind: 'email-changed', to: change.oldEmail, subject: 'Your ClientDock email address was changed', ...mail })
    .catch((error) => ctx.log.error({ err: error }, 'email change notice failed'));
}

/** Undoes a completed email change once: the old address back, every session ended, audited. */
export async function revertEmailChange(ctx: AppContext, request: FastifyRequest, token: string): Promise<boolean> {
  const changeId = readRevertToken(token, ctx.config.authSecret, ctx.clock().getTime());
  const change = changeId ? await ctx.repos.account.findEmailChange(changeId) : undefined;
  if (change?.status !== 'completed') return false;
  // Someone may have registered the old address since; then it cannot come back.
  const holder = await ctx.repos.users.findByEmail(change.oldEmail);
  if (holder && holder.id !== change.userId) return false;
  if (!(await ctx.repos.account.revertEmailChange(change))) return false;
  // The sessions were deleted with the revert: the owner's open tabs close now, not at the next heartbeat.
  await announceSessionsEnded(ctx, change.userId);
  await ctx.repos.audit.record({
    action: 'account.email_change_reverted',
    actorId: change.userId,
    actorEmail: change.oldEmail,
    targetType: 'user',
    targetId: change.userId,
    ...requestMeta(request),
    details: { from: change.newEmail, to: change.oldEmail },
  });
  return true;
}
