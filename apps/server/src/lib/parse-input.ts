import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Validates a body or query with a shared schema and answers 400 with the first problem's own message as
 * the error message (the spec's exact wording, e.g. 'Invalid email format'), every problem in details.
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
  extraDetails: (path: string) => object = () => ({}),
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const first = issues[0];
  const message =
    first.code === 'invalid_type' && first.path.length === 0
      ? 'Send a JSON object as the request body.'
      : first.message;
  throw new AppError(
    400,
    'VALIDATION_ERROR',
    message,
    issues.map((issue) => {
      const path = issue.path.join('.');
      return { ...extraDetails(path), path, message: issue.message };
    }),
  );
}
