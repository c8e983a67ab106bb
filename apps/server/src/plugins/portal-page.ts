import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Approval, Comment, PublicPortalResponse } from '@clientdock/shared';
import { escapeHtml } from '@clientdock/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { readCookie } from '../lib/cookies';
import { AppError } from '../lib/errors';
import { requireAccess } from '../modules/public-portal/access.service';
import { PAGE_ACCESS_COOKIE } from '../modules/public-portal/access-token';
import { listPublicApprovals } from '../modules/public-portal/approvals.service';
import { listPublicComments } from '../modules/public-portal/comments.service';
import { PAGE_PREVIEW_COOKIE, verifyPreview } from '../modules/public-portal/preview-token';
import { describePublicPortal, loadOpenPortal } from '../modules/public-portal/public-view';

/** What the page carries for the browser to start from: the public portal's answer, as its API gives it. */
export interface PortalPageState {
  uuid: string;
  status: number;
  body: PublicPortalResponse | { error: { code: string; message: string } };
  /** An open portal's threads and receipts, so the first view is the whole page, not skeletons. */
  comments?: Comment[];
  approvals?: Approval[];
}

export type RenderPortalPage = (pathname: string, state: PortalPageState | null) => Promise<string>;

/** The web build's server renderer of the client portal (apps/web/build/portal-ssr.ts), when the build has one. */
export async function loadPortalRenderer(distDir: string): Promise<RenderPortalPage | null> {
  const file = path.join(distDir, '.ssr', 'portal-render.mjs');
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPortalPage?: RenderPortalPage };
  return typeof module.renderPortalPage === 'function' ? module.renderPortalPage : null;
}

/** What the page request says about its visitor: the portal page's copy of the access cookie, and the query. */
export interface PortalPageVisit {
  accessToken?: string;
  previewToken?: string;
  search?: URLSearchParams;
}

export function portalPageVisit(request: FastifyRequest): PortalPageVisit {
  return {
    accessToken: readCookie(request, PAGE_ACCESS_COOKIE),
    previewToken: readCookie(request, PAGE_PREVIEW_COOKIE),
    search: new URLSearchParams(request.url.split('#')[0]?.split('?')[1] ?? ''),
  };
}

/**
 * The portal as a first-time visitor without cookies sees it, read without counting a visit: the browser still
 * asks the API once (that request counts the view and sets the visitor's cookie). A PIN or email portal this
 * browser has not unlocked is drawn locked, with its lock's details, so the browser asks the API nothing that
 * would fail; one it has unlocked answers null (the browser's own request reads it with the API's cookie), as
 * does a visit with a personal link (`?r=`) or a preview, whose proof only the API checks.
 */
export async function readPortalState(
  ctx: AppContext,
  uuid: string,
  visit: PortalPageVisit = {},
): Promise<PortalPageState | null> {
  try {
    // A preview (a creator's link, or its cookie on a reload) is the API's to check and counts nothing.
    if (
      visit.search?.has('preview') ||
      (visit.previewToken && verifyPreview(ctx.config.authSecret, visit.previewToken, uuid, ctx.clock()))
    ) {
      return null;
    }
    const open = await loadOpenPortal(ctx, uuid, { cached: true });
    if (open.portal.accessType !== 'link') {
      if (visit.search?.has('r')) return null;
      await requireAccess(ctx, uuid, { ip: '', userAgent: null, accessToken: visit.accessToken, issued: {} });
      return null;
    }
    const access = { ...open, grant: null };
    const [portal, { comments }, { approvals }] = await Promise.all([
      describePublicPortal(ctx, open),
      listPublicComments(ctx, access),
      listPublicApprovals(ctx, access, { ip: '', userAgent: null, issued: {} }),
    ]);
    const visitor = { name: null, email: null, verified: false };
    return { uuid, status: 200, body: { portal, visitor }, comments, approvals };
  } catch (error) {
    if (error instanceof AppError && [401, 404, 410].includes(error.statusCode)) {
      const body = { error: { ...error.extra, code: error.code, message: error.message } };
      return { uuid, status: error.statusCode, body };
    }
    throw error;
  }
}

const ROOT = /<div id="root"><!--portal-html-->[\s\S]*?<!--\/portal-html--><\/div>/;

/** The page with the rendered view in place of its loading indicator, and the state it was rendered from. */
export function fillPortalPage(template: string, html: string, state: PortalPageState | null): string {
  if (!ROOT.test(template)) return template;
  // JSON in a non-executable script (the CSP allows no inline script); "<" escaped so no "</script>" ends it early.
  const data = state
    ? `<script type="application/json" id="portal-state">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`
    : '';
  const name = state?.status === 200 ? (state.body as PublicPortalResponse).portal.name : null;
  const titled = name
    ? template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(name)}</title>`)
    : template;
  return titled.replace(ROOT, () => `<div id="root" data-rendered>${html}</div>${data}`);
}
