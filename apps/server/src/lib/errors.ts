export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown[],
    readonly headers?: Record<string, string>,
    /** More fields of the answer's `error` object (e.g. attemptsLeft), beside code and message. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class BadRequest extends AppError {
  constructor(message: string, details?: unknown[]) {
    super(400, 'BAD_REQUEST', message, details);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'Sign in to continue.') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You do not have access to this.', code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'NOT_FOUND', message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
  }
}

export class LimitReached extends AppError {
  constructor(message: string, statusCode = 403) {
    super(statusCode, 'LIMIT_REACHED', message);
  }
}

export class TooManyRequests extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', message, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}
