import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { analyticsScriptTag } from '../lib/analytics-script';
import { BadRequest, NotFound } from '../lib/errors';
import { createMarkedPages, isBuiltOffer, offerCopyName, readOffer } from './offer-marks';
import { fillPortalPage, loadPortalRenderer, portalPageVisit, readPortalState } from './portal-page';
import { findPrerenderedPages, hasSessionCookie, normalizePagePath, type PrerenderedPage } from './prerendered-pages';
import { clientPortalHtml, clientPortalUuid, isClientPortalPath, withPortalDataPreload } from './route-preloads';

// Serves the built web app; any path that is not an API route or a file gets index.html so the
// client router can take it (unknown paths then redirect to / in the browser).
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const portalHtml = hasBuild ? clientPortalHtml(distDir) : null;
  const renderPortal = portalHtml ? await loadPortalRenderer(distDir) : null;
  const prerendered = hasBuild ? findPrerenderedPages(distDir) : new Map<string, PrerenderedPage>();
  // The analytics script goes on the app's and public site's pages, never on a client portal's: a portal's
  // address is its key (and a personal link's carries a token), not something to report to a third party.
  const { analyticsScript } = app.ctx.config;
  const analyticsTag = analyticsScript ? analyticsScriptTag(analyticsScript) : null;
  const sendMarked = createMarkedPages(distDir, analyticsTag);
  // The app's pages, marked with what this instance sells when it is not what the build drew; a public page in the
  // copy the build drew for it, when its offer draws it differently.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage | string) => {
    const offer = await readOffer(app.ctx);
    const file = typeof page === 'string' ? page : (page.offerCopies.get(offerCopyName(offer)) ?? page.file);
    if (isBuiltOffer(offer) && !analyticsTag) return reply.type('text/html; charset=utf-8').sendFile(file);
    return sendMarked(request, reply, file, offer);
  };
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
    let relative: string;
    try {
      relative = decodeURIComponent(request.url.split('?')[0] ?? '').replace(/^\/+/, '');
    } catch {
      throw new BadRequest('The address is not valid: it holds a percent sign that does not start a valid escape.');
    }
    const candidate = path.join(distDir, relative);
    // Dot folders hold the build's own files (its manifest, the portal's server renderer): never served.
    const isHidden = relative.split('/').some((part) => part.startsWith('.'));
    if (
      relative &&
      !isHidden &&
      candidate.startsWith(distDir) &&
      fs.existsSync(candidate) &&
      fs.statSync(candidate).isFile()
    ) {
      return reply.sendFile(relative);
    }
    // A missing script or stylesheet (an old build's hashed name) must fail as one, not arrive as the app's page.
    if (relative.startsWith('assets/')) throw new NotFound(`No such file: /${relative}`);
    reply.header('cache-control', 'no-cache');
    // Public pages carry their content in the first response (the build rendered them to HTML), except for a
    // signed-in visitor, whom the app itself sends on, and on a creator's custom domain, which serves portals.
    const page = prerendered.get(normalizePagePath(`/${relative}`));
    if (page && !request.customDomain) {
      reply.header('vary', 'accept-encoding, cookie');
      if (!hasSessionCookie(request.headers.cookie)) return sendPage(request, reply, page);
    }
    // A client portal is private even when its link leaks: search engines are asked never to index one.
    if (/^\/(portal|archive)\//.test(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
    // A client's link opens the portal's own light page; in-app links to a portal get the same page.
    if (portalHtml && isClientPortalPath(request.url)) {
      const uuid = clientPortalUuid(request.url);
      const pathname = request.url.split(/[?#]/)[0] ?? '/portal';
      // A preview link's token goes with the page's own first request: a preload without it would be a client's view.
      const isPreviewLink = new URLSearchParams(request.url.split('#')[0]?.split('?')[1] ?? '').has('preview');
      let html = uuid && !isPreviewLink ? withPortalDataPreload(portalHtml, uuid) : portalHtml;
      if (renderPortal && (uuid || pathname.replace(/\/$/, '') === '/portal')) {
        try {
          const state = uuid ? await readPortalState(app.ctx, uuid, portalPageVisit(request)) : null;
          // A portal that is locked or gone (401, 404, 410) is drawn as such and not asked for: nothing to preload.
          const template = state && state.status !== 200 ? portalHtml : html;
          html = fillPortalPage(template, await renderPortal(pathname, state), state);
        } catch (error) {
          // The page still works drawn by the browser alone; the failure is worth a look, not a broken page.
          request.log.error({ err: error }, 'client portal page could not be rendered on the server');
        }
      }
      reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
      // Drawn per request, so compressed per request (a few milliseconds for the page's tens of kilobytes).
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
      }
      return reply.send(html);
    }
    return sendPage(request, reply, 'index.html');
  });
}
