import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRERENDER_THEME_SCRIPT } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import { Forbidden } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The one inline script there is: a prerendered page's theme swap, allowed by its hash. */
export const PRERENDER_THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRERENDER_THEME_SCRIPT).digest('base64')}'`;

/**
 * The headers helmet sets, worked out once. None of ours depends on the request (no CSP nonces), and helmet
 * rebuilds its middleware on every request when run through its Fastify plugin: a large share of a short
 * request's CPU.
 */
export function securityHeaders(options: HelmetOptions): { set: [string, string | string[]][]; removed: string[] } {
  const set: [string, string | string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, Array.isArray(value) ? [...value] : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, removed };
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig) {
  const https = config.publicUrl.startsWith('https://');
  // The analytics script, when configured, loads from its origin and reports to it; nothing else is added.
  const analytics = config.analyticsScript ? [config.analyticsScript.origin] : [];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", PRERENDER_THEME_SCRIPT_HASH, ...analytics],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...analytics],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 15552000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });

  const allowed = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, as helmet does: answers written straight to the socket (streams, tus) get them too.
    const raw = reply.raw;
    for (const name of headers.removed) raw.removeHeader(name);
    for (const [name, value] of headers.set) raw.setHeader(name, value);
    // Cookies are SameSite=Lax; this closes the rest: a browser always sends Origin on cross-site writes.
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    // A script with an API token is not a browser page; a page of another site cannot set this header.
    if (/^Bearer\s/i.test(request.headers.authorization ?? '')) return done();
    const origin = request.headers.origin;
    if (!origin) return done();
    const own = `${request.protocol}://${request.host}`;
    if (origin !== own && !allowed.has(origin)) {
      return done(new Forbidden('This request came from another site and was refused.', 'BAD_ORIGIN'));
    }
    done();
  });
}
