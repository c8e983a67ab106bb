import type { FastifyRequest } from 'fastify';

/** The header carrying the client address this server saw; better-auth rate-limits by it. */
export const CLIENT_IP_HEADER = 'x-clientdock-client-ip';

export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.set(key, String(value));
  }
  // Only this server decides the client address better-auth rate-limits by; a client's own header is dropped.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}
