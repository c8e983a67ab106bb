import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { buildSyntheticUserOutput } from 'better-auth/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { requestMeta } from '../../lib/request-meta';
import { actionMail, mailGreeting } from '../mail';
import { hashPassword } from './password';

const TAKEN_MAIL_WINDOW_MS = 10 * 60_000;
const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;
/** better-auth's session tokens: 32 letters and digits. */
const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function addressOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/**
 * The account a sign-up's address already belongs to, read from better-auth's refusal: it answers 422
 * USER_ALREADY_EXISTS only after every other check (format, length, password policy) has passed, so a taken
 * address gets the fake answer exactly when a new one would have been accepted.
 */
export async function ownerOfTakenAddress(ctx: AppContext, request: FastifyRequest, status: number, text: string) {
  if (status !== 422) return null;
  let code = '';
  try {
    code = String((JSON.parse(text) as { code?: unknown }).code ?? '');
  } catch {}
  const email = addressOf(request.body);
  if (!code.startsWith('USER_ALREADY_EXISTS') || !email) return null;
  const owner = await ctx.repos.users.findByEmail(email);
  const password = (request.body as { password?: unknown }).password;
  // A new account's password is hashed before it is stored; this one is too, so both answers take as long.
  if (owner && typeof password === 'string') await hashPassword(password);
  return owner ?? null;
}

/**
 * A sign-up with an address that already has an account answers as a new sign-up does (status, body shape,
 * a session cookie of the same form), so a script cannot list who has an account by trying to register. The
 * owner is mailed instead (at most once in ten minutes), and the try is audited.
 */
export async function answerTakenAddress(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: { id: string; email: string; name: string },
) {
  const body = request.body as { name?: unknown; image?: unknown };
  const now = ctx.clock();
  await ctx.repos.audit.record({
    action: 'auth.sign_up_existing',
    actorId: null,
    actorEmail: owner.email,
    targetType: 'user',
    targetId: owner.id,
    ...requestMeta(request),
    details: {},
  });
  const window = await ctx.repos.rateWindows.hit('sign-up-taken', owner.email, now.getTime(), TAKEN_MAIL_WINDOW_MS);
  if (window.count === 1) {
    const mail = actionMail({
      greeting: mailGreeting(owner.name),
      intro: `Someone tried to create a new ClientDock account with your address (${owner.email}). You already have an account, so nothing was created.`,
      action: 'Sign in',
      url: new URL('/login', ctx.config.publicUrl).toString(),
      outro:
        'If this was you, sign in instead, or use "Forgot password?" on the sign-in page. If it was not, you can ignore this message.',
    });
    ctx.mailer
      .send({
        kind: 'sign-up-existing',
        to: owner.email,
        subject: 'Someone tried to sign up with your address',
        ...mail,
      })
      .catch((error) => ctx.log.error({ err: error }, 'sign-up attempt mail failed'));
  }
  const token = Array.from(randomBytes(32), (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('');
  const signature = createHmac('sha256', ctx.config.authSecret).update(token).digest('base64');
  const secure = ctx.config.publicUrl.startsWith('https://');
  const cookieName = `${secure ? '__Secure-' : ''}better-auth.session_token`;
  reply.header(
    'set-cookie',
    `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}; Max-Age=${SESSION_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
  // better-auth's own builder of a stand-in user, so the fields (plugins' too) are those of a real answer.
  const user = buildSyntheticUserOutput(ctx.auth.options, {
    name: typeof body.name === 'string' ? body.name : '',
    email: addressOf(request.body),
    emailVerified: false,
    image: typeof body.image === 'string' ? body.image : null,
    createdAt: now,
    updatedAt: now,
    id: randomUUID(),
  });
  return reply.code(200).header('content-type', 'application/json').send(JSON.stringify({ token, user }));
}
