import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, startAppProcess } from '../test/app-process';
import { startS3Server } from '../test/s3-server';
import { openEventStream } from '../test/sse';
import { createTestDatabase, usePostgres } from '../test/test-database';
import { createUpload, headUpload, patchUpload, sha256 } from '../test/tus';

// Two app processes behind one imaginary load balancer: one PostgreSQL database, one object store, one secret.
describe.skipIf(!usePostgres)('two app instances on one PostgreSQL database and one object store', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let one: AppProcess;
  let two: AppProcess;
  const dirs: string[] = [];
  let cookie = '';

  beforeAll(async () => {
    s3 = await startS3Server();
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-two-'));
    dirs.push(scratch);
    database = await createTestDatabase(scratch);
    const shared = {
      DATABASE_URL: database.database.url ?? '',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: 'http://localhost:3000',
      S3_ENDPOINT: s3.config.endpoint ?? '',
      S3_BUCKET: s3.config.bucket,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    };
    const dataDir = () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-instance-'));
      dirs.push(dir);
      return dir;
    };
    // One after the other: both would otherwise race to run the same migrations on the fresh database.
    one = await startAppProcess({ ...shared, DATA_DIR: dataDir() });
    two = await startAppProcess({ ...shared, DATA_DIR: dataDir() });

    const signUp = (email: string) =>
      fetch(`${one.base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Morgan Lee', email, password: 'correct horse battery' }),
      });
    // The instance's first account becomes its admin; the creator is the second.
    expect((await signUp('operator@example.com')).status).toBe(200);
    const creator = await signUp('morgan@example.com');
    expect(creator.status).toBe(200);
    cookie = creator.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await database?.drop();
    await s3?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('tells by /api/health which instance answered', async () => {
    const instanceOf = async (base: string) =>
      ((await (await fetch(`${base}/api/health`)).json()) as { instance: string }).instance;
    const [first, second] = await Promise.all([instanceOf(one.base), instanceOf(two.base)]);
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    expect(await instanceOf(one.base)).toBe(first);
  });

  it('accepts a session made on one instance on the other', async () => {
    const onOne = await fetch(`${one.base}/api/me`, { headers: { cookie } });
    const onTwo = await fetch(`${two.base}/api/me`, { headers: { cookie } });
    expect(onTwo.status).toBe(200);
    expect(((await onTwo.json()) as { email: string }).email).toBe('morgan@example.com');
    expect(((await onOne.json()) as { id: string }).id).toBeTruthy();
  });

  it('shows a portal changed through one instance on the other within about a second', async () => {
    const send = (base: string, method: string, url: string, body: unknown) =>
      fetch(`${base}${url}`, {
        method,
        headers: { cookie, 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify(body),
      });
    const created = await send(one.base, 'POST', '/api/portals', { name: 'Launch kit', status: 'active' });
    expect(created.status).toBe(201);
    const portal = (await created.json()) as { id: string; uuid: string };
    const nameOnTwo = async () => {
      const res = await fetch(`${two.base}/api/public/portals/${portal.uuid}`);
      return ((await res.json()) as { portal: { name: string } }).portal.name;
    };
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await nameOnTwo()).toBe('Launch kit');
    expect((await send(one.base, 'PATCH', `/api/portals/${portal.id}`, { name: 'Launch kit v2' })).status).toBe(200);
    // The other instance held the portal it read: it reads it again once its second is up.
    let name = await nameOnTwo();
    for (let i = 0; i < 40 && name !== 'Launch kit v2'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      name = await nameOnTwo();
    }
    expect(name).toBe('Launch kit v2');
  });

  it('delivers a notification created through one instance to a live stream on the other', async () => {
    const stream = await openEventStream(`${two.base}/api/notifications/stream`, { cookie });
    try {
      expect(stream.status).toBe(200);
      await stream.next('unread');
      const sent = await fetch(`${one.base}/api/notifications/test`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ notificationType: 'client_comment' }),
      });
      expect(sent.status).toBe(201);
      const notification = (await stream.next('notification', 10_000)) as { type: string };
      expect(notification.type).toBe('client_comment');
    } finally {
      stream.close();
    }
  });

  it('finishes on the second instance an upload started on the first, with the right sha256', async () => {
    const created = await fetch(`${one.base}/api/portals`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Brand refresh', accessType: 'link' }),
    });
    expect(created.status).toBe(201);
    const portal = (await created.json()) as { id: string };

    const bytes = randomBytes(6 * 1024 * 1024 + 321);
    const half = 3 * 1024 * 1024 + 7;
    const upload = await createUpload({ base: one.base, cookie }, bytes.length, {
      portalId: portal.id,
      filename: 'brand-guide.pdf',
      filetype: 'application/pdf',
    });
    expect(upload.res.status).toBe(201);
    const uploadPath = new URL(upload.url as string).pathname;
    expect(
      (await patchUpload({ base: one.base, cookie }, `${one.base}${uploadPath}`, 0, bytes.subarray(0, half))).status,
    ).toBe(204);

    const head = await headUpload({ base: two.base, cookie }, `${two.base}${uploadPath}`);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const rest = await patchUpload({ base: two.base, cookie }, `${two.base}${uploadPath}`, half, bytes.subarray(half));
    expect(rest.status).toBe(204);

    const files = await fetch(`${one.base}/api/portals/${portal.id}/files`, { headers: { cookie } });
    const [file] = ((await files.json()) as { files: { sha256: string; size: number; downloadUrl: string }[] }).files;
    expect(file).toMatchObject({ size: bytes.length, sha256: sha256(bytes) });
    const download = await fetch(`${one.base}${file.downloadUrl}`, { headers: { cookie } });
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(bytes));
  });
});
