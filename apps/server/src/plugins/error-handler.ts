import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable, ServiceUnavailable } from '../lib/database-unavailable';
import { AppError } from '../lib/errors';
import { withRouteDetails } from '../lib/validation';

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send JSON with content-type: application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large: the limit is 1 MB. Send less at once.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content-length header does not match the body.',
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    let error = caught;
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      error = new ServiceUnavailable() as unknown as FastifyError;
    }
    if (error instanceof AppError) {
      const answer = withRouteDetails(request, error);
      if (answer.headers) reply.headers(answer.headers);
      return reply
        .code(answer.statusCode)
        .send({ error: { ...answer.extra, code: answer.code, message: answer.message, details: answer.details } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_ERRORS[error.code] ?? error.message;
      return reply.code(status).send({ error: { code: error.code ?? 'BAD_REQUEST', message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
  });
}
