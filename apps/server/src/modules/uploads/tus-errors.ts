import { AppError } from '../../lib/errors';

/** What @tus/server sends back when a hook throws: a status and a body, here our JSON error shape. */
export class TusHttpError extends Error {
  readonly status_code: number;
  readonly body: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status_code = status;
    this.body = JSON.stringify({ error: { code, message } });
  }
}

export function toTusError(error: unknown): TusHttpError | undefined {
  if (error instanceof TusHttpError) return error;
  if (error instanceof AppError) return new TusHttpError(error.statusCode, error.code, error.message);
  return undefined;
}
