import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { ACCESS_COOKIE_HOURS, clientPortalMessages, EMAIL_CODE, type EmailCodeSent } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { canAccessPortal } from '../access';
import { verifyPassword } from '../auth';
import { codeMail, mailName, mailSubject, takeMailAllowance } from '../mail';
import { type AccessGrant, accessFingerprint, signAccess, verifyAccess } from './access-token';
import type { ClientRequest } from './client-request';
import { codeMailLimits } from './code-mail-limits';
import { type PreviewGrant, verifyPreview } from './preview-token';
import { canWhiteLabel, loadOpenPortal, type OpenPortal, publicBranding } from './public-view';
import { attemptFailed, attemptSucceeded, beginAttempt } from './throttle';
import { ensureVisitor, markEmailVerified } from './visitors.service';

/** A portal this client may see, with the grant of its access cookie (null for link portals). */
export interface PortalAccess extends OpenPortal {
  grant: AccessGrant | null;
  /** Set when the portal's creator is looking at it as client: nothing is counted and nothing can be sent. */
  preview?: PreviewGrant;
}

const ACCESS_SECONDS = ACCESS_COOKIE_HOURS * 3600;

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isAllowed(portal: OpenPortal['portal'], email: string): boolean {
  return portal.allowedEmails.length === 0 || portal.allowedEmails.some((allowed) => allowed.toLowerCase() === email);
}

async function lockedError(ctx: AppContext, open: OpenPortal): Promise<AppError> {
  const accessType = open.portal.accessType === 'email' ? 'email' : 'pin';
  return new AppError(401, 'PORTAL_LOCKED', clientPortalMessages.portalLocked[accessType], undefined, undefined, {
    accessType,
    portal: {
      name: open.portal.name,
      branding: await publicBranding(ctx, open),
      whiteLabel: canWhiteLabel(open.owner),
    },
  });
}

function previewInvalid() {
  return new AppError(403, 'PREVIEW_INVALID', clientPortalMessages.previewInvalid);
}

/**
 * The creator's preview, when the request carries one that is ours, for this portal, within its hour, from
 * someone who may still edit the portal. A bad token from a preview link is refused; a bad preview cookie is
 * ignored (the visit goes on as a client's). A preview opens drafts too: a creator checks one before publishing.
 */
async function previewAccess(ctx: AppContext, uuid: string, client: ClientRequest): Promise<PortalAccess | null> {
  if (!client.previewToken) return null;
  const now = ctx.clock();
  const preview = verifyPreview(ctx.config.authSecret, client.previewToken, uuid, now);
  const open = preview ? await loadOpenPortal(ctx, uuid, { allowDraft: true }) : null;
  if (!preview || !open || !(await canAccessPortal(ctx, { id: preview.userId }, open.portal, 'write'))) {
    if (client.previewFromLink) throw previewInvalid();
    return null;
  }
  if (client.previewFromLink) {
    client.issued.preview = { token: client.previewToken, maxAgeSeconds: (preview.expiresAt - now.getTime()) / 1000 };
  }
  // The creator is not one of the portal's visitors: no visitor is found, made or given a cookie.
  client.visitorCookie = undefined;
  return { ...open, grant: null, preview };
}

/** Opens a portal for a client: 404/410 as loadOpenPortal, 401 PORTAL_LOCKED without a valid access cookie. */
export async function requireAccess(ctx: AppContext, uuid: string, client: ClientRequest): Promise<PortalAccess> {
  const previewed = await previewAccess(ctx, uuid, client);
  if (previewed) return previewed;
  const open = await loadOpenPortal(ctx, uuid, { cached: true });
  if (open.portal.accessType === 'link') return { ...open, grant: null };
  const grant = verifyAccess(ctx.config.authSecret, client.accessToken, open.portal, ctx.clock());
  // An address taken off the allow list loses access at once, whatever its cookie says.
  const emailOk = open.portal.accessType !== 'email' || (grant?.email != null && isAllowed(open.portal, grant.email));
  // So does a recipient the creator revoked: their cookie stops working with the next request.
  const revoked = grant?.email != null && (await ctx.repos.recipients.isRevoked(open.portal.id, grant.email));
  if (!grant || !emailOk || revoked) throw await lockedError(ctx, open);
  return { ...open, grant };
}

export function grantAccess(ctx: AppContext, open: OpenPortal, client: ClientRequest, email: string | null) {
  const token = signAccess(ctx.config.authSecret, {
    uuid: open.portal.uuid,
    expiresAt: ctx.clock().getTime() + ACCESS_SECONDS * 1000,
    email,
    fingerprint: accessFingerprint(open.portal),
  });
  client.issued.access = { token, maxAgeSeconds: ACCESS_SECONDS };
}

export async function unlockWithPin(ctx: AppContext, uuid: string, pin: string, client: ClientRequest) {
  const open = await loadOpenPortal(ctx, uuid);
  if (open.portal.accessType !== 'pin' || !open.portal.pinHash) {
    throw new AppError(400, 'NOT_PIN_PORTAL', clientPortalMessages.notPinPortal);
  }
  const attempt = await beginAttempt(ctx, open.portal, client, 'pin');
  if (await verifyPassword({ hash: open.portal.pinHash, password: pin })) {
    await attemptSucceeded(ctx, attempt);
    grantAccess(ctx, open, client, null);
    return { ok: true as const };
  }
  const attemptsLeft = await attemptFailed(ctx, attempt, client);
  throw new AppError(401, 'WRONG_PIN', clientPortalMessages.wrongPin(attemptsLeft), undefined, undefined, {
    attemptsLeft,
  });
}

function hashCode(ctx: AppContext, portalId: string, email: string, code: string): string {
  const pepper = createHmac('sha256', ctx.config.authSecret).update('clientdock:email-code:v1').digest();
  return createHmac('sha256', pepper).update(`${portalId}:${email}:${code}`).digest('hex');
}

function assertEmailPortal(open: OpenPortal) {
  if (open.portal.accessType !== 'email') {
    throw new AppError(400, 'NOT_EMAIL_PORTAL', clientPortalMessages.notEmailPortal);
  }
}

/**
 * Sends a 6-digit code. A refused address counts as a failed attempt for this client address, so the allow
 * list cannot be probed faster than PINs can; an accepted one is not counted.
 */
export async function sendEmailCode(
  ctx: AppContext,
  uuid: string,
  rawEmail: string,
  client: ClientRequest,
): Promise<EmailCodeSent> {
  const open = await loadOpenPortal(ctx, uuid);
  assertEmailPortal(open);
  const email = normalizeEmail(rawEmail);
  // A client behind the address of someone guessing still gets a code for an allowed address: it goes to
  // their mailbox, not to the guesser.
  const attempt = await beginAttempt(ctx, open.portal, client, 'code', { softAddressLock: true });
  if (!isAllowed(open.portal, email) || (await ctx.repos.recipients.isRevoked(open.portal.id, email))) {
    if (attempt.addressLock) {
      await ctx.repos.accessAttempts.discard(attempt.id);
      throw attempt.addressLock;
    }
    await attemptFailed(ctx, attempt, client);
    throw new AppError(403, 'EMAIL_NOT_ALLOWED', clientPortalMessages.emailNotAllowed);
  }
  await ctx.repos.accessAttempts.discard(attempt.id);

  const now = ctx.clock();
  const previous = await ctx.repos.emailCodes.latest(open.portal.id, email);
  const resendAt = previous ? new Date(previous.createdAt).getTime() + EMAIL_CODE.resendSeconds * 1000 : 0;
  if (resendAt > now.getTime()) {
    const seconds = Math.max(1, Math.ceil((resendAt - now.getTime()) / 1000));
    throw new AppError(
      429,
      'RESEND_TOO_SOON',
      clientPortalMessages.resendTooSoon(seconds),
      undefined,
      { 'retry-after': String(seconds) },
      { retryAfterSeconds: seconds },
    );
  }

  await takeMailAllowance(ctx, codeMailLimits(open.portal.id, open.owner.id));
  const code = String(randomInt(0, 10 ** EMAIL_CODE.digits)).padStart(EMAIL_CODE.digits, '0');
  await ctx.repos.emailCodes.insert({
    id: randomUUID(),
    portalId: open.portal.id,
    email,
    codeHash: hashCode(ctx, open.portal.id, email, code),
    expiresAt: new Date(now.getTime() + EMAIL_CODE.ttlSeconds * 1000).toISOString(),
    createdAt: now.toISOString(),
  });
  const branding = await publicBranding(ctx, open);
  const sender = mailName(branding.displayName);
  const portalName = mailName(open.portal.name);
  const mail = codeMail({
    greeting: 'Hello,',
    intro: `${sender} shared "${portalName}" with you. Enter this code to open it:`,
    code,
    outro: `The code works once, for ${EMAIL_CODE.ttlSeconds / 60} minutes. If you did not ask for it, you can ignore this email.`,
    signature: sender,
  });
  await ctx.mailer.send({
    kind: 'portal-code',
    to: email,
    subject: mailSubject(clientPortalMessages.codeMailSubject(portalName)),
    ...mail,
  });
  return { sent: true, resendAfterSeconds: EMAIL_CODE.resendSeconds, expiresInSeconds: EMAIL_CODE.ttlSeconds };
}

function codeGone(message: string) {
  return new AppError(410, 'CODE_EXPIRED', message);
}

/**
 * Checks a code: single use, 10 minutes, 5 tries, and the same per-address throttling as PINs, except that a
 * locked-out address may still try a fresh code once (someone else behind it may be guessing; one try at a
 * 6-digit code mailed elsewhere is no help to them, and it counts against the portal's ceiling). Success sets
 * the access cookie (carrying the verified address) and marks the visitor's email verified.
 */
export async function verifyEmailCode(
  ctx: AppContext,
  uuid: string,
  input: { email: string; code: string },
  client: ClientRequest,
) {
  const open = await loadOpenPortal(ctx, uuid);
  assertEmailPortal(open);
  const email = normalizeEmail(input.email);
  const attempt = await beginAttempt(ctx, open.portal, client, 'code', { softAddressLock: true });
  const refuse = async (error: AppError) => {
    if (attempt.addressLock) {
      await ctx.repos.accessAttempts.discard(attempt.id);
      return attempt.addressLock;
    }
    await attemptFailed(ctx, attempt, client);
    return error;
  };

  const record = await ctx.repos.emailCodes.latest(open.portal.id, email);
  const now = ctx.clock();
  const refused = !isAllowed(open.portal, email) || (await ctx.repos.recipients.isRevoked(open.portal.id, email));
  if (!record || refused) throw await refuse(codeGone(clientPortalMessages.noCode));
  if (record.consumedAt) throw await refuse(codeGone(clientPortalMessages.codeUsed));
  if (new Date(record.expiresAt).getTime() <= now.getTime())
    throw await refuse(codeGone(clientPortalMessages.codeExpired));
  if (!(await ctx.repos.emailCodes.claimTry(record.id, attempt.addressLock ? 1 : EMAIL_CODE.maxTries))) {
    throw await refuse(codeGone(clientPortalMessages.codeDead));
  }

  const expected = Buffer.from(record.codeHash, 'hex');
  const given = Buffer.from(hashCode(ctx, open.portal.id, email, input.code.trim()), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    if (!(await ctx.repos.emailCodes.consume(record.id, now)))
      throw await refuse(codeGone(clientPortalMessages.codeUsed));
    // A success through a lock is the client's, not the guesser's: the address stays locked for the others.
    if (attempt.addressLock) await ctx.repos.accessAttempts.discard(attempt.id);
    else await attemptSucceeded(ctx, attempt);
    grantAccess(ctx, open, client, email);
    await markEmailVerified(ctx, await ensureVisitor(ctx, open.portal.id, client), email);
    return { ok: true as const };
  }
  // A wrong first try from a locked-out address stays counted: a code was checked.
  if (attempt.addressLock) throw attempt.addressLock;
  const ipLeft = await attemptFailed(ctx, attempt, client);
  const attemptsLeft = Math.min(ipLeft, EMAIL_CODE.maxTries - (record.attempts + 1));
  throw new AppError(401, 'WRONG_CODE', clientPortalMessages.wrongCode(attemptsLeft), undefined, undefined, {
    attemptsLeft,
  });
}

/** What a client sends (comments, approvals, forms, uploads) is refused in the creator's preview. */
export function assertNotPreview(access: PortalAccess): void {
  if (access.preview) throw new AppError(403, 'PREVIEW_READ_ONLY', clientPortalMessages.previewReadOnly);
}

/** Opens a portal for a client about to send something: as requireAccess, but refused in a preview. */
export async function requireClientAccess(ctx: AppContext, uuid: string, client: ClientRequest) {
  const access = await requireAccess(ctx, uuid, client);
  assertNotPreview(access);
  return access;
}
