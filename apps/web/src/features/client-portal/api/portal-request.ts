import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

/**
 * A failed public-portal call. Besides code and message it keeps the rest of the server's error
 * (attemptsLeft, accessType, the locked portal's branding) and the Retry-After of a 429.
 */
export class PortalApiError extends ApiError {
  readonly data: Record<string, unknown>;
  readonly retryAfterSeconds: number | null;

  constructor(status: number, code: string, message: string, data: Record<string, unknown>, retryAfter: number | null) {
    super(status, code, message);
    this.name = 'PortalApiError';
    this.data = data;
    this.retryAfterSeconds = retryAfter;
  }

  get attemptsLeft(): number | null {
    return typeof this.data.attemptsLeft === 'number' ? this.data.attemptsLeft : null;
  }
}

function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export async function portalRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new PortalApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE, {}, null);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (response.ok) return json as T;
  const error = (json as { error?: Record<string, unknown> } | undefined)?.error ?? {};
  const code = typeof error.code === 'string' ? error.code : `HTTP_${response.status}`;
  const message = typeof error.message === 'string' ? error.message : FALLBACK_MESSAGE;
  throw new PortalApiError(response.status, code, message, error, parseRetryAfter(response.headers.get('retry-after')));
}

export function isPortalError(error: unknown, code: string): boolean {
  return error instanceof PortalApiError && error.code === code;
}

export const publicPortalPath = (uuid: string) => `/api/public/portals/${encodeURIComponent(uuid)}`;
