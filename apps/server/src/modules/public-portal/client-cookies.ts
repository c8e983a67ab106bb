import type { FastifyRequest } from 'fastify';
import { cookieHeader, readCookie } from '../../lib/cookies';
import { ACCESS_COOKIE, PAGE_ACCESS_COOKIE, portalPagePath, VISITOR_COOKIE } from './access-token';
import type { ClientRequest } from './client-request';
import { PAGE_PREVIEW_COOKIE, PREVIEW_COOKIE } from './preview-token';
import { publicBase } from './public-view';

const VISITOR_COOKIE_SECONDS = 365 * 24 * 3600;

/** The client as a public route sees it: address, browser, and the portal's cookies. */
export function readClientRequest(request: FastifyRequest): ClientRequest {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    accessToken: readCookie(request, ACCESS_COOKIE),
    visitorCookie: readCookie(request, VISITOR_COOKIE),
    previewToken: readCookie(request, PREVIEW_COOKIE),
    issued: {},
  };
}

/** Set-Cookie values for the cookies the services handed this client while answering for portal `uuid`. */
export function issuedCookies(client: ClientRequest, uuid: string | undefined, secure: boolean): string[] {
  const headers: string[] = [];
  if (client.issued.access && uuid) {
    const { token, maxAgeSeconds } = client.issued.access;
    headers.push(cookieHeader(ACCESS_COOKIE, token, { path: publicBase(uuid), maxAgeSeconds, secure }));
    headers.push(cookieHeader(PAGE_ACCESS_COOKIE, token, { path: portalPagePath(uuid), maxAgeSeconds, secure }));
  }
  if (client.issued.preview && uuid) {
    const { token, maxAgeSeconds } = client.issued.preview;
    headers.push(cookieHeader(PREVIEW_COOKIE, token, { path: publicBase(uuid), maxAgeSeconds, secure }));
    headers.push(cookieHeader(PAGE_PREVIEW_COOKIE, token, { path: portalPagePath(uuid), maxAgeSeconds, secure }));
  }
  if (client.issued.visitor) {
    headers.push(
      cookieHeader(VISITOR_COOKIE, client.issued.visitor, {
        path: '/api/public',
        maxAgeSeconds: VISITOR_COOKIE_SECONDS,
        secure,
      }),
    );
  }
  return headers;
}
