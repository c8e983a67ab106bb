import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createPortal, creatorWithPortal, type TestUser } from '../../../test/factories';
import {
  createUpload,
  encodeMetadata,
  headUpload,
  listen,
  patchUpload,
  sha256,
  type TusSession,
  uploadFile,
} from '../../../test/tus';

const MB = 1024 * 1024;

let app: FastifyInstance;
let base: string;
let owner: TestUser;
let session: TusSession;
let portalId: string;

beforeEach(async () => {
  app = await buildTestApp();
  ({
    owner,
    portal: { id: portalId },
  } = await creatorWithPortal(app));
  base = await listen(app);
  session = { base, cookie: owner.cookie };
});
afterEach(async () => {
  await app.close();
});

function listFiles(user = owner) {
  return as(user, app, { method: 'GET', url: `/api/portals/${portalId}/files` });
}

async function samplePng(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 37, g: 99, b: 235 } } })
    .png()
    .toBuffer();
}

describe('tus uploads', () => {
  it('takes a real file in several chunks with tus-js-client and keeps its sha256', async () => {
    const bytes = randomBytes(300 * 1024);
    await new Promise<void>((resolve, reject) => {
      const upload = new tus.Upload(bytes, {
        endpoint: `${base}/api/uploads`,
        chunkSize: 64 * 1024,
        headers: { cookie: owner.cookie },
        metadata: { portalId, filename: 'report.bin', filetype: 'application/octet-stream' },
        onError: reject,
        onSuccess: () => resolve(),
      });
      upload.start();
    });
    const files = (await listFiles()).json().files;
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      name: 'report.bin',
      size: bytes.length,
      sha256: sha256(bytes),
      mime: 'application/octet-stream',
      version: 1,
      versions: 1,
    });
    const download = await as(owner, app, { method: 'GET', url: files[0].downloadUrl });
    expect(sha256(download.rawPayload)).toBe(sha256(bytes));
    // The partial copy is gone once the file is in storage.
    expect(fs.readdirSync(path.join(app.ctx.config.dataDir, 'uploads'))).toEqual([]);
  });

  it('accepts the bytes with the creation request (creation-with-upload)', async () => {
    const bytes = Buffer.from('all at once\n');
    const res = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        cookie: owner.cookie,
        'upload-length': String(bytes.length),
        'upload-metadata': encodeMetadata({ portalId, filename: 'once.txt', filetype: 'text/plain' }),
        'content-type': 'application/offset+octet-stream',
      },
      body: bytes,
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('upload-offset')).toBe(String(bytes.length));
    const [file] = (await listFiles()).json().files;
    expect(file).toMatchObject({ id: res.headers.get('x-file-id'), name: 'once.txt', sha256: sha256(bytes) });
  });

  it('detects a PNG named .txt as image/png and makes a webp thumbnail at most 480 px wide', async () => {
    const png = await samplePng();
    const { fileId } = await uploadFile(session, png, { portalId, filename: 'notes.txt', filetype: 'text/plain' });
    const file = (await listFiles()).json().files[0];
    expect(file).toMatchObject({ id: fileId, name: 'notes.txt', mime: 'image/png', hasThumbnail: true });
    const thumb = await as(owner, app, { method: 'GET', url: file.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(480);
  });

  it('detects UTF-8 text as text/plain and unknown bytes as application/octet-stream, whatever the name', async () => {
    await uploadFile(session, Buffer.from('Hello, client! Ünïcödé ✓\n'.repeat(50)), {
      portalId,
      filename: 'photo.jpg',
      filetype: 'image/jpeg',
    });
    await uploadFile(session, Buffer.from([0, 159, 146, 150, 1, 2, 3, 0, 255]), {
      portalId,
      filename: 'readme.txt',
      filetype: 'text/plain',
    });
    const files = (await listFiles()).json().files;
    expect(files.map((f: { name: string; mime: string }) => [f.name, f.mime])).toEqual([
      ['photo.jpg', 'text/plain'],
      ['readme.txt', 'application/octet-stream'],
    ]);
    expect(files[0].hasThumbnail).toBe(false);
  });

  it('refuses 11 MB on the free plan with 413 at creation, before any bytes', async () => {
    const { res, url } = await createUpload(session, 11 * MB, { portalId, filename: 'big.zip', filetype: '' });
    expect(res.status).toBe(413);
    expect(url).toBeNull();
    expect(JSON.parse(await res.text()).error).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'This file is 11 MB; your Free plan allows files up to 10 MB.',
    });
    const ok = await createUpload(session, 10 * MB, { portalId, filename: 'ok.zip', filetype: '' });
    expect(ok.res.status).toBe(201);
  });

  it('lets a pro creator start an 11 MB upload', async () => {
    const pro = await createCreator(app, { plan: 'pro' });
    const proPortal = await createPortal(app, pro);
    const { res } = await createUpload({ base, cookie: pro.cookie }, 11 * MB, {
      portalId: proPortal.id,
      filename: 'big.zip',
      filetype: '',
    });
    expect(res.status).toBe(201);
  });

  it('answers 401 without a session, 400 for missing metadata, 404 for another creator’s portal', async () => {
    const anonymous = await createUpload({ base }, 10, { portalId, filename: 'a.txt', filetype: '' });
    expect(anonymous.res.status).toBe(401);

    const incomplete: Record<string, string>[] = [
      { filename: 'a.txt', filetype: '' },
      { portalId, filetype: '' },
      { portalId, filename: 'a' },
    ];
    for (const metadata of incomplete) {
      const { res } = await createUpload(session, 10, metadata);
      expect(res.status).toBe(400);
      expect(JSON.parse(await res.text()).error.message).toBe(
        'Upload metadata must include portalId, filename and filetype.',
      );
    }

    const other = await createCreator(app);
    const { res } = await createUpload({ base, cookie: other.cookie }, 11 * MB, {
      portalId,
      filename: 'a.txt',
      filetype: '',
    });
    expect(res.status).toBe(404);
  });

  it('refuses a deferred length and an upload to an archived portal', async () => {
    const deferred = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        cookie: owner.cookie,
        'upload-defer-length': '1',
        'upload-metadata': `portalId ${Buffer.from(portalId).toString('base64')},filename YS50eHQ=,filetype `,
      },
    });
    expect(deferred.status).toBe(400);
    await as(owner, app, { method: 'POST', url: `/api/portals/${portalId}/archive` });
    const { res } = await createUpload(session, 10, { portalId, filename: 'a.txt', filetype: '' });
    expect(res.status).toBe(409);
  });

  it('lets nobody else HEAD, PATCH or DELETE an upload', async () => {
    const { url } = await createUpload(session, 10, { portalId, filename: 'a.txt', filetype: '' });
    const other = { base, cookie: (await createCreator(app)).cookie };
    expect((await headUpload(other, url!)).status).toBe(404);
    expect((await patchUpload(other, url!, 0, Buffer.from('0123456789'))).status).toBe(404);
    const del = await fetch(url!, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0', cookie: other.cookie } });
    expect(del.status).toBe(404);
    expect((await headUpload({ base }, url!)).status).toBe(401);
    const head = await headUpload(session, url!);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('0');
    expect((await listFiles()).json().files).toHaveLength(0);
  });

  it('drops an upload whose portal was archived before the last byte', async () => {
    const { url } = await createUpload(session, 4, { portalId, filename: 'a.txt', filetype: '' });
    await as(owner, app, { method: 'POST', url: `/api/portals/${portalId}/archive` });
    const res = await patchUpload(session, url!, 0, Buffer.from('data'));
    expect(res.status).toBe(409);
    expect(JSON.parse(await res.text()).error.message).toBe('This portal is archived. Restore it to make changes.');
    expect(await app.ctx.repos.files.listLatest(portalId)).toEqual([]);
    expect(fs.readdirSync(path.join(app.ctx.config.dataDir, 'uploads'))).toEqual([]);
  });

  it('cancels an upload with DELETE', async () => {
    const { url } = await createUpload(session, 10, { portalId, filename: 'a.txt', filetype: '' });
    await patchUpload(session, url!, 0, Buffer.from('01234'));
    const del = await fetch(url!, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0', cookie: owner.cookie } });
    expect(del.status).toBe(204);
    expect((await headUpload(session, url!)).status).toBe(404);
  });

  it('uploads a new version into the same file; the list shows the latest with a version count', async () => {
    const v1 = Buffer.from('first version\n');
    const v2 = Buffer.from('second version, longer\n');
    const first = await uploadFile(session, v1, { portalId, filename: 'brief.txt' });
    const second = await uploadFile(session, v2, { portalId, filename: 'brief-v2.txt', replacesFileId: first.fileId });
    expect(second.fileId).toBe(first.fileId);
    const [file] = (await listFiles()).json().files;
    expect(file).toMatchObject({ id: first.fileId, name: 'brief.txt', version: 2, versions: 2, sha256: sha256(v2) });

    const versions = await as(owner, app, {
      method: 'GET',
      url: `/api/portals/${portalId}/files/${first.fileId}/versions`,
    });
    expect(versions.json().files.map((f: { version: number; sha256: string }) => [f.version, f.sha256])).toEqual([
      [2, sha256(v2)],
      [1, sha256(v1)],
    ]);
    const old = await as(owner, app, {
      method: 'GET',
      url: `/api/portals/${portalId}/files/${first.fileId}/download?version=1`,
    });
    expect(old.rawPayload.equals(v1)).toBe(true);

    const unknown = await createUpload(session, 3, { portalId, filename: 'x', filetype: '', replacesFileId: 'nope' });
    expect(unknown.res.status).toBe(404);
  });
});
