import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of one cookie of a request, or undefined; a malformed header is read as having none. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  secure: boolean;
  httpOnly?: boolean;
  sameSite?: 'Lax' | 'Strict';
}

/** One Set-Cookie header value. */
export function cookieHeader(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${Math.floor(options.maxAgeSeconds)}`,
    `Expires=${new Date(Date.now() + options.maxAgeSeconds * 1000).toUTCString()}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.httpOnly !== false) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Adds a Set-Cookie header (Fastify appends to any the reply already has). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions) {
  reply.header('set-cookie', cookieHeader(name, value, options));
}
