import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFound } from '../../lib/errors';
import { appHost, resolveCustomDomain } from './custom-domains.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request came in on a creator's verified custom domain. */
    customDomain?: { domain: string; ownerId: string };
  }
}

// What a custom domain serves: the client portal app and the public APIs it calls, nothing else (no
// sign-in, no dashboard, no creator API), so a creator's domain can never be used to reach the app itself.
const ALLOWED_PATHS = [
  /^\/$/,
  /^\/portal(?:\/.*)?$/,
  /^\/[0-9a-f]{32}\/?$/,
  /^\/assets\/.+$/,
  /^\/api\/public\/.+$/,
  /^\/api\/health$/,
  /^\/api\/branding\/.+$/,
];

// Paths that name a portal by its public uuid; on a custom domain that portal must be the domain owner's.
const PORTAL_UUID_PATHS = [
  /^\/portal\/([0-9a-f]{32})(?:\/|$)/,
  /^\/([0-9a-f]{32})\/?$/,
  /^\/api\/public\/portals\/([0-9a-f]{32})(?:\/|$)/,
];

export function isAllowedOnCustomDomain(path: string): boolean {
  if (/(?:^|\/)\.\.?(?:\/|$)/.test(path) || /%2e|%2f|%5c/i.test(path)) return false;
  return ALLOWED_PATHS.some((pattern) => pattern.test(path));
}

export function portalUuidInPath(path: string): string | null {
  for (const pattern of PORTAL_UUID_PATHS) {
    const match = pattern.exec(path);
    if (match) return match[1];
  }
  return null;
}

async function routeCustomDomain(app: FastifyInstance, request: FastifyRequest, host: string): Promise<void> {
  const match = await resolveCustomDomain(app.ctx, host);
  if (!match) return;
  request.customDomain = match;
  const path = request.url.split('?')[0];
  if (!isAllowedOnCustomDomain(path)) throw new NotFound();
  const uuid = portalUuidInPath(path);
  if (uuid) {
    const portal = await app.ctx.repos.portals.findByUuid(uuid);
    if (!portal || portal.ownerId !== match.ownerId) throw new NotFound();
  }
}

export function registerCustomDomainRouting(app: FastifyInstance) {
  const ownHost = appHost(app.ctx);
  // A callback hook: it runs on every request, and nearly all of them come to the app's own host.
  app.addHook('onRequest', (request, _reply, done) => {
    const host = (request.hostname ?? '').toLowerCase().replace(/\.$/, '');
    // The app's own host, IP addresses and single-label names (localhost, container names) are never custom domains.
    if (!host || host === ownHost || !host.includes('.') || host.includes(':') || isIP(host)) return done();
    routeCustomDomain(app, request, host).then(() => done(), done);
  });
}
