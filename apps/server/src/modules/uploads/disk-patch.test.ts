import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, creatorWithPortal, type TestUser } from '../../../test/factories';
import { createUpload, headUpload, listen, patchUpload, sha256, type TusSession } from '../../../test/tus';

let app: FastifyInstance;
let owner: TestUser;
let session: TusSession;
let portalId: string;

beforeEach(async () => {
  app = await buildTestApp();
  ({
    owner,
    portal: { id: portalId },
  } = await creatorWithPortal(app));
  session = { base: await listen(app), cookie: owner.cookie };
});
afterEach(async () => {
  await app.close();
});

async function newUpload(size: number): Promise<string> {
  const { res, url } = await createUpload(session, size, { portalId, filename: 'cut.bin', filetype: '' });
  expect(res.status).toBe(201);
  return url!;
}

async function offsetOf(url: string): Promise<number> {
  return Number((await headUpload(session, url)).headers.get('upload-offset'));
}

/** Waits for the bytes on disk; a HEAD would take the upload's lock and make the running PATCH let go. */
async function waitForBytes(url: string, expected: number) {
  const file = path.join(app.ctx.config.dataDir, 'uploads', path.basename(url));
  const deadline = Date.now() + 10_000;
  while (fs.statSync(file).size !== expected) {
    if (Date.now() > deadline) throw new Error(`the upload never reached ${expected} bytes`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A PATCH whose body is written by the test, piece by piece; it may never be finished. */
function openPatch(url: string, offset: number, headers: Record<string, string> = {}) {
  const req = http.request(url, {
    method: 'PATCH',
    agent: false,
    headers: {
      'tus-resumable': '1.0.0',
      cookie: owner.cookie!,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...headers,
    },
  });
  const answer = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
  answer.catch(() => {});
  return { req, answer };
}

async function storedFiles() {
  return (await as(owner, app, { method: 'GET', url: `/api/portals/${portalId}/files` })).json().files;
}

describe('PATCH straight into the upload file on local disk', () => {
  it('answers 409 for a PATCH at another offset than the stored one and leaves the file as it was', async () => {
    const bytes = randomBytes(1000);
    const url = await newUpload(bytes.length);
    expect((await patchUpload(session, url, 0, bytes.subarray(0, 400))).status).toBe(204);
    const behind = await patchUpload(session, url, 0, bytes.subarray(0, 400));
    expect(behind.status).toBe(409);
    const ahead = await patchUpload(session, url, 500, bytes.subarray(500));
    expect(ahead.status).toBe(409);
    expect(ahead.headers.get('tus-resumable')).toBe('1.0.0');
    expect(await offsetOf(url)).toBe(400);
    const rest = await patchUpload(session, url, 400, bytes.subarray(400));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe('1000');
    expect(rest.headers.get('tus-resumable')).toBe('1.0.0');
    expect(rest.headers.get('x-file-id')).toBeTruthy();
    expect((await storedFiles())[0]).toMatchObject({ size: 1000, sha256: sha256(bytes) });
  });

  it('answers 415 without the offset+octet-stream type, 412 without Tus-Resumable, 403 without Upload-Offset', async () => {
    const url = await newUpload(10);
    const body = Buffer.from('0123456789');
    for (const type of ['text/plain', 'application/octet-stream']) {
      const res = await fetch(url, {
        method: 'PATCH',
        headers: { 'tus-resumable': '1.0.0', cookie: owner.cookie!, 'upload-offset': '0', 'content-type': type },
        body,
      });
      expect(res.status).toBe(415);
    }
    const unversioned = await fetch(url, {
      method: 'PATCH',
      headers: { cookie: owner.cookie!, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body,
    });
    expect(unversioned.status).toBe(412);
    const noOffset = await fetch(url, {
      method: 'PATCH',
      headers: { 'tus-resumable': '1.0.0', cookie: owner.cookie!, 'content-type': 'application/offset+octet-stream' },
      body,
    });
    expect(noOffset.status).toBe(403);
    expect(await offsetOf(url)).toBe(0);
  });

  it('answers 413 for a body longer than the declared length, by Content-Length or by the bytes themselves', async () => {
    const bytes = randomBytes(1000);
    const url = await newUpload(bytes.length);
    const declared = await patchUpload(session, url, 0, randomBytes(1001));
    expect(declared.status).toBe(413);
    expect(await offsetOf(url)).toBe(0);

    // Chunked: no length up front, the excess is found while receiving; nothing past the limit is written.
    const chunked = openPatch(url, 0);
    chunked.req.write(bytes.subarray(0, 600));
    chunked.req.write(Buffer.concat([bytes.subarray(600), randomBytes(100)]));
    chunked.req.end();
    const answer = await chunked.answer;
    expect(answer.status).toBe(413);
    const offset = await offsetOf(url);
    expect(offset).toBeLessThanOrEqual(bytes.length);
    expect(fs.statSync(path.join(app.ctx.config.dataDir, 'uploads', path.basename(url))).size).toBe(offset);
    const rest = await patchUpload(session, url, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    expect((await storedFiles())[0]).toMatchObject({ size: 1000, sha256: sha256(bytes) });
  });

  it('keeps what arrived before the connection broke and resumes from there to the right sha256', async () => {
    const bytes = randomBytes(2 * 1024 * 1024);
    const url = await newUpload(bytes.length);
    const sent = 700 * 1024;
    const cut = openPatch(url, 0, { 'content-length': String(bytes.length) });
    cut.req.write(bytes.subarray(0, sent));
    await waitForBytes(url, sent);
    cut.req.destroy();
    await expect(cut.answer).rejects.toBeTruthy();

    const rest = await patchUpload(session, url, sent, bytes.subarray(sent));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
    const [file] = await storedFiles();
    expect(file).toMatchObject({ id: rest.headers.get('x-file-id'), size: bytes.length, sha256: sha256(bytes) });
    const download = await as(owner, app, { method: 'GET', url: file.downloadUrl });
    expect(sha256(download.rawPayload)).toBe(sha256(bytes));
    expect(fs.readdirSync(path.join(app.ctx.config.dataDir, 'uploads'))).toEqual([]);
  });

  it('lets one PATCH at a time write an upload: a second one waits for the first to let go of the lock', async () => {
    const bytes = randomBytes(100_000);
    const url = await newUpload(bytes.length);
    const first = openPatch(url, 0, { 'content-length': String(bytes.length) });
    first.req.write(bytes.subarray(0, 30_000));
    await waitForBytes(url, 30_000);

    // Same offset as the first one's start: once the first lets go, its bytes make this one stale.
    const stale = await patchUpload(session, url, 0, bytes);
    expect(stale.status).toBe(409);
    const held = await first.answer;
    expect(held.status).toBe(204);
    expect(held.headers['upload-offset']).toBe('30000');
    expect(held.headers.connection).toBe('close');

    const second = openPatch(url, 30_000, { 'content-length': String(70_000) });
    second.req.write(bytes.subarray(30_000, 50_000));
    await waitForBytes(url, 50_000);
    const third = await patchUpload(session, url, 50_000, bytes.subarray(50_000));
    expect(third.status).toBe(204);
    expect(third.headers.get('x-file-id')).toBeTruthy();
    expect((await second.answer).headers['upload-offset']).toBe('50000');
    expect((await storedFiles())[0]).toMatchObject({ size: bytes.length, sha256: sha256(bytes) });
  });
});
