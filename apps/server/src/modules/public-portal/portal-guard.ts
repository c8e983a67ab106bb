import { clientPortalMessages } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/request-meta';
import { editorLink, notifyUser } from '../notifications';
import type { PortalRecord } from '../portals';
import type { AccessKind } from './access-attempts.repository';

/**
 * Wrong PINs or codes one portal accepts per hour from all client addresses together. The per-address limit
 * alone let 100 addresses find a 4-digit PIN in minutes; with this ceiling, however many addresses guess,
 * a 4-digit PIN (5,000 guesses expected) takes 200 hours, a 6-digit one 20,000 hours. It sits above what one
 * address may try in an hour (10 per 30 minutes), so a single address cannot pause the portal for everyone.
 */
export const PORTAL_GUESS_CEILING = { perHour: 25 } as const;
const WINDOW_MS = 60 * 60_000;

export type GuardedPortal = Pick<PortalRecord, 'id' | 'ownerId' | 'name'>;

function paused(kind: AccessKind, retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    429,
    'PORTAL_PAUSED',
    clientPortalMessages.portalPaused(kind, seconds),
    undefined,
    { 'retry-after': String(seconds) },
    { retryAfterSeconds: seconds },
  );
}

/** Tells the owner, once per hour and portal across every instance, and writes it to the audit log. */
async function warnOwner(
  ctx: AppContext,
  portal: GuardedPortal,
  kind: AccessKind,
  failures: Array<{ ip: string }>,
  meta: RequestMeta,
): Promise<void> {
  const now = ctx.clock().getTime();
  const window = await ctx.repos.rateWindows.hit('portal-under-attack', `${kind}:${portal.id}`, now, WINDOW_MS);
  if (window.count !== 1) return;
  const addresses = new Set(failures.map((failure) => failure.ip)).size;
  const what = kind === 'pin' ? 'PIN' : 'email code';
  await ctx.repos.audit.record({
    action: kind === 'pin' ? 'portal.pin_ceiling' : 'portal.code_ceiling',
    targetType: 'portal',
    targetId: portal.id,
    ip: meta.ip,
    userAgent: meta.userAgent,
    details: { portalId: portal.id, failures: failures.length, addresses },
  });
  try {
    await notifyUser(
      ctx,
      portal.ownerId,
      {
        type: 'other',
        title: `Too many wrong ${what}s on "${portal.name}"`,
        message:
          `"${portal.name}" had ${failures.length} wrong ${what} attempts in the last hour from ${addresses} ` +
          `network address${addresses === 1 ? '' : 'es'}, so it stops checking ${what}s for up to an hour. ` +
          'Clients who already opened it keep their access; anyone else is asked to contact you. ' +
          (kind === 'pin'
            ? 'If someone is guessing, give your clients a longer PIN.'
            : 'If someone is guessing, check the allowed addresses.'),
        link: editorLink(portal.id, 'details'),
      },
      { preference: 'securityAlerts' },
    );
  } catch (error) {
    ctx.log.error({ err: error, portalId: portal.id }, 'portal attack notification failed');
  }
}

/**
 * Answers 429 PORTAL_PAUSED, even to a client with the right PIN or code, once the portal has had its hourly
 * ceiling of wrong ones from all addresses. The window slides: a failure stops counting an hour after it.
 * `extra` counts the caller's own attempt when it has already been written.
 */
export async function checkPortalCeiling(
  ctx: AppContext,
  portal: GuardedPortal,
  kind: AccessKind,
  meta: RequestMeta,
  extra = 0,
): Promise<void> {
  const now = ctx.clock().getTime();
  const limit = PORTAL_GUESS_CEILING.perHour + extra;
  const failures = await ctx.repos.accessAttempts.portalFailuresSince(
    portal.id,
    kind,
    new Date(now - WINDOW_MS),
    limit,
  );
  if (failures.length < limit) return;
  await warnOwner(ctx, portal, kind, failures, meta);
  throw paused(kind, failures[limit - 1].at.getTime() + WINDOW_MS - now);
}
