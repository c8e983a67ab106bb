import { accountMessages, authFlowMessages, imageUrlMessage, isSafeImageUrl } from '@clientdock/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, BadRequest, Forbidden, NotFound } from '../../lib/errors';
import { requireUser } from './require-user';

const AUTH_BASE = '/api/auth';
/** The one route that hands requests to the auth library. */
export const AUTH_ROUTE = `${AUTH_BASE}/*`;

/**
 * The path as the auth library's router will see it: percent-escapes decoded, "." and ".." segments resolved,
 * repeated and trailing slashes dropped, lower case. The allow-list below is matched on this form, and the same
 * form is what gets forwarded, so "/api/auth/./change-email", "//Change-Email/" or "%2e" cannot slip past it.
 * Answers null for a path that does not decode.
 */
export function normaliseAuthPath(rawUrl: string): string | null {
  let path = rawUrl.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(path); round++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/** The auth library's routes ClientDock uses, by method and path below /api/auth. Everything else is refused. */
const ALLOWED = new Set([
  'POST /sign-in/email',
  'POST /sign-up/email',
  'POST /sign-out',
  'GET /get-session',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /update-user',
  'GET /ok',
]);
/** Second factors and passkeys: their plugins' own routes, each asking for a session or a challenge. */
const ALLOWED_PREFIXES = ['/two-factor/', '/passkey/'];

/** Sensitive routes with a guarded twin elsewhere: the refusal says where to go. */
const REDIRECTED: Record<string, string> = {
  '/change-email': accountMessages.useAccountEmailRoute,
  '/change-password': authFlowMessages.useAccountPasswordRoute,
  '/set-password': authFlowMessages.useAccountPasswordRoute,
};

export interface GatedAuthRoute {
  /** The normalised path below /api/auth, e.g. "/sign-in/email". */
  route: string;
  /** The normalised full path to forward. */
  pathname: string;
}

/** Throws the refusal for a path outside the allow-list; answers the route to forward otherwise. */
export function gateAuthRoute(method: string, rawUrl: string): GatedAuthRoute {
  const pathname = normaliseAuthPath(rawUrl);
  if (!pathname) throw new BadRequest('The address of this request could not be read.');
  if (!pathname.startsWith(`${AUTH_BASE}/`)) throw new NotFound();
  const route = pathname.slice(AUTH_BASE.length);
  if (REDIRECTED[route]) throw new Forbidden(REDIRECTED[route], 'USE_ACCOUNT_SETTINGS');
  if (ALLOWED.has(`${method} ${route}`)) return { route, pathname };
  if (ALLOWED_PREFIXES.some((prefix) => route.startsWith(prefix))) return { route, pathname };
  throw new NotFound(authFlowMessages.endpointNotAvailable);
}

const PROFILE_FIELDS = new Set(['name', 'image']);

/**
 * The auth library's update-user stores whatever fields it knows (email verification state, custom fields,
 * ...). Here only name and image pass, only for an approved (active) account, and the image must be https: or
 * one of this site's paths.
 */
export async function checkProfileUpdate(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequest(authFlowMessages.profileFieldsOnly);
  const fields = Object.keys(body);
  if (fields.length === 0 || fields.some((field) => !PROFILE_FIELDS.has(field))) {
    throw new BadRequest(authFlowMessages.profileFieldsOnly);
  }
  checkImageField((body as { image?: unknown }).image);
}

/** Sign-up and update-user both store `image`: the shared image address rule applies to both. */
export function checkImageField(image: unknown): void {
  if (image === undefined || image === null) return;
  if (typeof image !== 'string' || !isSafeImageUrl(image.trim())) {
    throw new AppError(400, 'VALIDATION_ERROR', imageUrlMessage, [{ field: 'image' }]);
  }
}
