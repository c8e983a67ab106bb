import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NotFound } from '../lib/errors';
import { findPrerenderedPages, hasSessionCookie, normalizePagePath } from './prerendered-pages';
import { clientPortalHtml } from './route-preloads';

// Serves the built web app; any path that is not an API route or a file gets index.html so the
// client router can take it (unknown paths then redirect to / in the browser).
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const portalHtml = hasBuild ? clientPortalHtml(distDir, fs.readFileSync(indexFile, 'utf8')) : null;
  const prerendered = hasBuild ? findPrerenderedPages(distDir) : new Map<string, string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset; browsers that accept them get those bytes.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('vary', 'accept-encoding');
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new NotFound(isApi ? `No API route for ${request.method} ${request.url.split('?')[0]}` : 'Not found.');
    }
    const relative = decodeURIComponent(request.url.split('?')[0]).replace(/^\/+/, '');
    const candidate = path.join(distDir, relative);
    if (relative && candidate.startsWith(distDir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return reply.sendFile(relative);
    }
    reply.header('cache-control', 'no-cache');
    // Public pages carry their content in the first response (the build rendered them to HTML), except for a
    // signed-in visitor, whom the app itself sends on, and on a creator's custom domain, which serves portals.
    const page = prerendered.get(normalizePagePath(`/${relative}`));
    if (page && !request.customDomain) {
      reply.header('vary', 'accept-encoding, cookie');
      if (!hasSessionCookie(request.headers.cookie)) return reply.type('text/html; charset=utf-8').sendFile(page);
    }
    // A client portal is private even when its link leaks: search engines are asked never to index one.
    if (/^\/(portal|archive)\//.test(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
    const portalUuid = /^\/portal\/([A-Za-z0-9-]{1,64})\/?(?:[?#]|$)/.exec(request.url)?.[1];
    if (portalHtml && portalUuid) {
      // The portal's data starts loading with the scripts instead of after them (the page's own fetch picks it up).
      const data = `<link rel="preload" as="fetch" crossorigin href="/api/public/portals/${portalUuid}">`;
      return reply.type('text/html; charset=utf-8').send(portalHtml.replace('</head>', `${data}</head>`));
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
