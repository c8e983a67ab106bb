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

const TUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  412: 'PRECONDITION_FAILED',
  413: 'FILE_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  423: 'LOCKED',
  460: 'CHECKSUM_MISMATCH',
  499: 'CLIENT_CLOSED_REQUEST',
};

/** @tus/server's own plain-text answers ("Not found\n", "Invalid upload-offset\n"), said so a person can act. */
const TUS_MESSAGES: Array<[RegExp, string]> = [
  [/^Tus-Resumable Required/i, 'Send the Tus-Resumable: 1.0.0 header; uploads speak the tus 1.0.0 protocol.'],
  [/^Not found/i, 'There is no upload at this address. Start the upload again.'],
  [/^The file for this url (was not found|no longer exists)/i, 'This upload no longer exists. Start the upload again.'],
  [
    /^(Current offset does not match|Upload-Offset conflict)/i,
    'The upload is not at that offset any more. Ask for its offset and resume.',
  ],
  [/^Upload-Length or Upload-Defer-Length header required/i, 'Send the Upload-Length header with the file size.'],
];

/**
 * Any tus answer's body as the app's `{ error: { code, message } }` JSON: ours pass through as they are, tus'
 * plain-text ones are wrapped.
 */
export function tusErrorBody(status: number, body: string | undefined): string {
  const text = (body ?? '').trim();
  if (text.startsWith('{"error":{')) return text;
  const known = TUS_MESSAGES.find(([pattern]) => pattern.test(text))?.[1];
  const message = known ?? (text ? `${text.replace(/\.$/, '')}.` : 'The upload request was refused.');
  const code = TUS_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
  return JSON.stringify({ error: { code, message } });
}
