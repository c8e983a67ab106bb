import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors';

/** Added to each problem of a route's validation answer, e.g. which step of a form the field belongs to. */
export type ValidationDetails = (path: string) => Record<string, unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    validationDetails?: ValidationDetails;
  }
}

/**
 * The one answer to input that does not match its schema: 400 VALIDATION_ERROR with the first problem's own
 * message (the spec's exact wording, e.g. 'Invalid email format'), and every problem in details with a dotted
 * path ("sections.0.title").
 */
export function validationError(issues: readonly z.core.$ZodIssue[]): AppError {
  const first = issues[0];
  let message = first?.message ?? 'The request is not valid.';
  if (first?.code === 'invalid_type' && first.path.length === 0) message = 'Send a JSON object as the request body.';
  return new AppError(
    400,
    'VALIDATION_ERROR',
    message,
    issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}

/** Fastify's validator for the routes' zod schemas (params, querystring, body), answering with validationError. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: validationError(result.error.issues) };
  };

/** A route's `config.validationDetails` added to each problem of its validation answer. */
export function withRouteDetails(request: FastifyRequest, error: AppError): AppError {
  const extra = request.routeOptions.config.validationDetails;
  const fromSchema = (error as AppError & { validationContext?: string }).validationContext !== undefined;
  if (!extra || !fromSchema || !error.details) return error;
  const details = (error.details as Array<{ path: string; message: string }>).map((detail) => ({
    ...extra(detail.path),
    ...detail,
  }));
  return new AppError(error.statusCode, error.code, error.message, details, error.headers, error.extra);
}
