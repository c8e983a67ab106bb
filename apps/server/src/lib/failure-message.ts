import type { FastifyBaseLogger } from 'fastify';
import { AppError } from './errors';

/**
 * Runs `work`; a failure that is not already an answer for the user (AppError) is logged and answered
 * 500 with the spec's message for that action (e.g. 'Failed to upload logo') instead of a generic one.
 */
export async function withFailureMessage<T>(
  log: FastifyBaseLogger,
  message: string,
  work: () => Promise<T>,
  details?: unknown[],
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    log.error({ err: error }, message);
    throw new AppError(500, 'INTERNAL', message, details);
  }
}
