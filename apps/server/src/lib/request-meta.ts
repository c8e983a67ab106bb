import type { FastifyRequest } from 'fastify';

/** Who made a request, as the audit log records it. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}
