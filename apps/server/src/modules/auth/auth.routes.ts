import type { FastifyInstance, FastifyReply } from 'fastify';
import { toWebHeaders } from '../../lib/web-headers';
import { recordAuthOutcome } from './auth-audit';

async function forwardResponse(reply: FastifyReply, response: Response, bodyText: string) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie' || key === 'content-length' || key === 'content-encoding') return;
    reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
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
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const url = new URL(request.url, app.ctx.config.publicUrl);
      // Teams change only through /api/team, which checks plans, roles and owner protection first.
      if (url.pathname.startsWith('/api/auth/organization/')) {
        return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
      }
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await app.ctx.auth.handler(
        new Request(url, {
          method: request.method,
          headers: toWebHeaders(request),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      const text = await response.text();
      await recordAuthOutcome(app.ctx, request, url.pathname, response.status, text);
      const body = wrapError(response.status, text, response.headers.get('content-type'));
      if (response.status >= 400) response.headers.set('content-type', 'application/json; charset=utf-8');
      return forwardResponse(reply, response, body);
    },
  });
}
