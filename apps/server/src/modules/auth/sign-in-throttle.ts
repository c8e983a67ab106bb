import { createHmac, timingSafeEqual } from 'node:crypto';
import { authFlowMessages } from '@clientdock/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { TooManyRequests } from '../../lib/errors';
import { requestMeta } from '../../lib/request-meta';
import { actionMail, mailGreeting } from '../mail';

/** Failures of one account address before each further try has to wait. */
export const FREE_FAILURES = 5;
/** The first wait, doubled with each further failure up to MAX_DELAY_MS. */
export const FIRST_DELAY_MS = 30_000;
/** However many failures, the right password works again after this long: an attacker cannot lock anyone out. */
export const MAX_DELAY_MS = 15 * 60_000;
/** A run of failures older than this is forgotten. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
/** At most one "someone is guessing your password" mail per account address in this time. */
const ALERT_EVERY_MS = 24 * 60 * 60_000;

export const KNOWN_DEVICE_COOKIE = 'clientdock.known_device';
const KNOWN_DEVICE_MAX_AGE_S = 180 * 24 * 60 * 60;

export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

function sign(secret: string, value: string): string {
  return createHmac('sha256', secret).update(`known-device:${value}`).digest('base64url');
}

/** The cookie names the account by a keyed hash of its address, so it reveals neither address nor id. */
function deviceKey(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`known-device-account:${email}`).digest('base64url').slice(0, 22);
}

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Whether this browser signed in to this account before (a signed cookie set at a successful sign-in). */
export function isKnownDevice(ctx: AppContext, request: FastifyRequest, email: string): boolean {
  const value = readCookie(request.headers.cookie, KNOWN_DEVICE_COOKIE);
  if (!value) return false;
  const wanted = deviceKey(ctx.config.authSecret, email);
  return value.split(',').some((entry) => {
    const [key, signature] = entry.split('.');
    if (key !== wanted || !signature) return false;
    const expected = Buffer.from(sign(ctx.config.authSecret, key));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Adds this account to the browser's known-device cookie (a few accounts per browser at most). */
export function rememberDevice(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, email: string) {
  const secret = ctx.config.authSecret;
  const key = deviceKey(secret, email);
  const others = (readCookie(request.headers.cookie, KNOWN_DEVICE_COOKIE) ?? '')
    .split(',')
    .filter((entry) => entry && !entry.startsWith(`${key}.`))
    .slice(-4);
  const value = [...others, `${key}.${sign(secret, key)}`].join(',');
  const secure = ctx.config.publicUrl.startsWith('https://') ? '; Secure' : '';
  const cookie = `${KNOWN_DEVICE_COOKIE}=${encodeURIComponent(value)}; Path=/api/auth; Max-Age=${KNOWN_DEVICE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`;
  reply.header('set-cookie', cookie);
}

/**
 * Before a password is checked: an account address with FREE_FAILURES or more recent failures answers 429 until
 * its delay has passed since the last failure, unless this browser has signed in to it before. The password is
 * not even checked meanwhile, so guesses spread over many client addresses gain nothing.
 */
export async function assertSignInAllowed(ctx: AppContext, request: FastifyRequest, email: string): Promise<void> {
  const state = await ctx.repos.account.findSignInFailures(email);
  if (!state) return;
  const now = ctx.clock().getTime();
  if (now - state.lastFailureAt > FORGET_AFTER_MS) return;
  const waitMs = state.lastFailureAt + delayAfter(state.failures) - now;
  if (waitMs <= 0 || isKnownDevice(ctx, request, email)) return;
  const seconds = Math.ceil(waitMs / 1000);
  await ctx.repos.audit.record({
    action: 'auth.sign_in_throttled',
    actorId: null,
    actorEmail: email,
    targetType: 'user',
    targetId: null,
    ...requestMeta(request),
    details: { failures: state.failures, retryAfterSeconds: seconds },
  });
  throw new TooManyRequests(authFlowMessages.signInThrottled(seconds), seconds);
}

/** After better-auth answered: a failure is counted, a success clears the count. */
export async function recordSignInResult(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  status: number,
): Promise<void> {
  if (status < 300) {
    await ctx.repos.account.clearSignInFailures(email);
    rememberDevice(ctx, request, reply, email);
    return;
  }
  if (status !== 401) return;
  const now = ctx.clock().getTime();
  const previous = await ctx.repos.account.findSignInFailures(email);
  if (previous && now - previous.lastFailureAt > FORGET_AFTER_MS) await ctx.repos.account.clearSignInFailures(email);
  const failures = await ctx.repos.account.countSignInFailure(email, now);
  if (failures < FREE_FAILURES) return;
  if (!(await ctx.repos.account.claimSignInAlert(email, now, now - ALERT_EVERY_MS))) return;
  await alertOwner(ctx, email, failures);
}

async function alertOwner(ctx: AppContext, email: string, failures: number) {
  const user = await ctx.repos.users.findByEmail(email);
  if (!user) return;
  const mail = actionMail({
    greeting: mailGreeting(user.name),
    intro: `Someone tried to sign in to your ClientDock account ${failures} times with a wrong password. Further tries now have to wait longer each time; you can still sign in from a browser you used before.`,
    action: 'Reset your password',
    url: new URL('/forgot-password', ctx.config.publicUrl).toString(),
    outro: 'If these tries were yours, you can ignore this message.',
  });
  ctx.mailer
    .send({ kind: 'sign-in-failures', to: user.email, subject: 'Failed sign-ins to your ClientDock account', ...mail })
    .catch((error) => ctx.log.error({ err: error }, 'sign-in failure alert failed'));
}
