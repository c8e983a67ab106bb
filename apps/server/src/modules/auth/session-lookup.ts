import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { UserRecord } from '../users';
import { createSessionLookupRepository } from './session-lookup.repository';

/**
 * better-auth's getSession, without its endpoint machinery, for the hot path of every signed-in request. It
 * keeps the same rules: the cookie is better-auth's signed session token (`token.signature`, HMAC-SHA256 with
 * the auth secret), the session is read from the database on every request (no cookie cache, so a signed-out
 * or revoked session is refused at once), an expired one is deleted, and a session older than updateAge is
 * extended to expiresIn unless the browser asked not to be remembered.
 */
export interface SessionLookup {
  /** The signed-in user of a Cookie header, or null when it holds no valid, live session. */
  findUser(cookieHeader: string | undefined): Promise<UserRecord | null>;
}

const SIGNATURE_LENGTH = 44;

/** One cookie's value as better-call reads it: the first of that name, unquoted, URI-decoded when it can be. */
export function readCookieValue(header: string, name: string): string | undefined {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return undefined;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return undefined;
}

/** The value of a better-call signed cookie (`value.base64(HMAC-SHA256)`), or null if missing or forged. */
export function verifySignedCookie(header: string | undefined, name: string, key: KeyObject): string | null {
  const raw = header ? readCookieValue(header, name) : undefined;
  return raw ? verifySignedValue(raw, key) : null;
}

function verifySignedValue(raw: string, key: KeyObject): string | null {
  const dot = raw.lastIndexOf('.');
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const signature = raw.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', key).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

// Signed values already checked, so a browser's next requests skip the HMAC. It only stands for the signature
// check: the session itself is still read on every request.
const VERIFIED_CACHE_SIZE = 1000;

async function createSessionLookup(ctx: AppContext): Promise<SessionLookup> {
  const auth = await ctx.auth.$context;
  const key = createSecretKey(Buffer.from(auth.secret, 'utf8'));
  const sessionCookie = auth.authCookies.sessionToken.name;
  const dontRememberCookie = auth.authCookies.dontRememberToken.name;
  const { expiresIn, updateAge } = auth.sessionConfig;
  const repository = createSessionLookupRepository(ctx.db);
  const verified = new Map<string, string>();
  const sessionToken = (cookieHeader: string | undefined): string | null => {
    const raw = cookieHeader ? readCookieValue(cookieHeader, sessionCookie) : undefined;
    if (!raw) return null;
    const known = verified.get(raw);
    if (known !== undefined) return known;
    const token = verifySignedValue(raw, key);
    if (token) {
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
      verified.set(raw, token);
    }
    return token;
  };
  return {
    async findUser(cookieHeader) {
      const token = sessionToken(cookieHeader);
      if (!token) return null;
      const found = await repository.findByToken(token);
      if (!found) return null;
      const now = Date.now();
      if (!found.expiresAt || found.expiresAt.getTime() < now) {
        await auth.internalAdapter.deleteSession(token);
        return null;
      }
      const isDue = found.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
      if (isDue && !verifySignedCookie(cookieHeader, dontRememberCookie, key)) {
        const updated = await auth.internalAdapter.updateSession(token, {
          expiresAt: new Date(now + expiresIn * 1000),
          updatedAt: new Date(now),
        });
        // Deleted between the read and the update (signed out in parallel): refused like better-auth does.
        if (!updated) return null;
      }
      return found.user;
    },
  };
}

const lookups = new WeakMap<AppContext, Promise<SessionLookup>>();

/** The app's session lookup, made on first use (better-auth's settings are only known once it has started). */
export function sessionLookup(ctx: AppContext): Promise<SessionLookup> {
  let lookup = lookups.get(ctx);
  if (!lookup) {
    lookup = createSessionLookup(ctx);
    lookups.set(ctx, lookup);
    lookup.catch(() => lookups.delete(ctx));
  }
  return lookup;
}
