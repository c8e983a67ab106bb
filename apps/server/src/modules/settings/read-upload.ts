import { messages } from '@clientdock/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

const FIELD = 'file';

export function noFileSelected(): AppError {
  return new AppError(400, 'NO_FILE', messages.noFileSelected);
}

/**
 * The bytes of the multipart field "file", read into memory (images here are at most a few MB). Other parts
 * are drained and ignored. Size is enforced while reading, so an oversized body is never held whole.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number, tooLarge: string): Promise<Buffer> {
  if (!request.isMultipart()) throw noFileSelected();
  let found: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 3, fields: 10, parts: 20 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FIELD || found) {
        part.file.resume();
        continue;
      }
      found = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'FILE_TOO_LARGE', tooLarge);
    if (error instanceof AppError) throw error;
    // Truncated or malformed multipart bodies are the client's to fix, not a server failure.
    throw new AppError(400, 'BAD_UPLOAD', 'The upload could not be read. Please choose the file again.');
  }
  if (!found || found.length === 0) throw noFileSelected();
  return found;
}
