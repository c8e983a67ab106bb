import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { AppConfig } from '../config';

// Query parameters whose values open something (a reset, a recipient link, an unsubscribe, a code):
// kept out of the logs, since anyone reading the logs could use them.
const SECRET_QUERY =
  /^(token|r|preview|code|otp|secret|key|signature|sig|password|pin|session|access_token|id_token)$/i;

/** The URL with the values of secret-looking query parameters replaced, for logs. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name);
      } catch {}
      return SECRET_QUERY.test(name) ? `${pair.slice(0, equals)}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

/** Whatever shape a logged request has (Fastify's or Node's), only what helps and nothing secret. */
function serializeRequest(request: FastifyRequest | { method?: string; url?: string }) {
  const fastifyRequest = request as Partial<FastifyRequest>;
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    remoteAddress: fastifyRequest.ip,
  };
}

// Whatever else lands in a log line (an error's request, a library's context): headers that carry a session.
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  'password',
  'token',
];

/** Request lines at debug on a terminal (readable logs), at info in JSON (an access log for collectors). */
class RequestLogController extends LogController {
  constructor(private readonly requestLevel: 'debug' | 'info') {
    super();
  }
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else
      reply.log[this.requestLevel](
        { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) },
        'request completed',
      );
  }
}

export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'logFormat'>) {
  const pretty = config.logFormat === 'pretty';
  return {
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { req: serializeRequest },
      ...(pretty
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
            },
          }
        : {}),
    },
    logController: new RequestLogController(pretty ? 'debug' : 'info'),
  };
}

/** Fastify's trustProxy from TRUST_PROXY: a hop count becomes "the last n addresses are proxies". */
export function trustProxyOption(trustProxy: AppConfig['trustProxy']) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address: string, hop: number) => hop < hops;
}
