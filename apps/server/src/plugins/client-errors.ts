import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What Node's HTTP parser refuses before a request reaches Fastify (headers too large, a malformed request line, a
 * slow client), written straight to the socket in the app's `{ error: { code, message } }` shape.
 */
const PARSER_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'HEADERS_TOO_LARGE',
    'The request headers are too large. Clear this site’s cookies or send fewer or shorter headers.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive. Please try again.'],
};
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = PARSER_ERRORS[error.code ?? ''] ?? [
    400,
    'BAD_REQUEST',
    'The request could not be read as HTTP. Check the request line and headers.',
  ];
  const body = JSON.stringify({ error: { code, message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Errors Fastify raises before routing: a path that does not decode (`/%ff`) or a path parameter too long. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid: it holds a percent sign that does not start a valid escape (like %20).'
      : 'The address is not valid: a part of its path is too long.';
  reply.code(400).send({ error: { code: 'BAD_URL', message } });
}
