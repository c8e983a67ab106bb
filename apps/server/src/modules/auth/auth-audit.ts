import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';

// Sign-ins, failed sign-ins and throttling go to the audit log (the admin's Security Logs).
export async function recordAuthOutcome(
  ctx: AppContext,
  request: FastifyRequest,
  pathname: string,
  status: number,
  text: string,
) {
  const route = pathname.replace(/^\/api\/auth/, '');
  if (route !== '/sign-in/email' && route !== '/sign-up/email') return;
  const body = (request.body ?? {}) as { email?: unknown };
  const email = typeof body.email === 'string' ? body.email.toLowerCase().slice(0, 254) : null;
  let userId: string | null = null;
  if (status < 300) {
    try {
      userId = (JSON.parse(text) as { user?: { id?: string } }).user?.id ?? null;
    } catch {}
  }
  const base = { actorId: userId, actorEmail: email, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
  const isSignIn = route === '/sign-in/email';
  let action: string | null = null;
  if (status < 300) action = isSignIn ? 'auth.sign_in' : 'auth.sign_up';
  else if (status === 429) action = 'auth.rate_limited';
  else if (isSignIn && (status === 401 || status === 403)) action = 'auth.sign_in_failed';
  if (!action) return;
  await ctx.repos.audit.record({ ...base, action, targetType: 'user', targetId: userId, details: { status } });
}
