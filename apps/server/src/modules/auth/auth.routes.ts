import type { FastifyInstance, FastifyReply } from 'fastify';
import { toWebHeaders } from '../../lib/web-headers';
import { recordAuthOutcome } from './auth-audit';
import { AUTH_ROUTE, checkImageField, checkProfileUpdate, gateAuthRoute } from './auth-gate';
import { INVALID_ORIGIN_MESSAGE } from './local-origins';
import { admitResetRequest, afterPasswordReset, RESET_REQUESTED_ANSWER, resetTokenOwner } from './password-reset';
import { assertSignInAllowed, recordSignInResult } from './sign-in-throttle';
import { answerTakenAddress, ownerOfTakenAddress } from './sign-up-guard';

async function forwardResponse(reply: FastifyReply, response: Response, bodyText: string) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie' || key === 'content-length' || key === 'content-encoding') return;
    reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  // Fastify appends to a set-cookie header set earlier (the known-device cookie).
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(bodyText);
}

// better-auth answers errors as { code, message }; the rest of the API uses { error: { code, message } }.
function wrapError(status: number, text: string, contentType: string | null): string {
  if (status < 400) return text;
  let parsed: { code?: string; message?: string } = {};
  if (contentType?.includes('json') && text) {
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {}
  }
  const fallback =
    status === 429 ? 'Too many attempts. Please wait a minute and try again.' : 'The request could not be completed.';
  return JSON.stringify({
    error: { code: parsed.code ?? `HTTP_${status}`, message: parsed.message ?? (text || fallback) },
  });
}

export async function authRoutes(app: FastifyInstance) {
  app.route({
    method: ['GET', 'POST'],
    url: AUTH_ROUTE,
    handler: async (request, reply) => {
      const ctx = app.ctx;
      // Only the library routes the app uses pass, matched on the path as the library will read it; team
      // routes, email and password changes go through /api/team and /api/account, which check more first.
      const { route, pathname } = gateAuthRoute(request.method, request.url);
      const url = new URL(request.url, ctx.config.publicUrl);
      url.pathname = pathname;
      const body = (request.body ?? {}) as { email?: unknown; image?: unknown };
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;

      if (route === '/update-user') await checkProfileUpdate(request);
      if (route === '/sign-up/email') checkImageField(body.image);
      if (route === '/sign-in/email' && email) await assertSignInAllowed(ctx, request, email);
      if (route === '/request-password-reset' && !(await admitResetRequest(ctx, request))) {
        return reply.send(RESET_REQUESTED_ANSWER);
      }
      const resetUserId = route === '/reset-password' ? await resetTokenOwner(ctx, request) : null;

      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await ctx.auth.handler(
        new Request(url, {
          method: request.method,
          headers: toWebHeaders(request),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      const text = await response.text();
      if (route === '/sign-up/email') {
        const owner = await ownerOfTakenAddress(ctx, request, response.status, text);
        if (owner) return answerTakenAddress(ctx, request, reply, owner);
      }
      await recordAuthOutcome(ctx, request, pathname, response.status, text);
      if (route === '/sign-in/email' && email) await recordSignInResult(ctx, request, reply, email, response.status);
      if (resetUserId && response.status < 300) await afterPasswordReset(ctx, request, resetUserId);
      let answer = wrapError(response.status, text, response.headers.get('content-type'));
      if (response.status === 403 && answer.includes('"INVALID_ORIGIN"')) {
        answer = JSON.stringify({
          error: { code: 'INVALID_ORIGIN', message: INVALID_ORIGIN_MESSAGE(ctx.config.publicUrl) },
        });
      }
      if (response.status >= 400) response.headers.set('content-type', 'application/json; charset=utf-8');
      return forwardResponse(reply, response, answer);
    },
  });
}
