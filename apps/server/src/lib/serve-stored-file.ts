import { portalMessages } from '@clientdock/shared';
import type { FastifyReply } from 'fastify';
import type { ByteRange, Storage } from '../storage/storage';
import { AppError, NotFound } from './errors';

export type RangeResult = ByteRange | 'unsatisfiable' | null;

/** One byte range of RFC 9110 §14.1.2; anything else (several ranges, bad syntax) means "send it all". */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  // "500-100" is malformed (ignored); "5000-" on a shorter file is a range past its end (416).
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Number(last);
  return { start, end: Math.min(end, size - 1) };
}

export function contentDisposition(type: 'attachment' | 'inline', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

async function openStored(storage: Storage, key: string, range?: ByteRange) {
  try {
    return await storage.get(key, range);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new NotFound(portalMessages.fileNotFound);
    throw error;
  }
}

export interface StoredFile {
  key: string;
  size: number;
  mime: string;
  name: string;
}

/**
 * Streams stored bytes with the headers every served file gets: a download never runs as a page of this
 * site (nosniff plus a sandboxing CSP), and byte ranges let players and resumable downloads work.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  file: StoredFile,
  options: { disposition: 'attachment' | 'inline'; range?: string; csp?: string },
) {
  const range = parseRange(options.range, file.size);
  reply.header('accept-ranges', 'bytes');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', options.csp ?? "sandbox; default-src 'none'");
  reply.header('cache-control', 'private, no-cache');
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`);
    throw new AppError(416, 'RANGE_NOT_SATISFIABLE', portalMessages.rangeNotSatisfiable);
  }
  const type = file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime;
  const body = await openStored(storage, file.key, range ?? undefined);
  reply.header('content-type', type);
  reply.header('content-disposition', contentDisposition(options.disposition, file.name));
  if (range) {
    reply.code(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    reply.header('content-length', range.end - range.start + 1);
    return reply.send(body);
  }
  reply.header('content-length', file.size);
  return reply.send(body);
}
