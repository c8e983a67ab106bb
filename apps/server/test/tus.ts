import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A small tus 1.0 client over real HTTP, so tests speak the protocol the browser's Uppy speaks. */
/** The hex sha256 of some bytes, as the app stores it for a file. */
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

export function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

export interface TusSession {
  base: string;
  cookie?: string;
  /** An API token, sent as `Authorization: Bearer`. */
  token?: string;
  /** The endpoint's path: the creator's /api/uploads unless given (a portal's client uploads). */
  path?: string;
}

function headers(session: TusSession, extra: Record<string, string>): Record<string, string> {
  return {
    'tus-resumable': '1.0.0',
    ...(session.cookie ? { cookie: session.cookie } : {}),
    ...(session.token ? { authorization: `Bearer ${session.token}` } : {}),
    ...extra,
  };
}

export async function createUpload(session: TusSession, length: number, metadata: Record<string, string>) {
  const res = await fetch(`${session.base}${session.path ?? '/api/uploads'}`, {
    method: 'POST',
    headers: headers(session, { 'upload-length': String(length), 'upload-metadata': encodeMetadata(metadata) }),
  });
  const location = res.headers.get('location');
  return { res, url: location ? new URL(location, session.base).toString() : null };
}

export function patchUpload(session: TusSession, url: string, offset: number, chunk: Buffer) {
  return fetch(url, {
    method: 'PATCH',
    headers: headers(session, {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    }),
    body: chunk,
  });
}

export function headUpload(session: TusSession, url: string) {
  return fetch(url, { method: 'HEAD', headers: headers(session, {}) });
}

/** Creates an upload and sends it in one PATCH; answers the final PATCH response. */
export async function uploadFile(session: TusSession, bytes: Buffer, metadata: Record<string, string>) {
  const created = await createUpload(session, bytes.length, { filetype: '', ...metadata });
  if (created.res.status !== 201 || !created.url) {
    throw new Error(`create failed: ${created.res.status} ${await created.res.text()}`);
  }
  const res = await patchUpload(session, created.url, 0, bytes);
  if (res.status !== 204) throw new Error(`patch failed: ${res.status} ${await res.text()}`);
  return { url: created.url, fileId: res.headers.get('x-file-id')!, versionId: res.headers.get('x-file-version-id')! };
}
