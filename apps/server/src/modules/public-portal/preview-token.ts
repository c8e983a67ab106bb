import { createHmac, timingSafeEqual } from 'node:crypto';

/** The preview cookie: set on the portal's API path once a preview link is opened, for what is left of its hour. */
export const PREVIEW_COOKIE = 'cd_preview';
/** Its twin on the portal's page path, so a reload of a locked portal's page is drawn as the preview. */
export const PAGE_PREVIEW_COOKIE = 'cd_preview_page';

export const PREVIEW_SECONDS = 3600;

/** Who may preview which portal until when: minted for the portal's owner or an editor, never by a client. */
export interface PreviewGrant {
  uuid: string;
  userId: string;
  expiresAt: number;
}

interface Payload {
  k: 'preview';
  u: string;
  s: string;
  x: number;
}

// Its own key: an access cookie cannot pass for a preview, nor a preview for an access cookie.
function mac(secret: string, data: string): Buffer {
  const key = createHmac('sha256', secret).update('clientdock:portal-preview:v1').digest();
  return createHmac('sha256', key).update(data).digest();
}

export function signPreview(secret: string, grant: PreviewGrant): string {
  const payload: Payload = { k: 'preview', u: grant.uuid, s: grant.userId, x: grant.expiresAt };
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${mac(secret, data).toString('base64url')}`;
}

/**
 * The grant of a preview token if it is ours, for this portal, unexpired, and no longer than one preview lasts
 * (a token minted under a clock far ahead would otherwise outlive its hour); else null.
 */
export function verifyPreview(secret: string, token: string | undefined, uuid: string, now: Date): PreviewGrant | null {
  if (!token || token.length > 1024) return null;
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
  if (payload.k !== 'preview' || payload.u !== uuid || typeof payload.s !== 'string') return null;
  const left = typeof payload.x === 'number' ? payload.x - now.getTime() : 0;
  if (left <= 0 || left > PREVIEW_SECONDS * 1000) return null;
  return { uuid: payload.u, userId: payload.s, expiresAt: payload.x };
}
