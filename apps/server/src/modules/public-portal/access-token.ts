import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PortalRecord } from '../portals';

export const ACCESS_COOKIE = 'cd_portal';
/**
 * The same grant for the portal's page (/portal/{uuid}), which the API's cookie path does not reach: the page
 * can then be drawn locked on the server, and a locked visit asks the API nothing that would fail.
 */
export const PAGE_ACCESS_COOKIE = 'cd_portal_page';

export const portalPagePath = (uuid: string) => `/portal/${uuid}`;
export const VISITOR_COOKIE = 'cd_visitor';

/** What a client's access cookie says: this portal, until then, and (email mode) which verified address. */
export interface AccessGrant {
  uuid: string;
  expiresAt: number;
  email: string | null;
  /** Ties the grant to the portal's access setup: a new PIN or access type makes old cookies worthless. */
  fingerprint: string;
}

interface Payload {
  u: string;
  x: number;
  e?: string;
  f: string;
}

function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('clientdock:portal-access:v1').digest();
}

function mac(secret: string, data: string): Buffer {
  return createHmac('sha256', signingKey(secret)).update(data).digest();
}

export function accessFingerprint(portal: Pick<PortalRecord, 'accessType' | 'pinHash'>): string {
  return createHash('sha256')
    .update(`${portal.accessType}:${portal.pinHash ?? ''}`)
    .digest('base64url')
    .slice(0, 16);
}

export function signAccess(secret: string, grant: AccessGrant): string {
  const payload: Payload = { u: grant.uuid, x: grant.expiresAt, f: grant.fingerprint };
  if (grant.email) payload.e = grant.email;
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${mac(secret, data).toString('base64url')}`;
}

/** The grant in a cookie value if it is ours, unexpired and for this very portal and setup; else null. */
export function verifyAccess(
  secret: string,
  token: string | undefined,
  portal: Pick<PortalRecord, 'uuid' | 'accessType' | 'pinHash'>,
  now: Date,
): AccessGrant | null {
  if (!token || token.length > 2048) return null;
  const [data, signature, extra] = token.split('.');
  if (!data || !signature || extra !== undefined) return null;
  const expected = mac(secret, data);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Payload;
  } catch {
    return null;
  }
  if (payload.u !== portal.uuid || typeof payload.x !== 'number' || payload.x <= now.getTime()) return null;
  if (payload.f !== accessFingerprint(portal)) return null;
  return { uuid: payload.u, expiresAt: payload.x, email: payload.e ?? null, fingerprint: payload.f };
}
