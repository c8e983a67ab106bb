import { AppError } from './errors';

export const DATABASE_RETRY_AFTER_SECONDS = 5;

// PostgreSQL: class 08 is "connection exception"; 57P01 to 57P03 are a server shutting down or starting up;
// 53300 is too many connections. SQLite: another writer held the file past busy_timeout.
const DATABASE_CODES = /^(08...|57P0[1-3]|53300|SQLITE_BUSY.*|SQLITE_LOCKED.*)$/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'EAI_AGAIN']);
// node-postgres reports a connection lost under it by message only, without a code.
const DRIVER_MESSAGES =
  /Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Cannot use a pool after calling end/;

/** Whether an error means the database could not be reached (a restart, a lost connection), not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (DATABASE_CODES.test(code) || NETWORK_CODES.has(code))) return true;
    if (DRIVER_MESSAGES.test(current.message)) return true;
    // PostgreSQL ends the session after a FATAL error (refused connection, shutdown): never a bug of one query.
    if ((current as { severity?: unknown }).severity === 'FATAL') return true;
    current = current.cause;
  }
  return false;
}

export class ServiceUnavailable extends AppError {
  constructor() {
    super(
      503,
      'SERVICE_UNAVAILABLE',
      'ClientDock cannot reach its database for a moment. Please try again in a few seconds.',
      undefined,
      { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  }
}
