import { inflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { flushEvents } from './activity';

/** A small zip reader: the central directory's entries, inflated. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const PUBLIC_CSP = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

let app: FastifyInstance;
let owner: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  owner = await createCreator(app, { plan: 'pro' });
});
afterAll(async () => {
  await app?.close();
});

describe('serving files to clients', () => {
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

  it('previews inline with nosniff and a sandboxing CSP, and honours byte ranges', async () => {
    const portal = await createPortal(app, owner);
    const { fileId } = await createFile(app, owner, portal.id, bytes, 'data.bin');
    const client = browser(app);
    const url = publicUrl(portal.uuid, `/files/${fileId}`);

    const whole = await client.get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-disposition': `inline; filename="data.bin"; filename*=UTF-8''data.bin`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': PUBLIC_CSP,
      'accept-ranges': 'bytes',
    });

    const part = await client.get(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await client.get(url, { range: 'bytes=-5' });
    expect(tail.rawPayload.equals(bytes.subarray(995))).toBe(true);

    const outside = await client.get(url, { range: 'bytes=5000-' });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */1000');

    expect((await client.get(publicUrl(portal.uuid, '/files/nope'))).statusCode).toBe(404);
  });

  it('keeps an uploaded HTML page from running script', async () => {
    const portal = await createPortal(app, owner);
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const { fileId } = await createFile(app, owner, portal.id, html, 'page.html');
    const res = await browser(app).get(publicUrl(portal.uuid, `/files/${fileId}`));
    expect(res.headers['content-type']).not.toContain('text/html');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(res.headers['content-security-policy']).not.toContain('script-src');
  });

  it('counts a download (once per download, not per resumed range) and writes a download event', async () => {
    const portal = await createPortal(app, owner);
    const { fileId } = await createFile(app, owner, portal.id, bytes, 'report.bin');
    const client = browser(app);
    const url = publicUrl(portal.uuid, `/files/${fileId}?download=1`);
    const res = await client.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="report.bin"/);
    await client.get(url, { range: 'bytes=500-' });
    await client.get(url, { range: 'bytes=0-99' });
    await client.get(publicUrl(portal.uuid, `/files/${fileId}`));
    const head = await client.request({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('1000');

    const files = (await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}/files` })).json().files;
    expect(files[0].downloadCount).toBe(2);
    await flushEvents(app.ctx);
    const downloads = (await app.ctx.repos.events.listByPortal(portal.id)).filter((e) => e.type === 'download');
    expect(downloads).toHaveLength(2);
    expect(downloads[0]).toMatchObject({ fileId, ownerId: owner.id });
  });

  it('refuses downloads when they are off but still allows previews', async () => {
    const portal = await createPortal(app, owner, { allowDownload: false });
    const { fileId } = await createFile(app, owner, portal.id, bytes, 'report.bin');
    const client = browser(app);
    const page = (await client.get(publicUrl(portal.uuid))).json();
    expect(page.portal.files[0].downloadUrl).toBeNull();
    const res = await client.get(publicUrl(portal.uuid, `/files/${fileId}?download=1`));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('DOWNLOADS_DISABLED');
    expect((await client.get(publicUrl(portal.uuid, '/download-all'))).statusCode).toBe(403);
    expect((await client.get(publicUrl(portal.uuid, `/files/${fileId}`))).statusCode).toBe(200);
  });

  it('zips the latest version of every file, named after the portal, and counts each', async () => {
    const portal = await createPortal(app, owner, { name: 'Spring "Launch"' });
    const a = await createFile(app, owner, portal.id, Buffer.from('first draft'), 'notes.txt');
    await createFile(app, owner, portal.id, Buffer.from('final words '.repeat(50)), 'notes.txt', a.fileId);
    await createFile(app, owner, portal.id, bytes, 'data.bin');
    await createFile(app, owner, portal.id, Buffer.from('other notes'), 'notes.txt');
    const res = await browser(app).get(publicUrl(portal.uuid, '/download-all'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''Spring%20%22Launch%22.zip`);
    const entries = unzip(res.rawPayload);
    expect([...entries.keys()]).toEqual(['notes.txt', 'data.bin', 'notes (2).txt']);
    expect(entries.get('notes.txt')?.toString()).toBe('final words '.repeat(50));
    expect(entries.get('data.bin')?.equals(bytes)).toBe(true);
    expect(entries.get('notes (2).txt')?.toString()).toBe('other notes');
    await flushEvents(app.ctx);
    const downloads = (await app.ctx.repos.events.listByPortal(portal.id)).filter((e) => e.type === 'download');
    expect(downloads).toHaveLength(3);
  });

  it('zips files whose names would be paths or unsafe on unpacking under plain, unique entry names', async () => {
    const portal = await createPortal(app, owner);
    for (const name of ['C:report.txt', 'c:REPORT.txt', '..', 'tab\there.txt', 'what?*.txt', 'C_report.txt']) {
      await createFile(app, owner, portal.id, Buffer.from(name), name);
    }
    const res = await browser(app).get(publicUrl(portal.uuid, '/download-all'));
    expect(res.statusCode).toBe(200);
    const entries = unzip(res.rawPayload);
    expect([...entries.keys()]).toEqual([
      'C_report.txt',
      'c_REPORT (2).txt',
      '_',
      'tabhere.txt',
      'what__.txt',
      'C_report (3).txt',
    ]);
    expect(entries.get('C_report.txt')?.toString()).toBe('C:report.txt');
    expect(entries.get('C_report (3).txt')?.toString()).toBe('C_report.txt');
  });

  it('serves image thumbnails and answers 404 for files without one', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '2468' });
    const image = await createFile(app, owner, portal.id, png, 'shot.png');
    const text = await createFile(app, owner, portal.id, Buffer.from('x'), 'x.txt');
    const client = browser(app);
    expect((await client.get(publicUrl(portal.uuid, `/files/${image.fileId}/thumbnail`))).statusCode).toBe(401);
    await client.post(publicUrl(portal.uuid, '/unlock'), { pin: '2468' });
    const listed = (await client.get(publicUrl(portal.uuid))).json().portal.files;
    expect(listed[0].thumbnailUrl).toBe(publicUrl(portal.uuid, `/files/${image.fileId}/thumbnail`));
    const thumb = await client.get(listed[0].thumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await client.get(publicUrl(portal.uuid, `/files/${text.fileId}/thumbnail`))).statusCode).toBe(404);
  });
});
