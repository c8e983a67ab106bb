import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, creatorWithPortal } from '../../../test/factories';
import { restartableTestApp } from '../../../test/restartable-app';
import { startS3Server } from '../../../test/s3-server';
import { createUpload, headUpload, listen, patchUpload, sha256 } from '../../../test/tus';

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe('uploads and downloads on S3 storage', () => {
  it('hashes the parts as they arrive and moves the finished upload to its key inside the bucket', async () => {
    const apps = await restartableTestApp();
    const bytes = randomBytes(11 * 1024 * 1024 + 4321);
    try {
      const app = await apps.build({ config: { s3: s3.config } });
      try {
        const { owner, portal } = await creatorWithPortal(app, { plan: 'pro' });
        const session = { base: await listen(app), cookie: owner.cookie };
        const { url } = await createUpload(session, bytes.length, {
          portalId: portal.id,
          filename: 'parts.bin',
          filetype: 'application/octet-stream',
        });
        const readBack = vi.spyOn(app.ctx.uploadStore, 'read');
        const cuts = [0, 3 * 1024 * 1024, 9 * 1024 * 1024 + 1, bytes.length];
        for (let i = 0; i + 1 < cuts.length; i++) {
          const res = await patchUpload(session, url!, cuts[i], bytes.subarray(cuts[i], cuts[i + 1]));
          expect(res.status).toBe(204);
        }
        // Neither read back for its sha256 nor downloaded and sent up again to its key.
        expect(readBack).not.toHaveBeenCalled();
        const [file] = (await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}/files` })).json().files;
        expect(file).toMatchObject({ name: 'parts.bin', size: bytes.length, sha256: sha256(bytes) });
        const download = await as(owner, app, { method: 'GET', url: file.downloadUrl });
        expect(sha256(download.rawPayload)).toBe(sha256(bytes));
        expect(s3.objectKeys().filter((key) => !key.startsWith('files/'))).toEqual([]);
      } finally {
        await app.close();
      }
    } finally {
      await apps.cleanup();
    }
  });

  it('resumes a multi-part upload after a restart and serves the stored bytes with ranges', async () => {
    const apps = await restartableTestApp();
    // More than one 8 MB part, cut mid-part, so both the finished parts and the incomplete one must survive.
    const bytes = randomBytes(12 * 1024 * 1024 + 12345);
    const cut = 9 * 1024 * 1024 + 777;
    try {
      const first = await apps.build({ config: { s3: s3.config } });
      const { owner, portal } = await creatorWithPortal(first, { plan: 'pro' });
      let session = { base: await listen(first), cookie: owner.cookie };
      const created = await createUpload(session, bytes.length, {
        portalId: portal.id,
        filename: 'cut.bin',
        filetype: 'application/octet-stream',
      });
      const url = created.url;
      expect(created.res.status, await created.res.clone().text()).toBe(201);
      expect((await patchUpload(session, url!, 0, bytes.subarray(0, cut))).status).toBe(204);
      await first.close();

      const second = await apps.build({ config: { s3: s3.config } });
      try {
        session = { base: await listen(second), cookie: owner.cookie };
        const uploadPath = new URL(url!).pathname;
        const head = await headUpload(session, `${session.base}${uploadPath}`);
        expect(head.headers.get('upload-offset')).toBe(String(cut));
        const rest = await patchUpload(session, `${session.base}${uploadPath}`, cut, bytes.subarray(cut));
        expect(rest.status).toBe(204);

        const [file] = (await as(owner, second, { method: 'GET', url: `/api/portals/${portal.id}/files` })).json()
          .files;
        expect(file).toMatchObject({ name: 'cut.bin', size: bytes.length, sha256: sha256(bytes) });
        const download = await as(owner, second, { method: 'GET', url: file.downloadUrl });
        expect(sha256(download.rawPayload)).toBe(sha256(bytes));
        const ranged = await as(owner, second, {
          method: 'GET',
          url: file.downloadUrl,
          headers: { range: 'bytes=1000-1999' },
        });
        expect(ranged.statusCode).toBe(206);
        expect(ranged.rawPayload).toEqual(bytes.subarray(1000, 2000));
        // The finished upload's parts and records are gone from the bucket; only stored files remain.
        expect(s3.objectKeys().filter((key) => !key.startsWith('files/'))).toEqual([]);
        expect(s3.objectKeys().length).toBeGreaterThan(0);
        expect(fs.existsSync(path.join(apps.dataDir, 'files'))).toBe(false);
      } finally {
        await second.close();
      }
    } finally {
      await apps.cleanup();
    }
  });

  it('answers a PATCH without the offset+octet-stream type 415, as on disk, and keeps the offset', async () => {
    const apps = await restartableTestApp();
    try {
      const app = await apps.build({ config: { s3: s3.config } });
      try {
        const { owner, portal } = await creatorWithPortal(app, { plan: 'pro' });
        const session = { base: await listen(app), cookie: owner.cookie };
        const { url } = await createUpload(session, 10, {
          portalId: portal.id,
          filename: 'a.bin',
          filetype: 'text/plain',
        });
        const res = await fetch(url!, {
          method: 'PATCH',
          headers: {
            'tus-resumable': '1.0.0',
            cookie: owner.cookie!,
            'upload-offset': '0',
            'content-type': 'text/plain',
          },
          body: '0123456789',
        });
        expect(res.status).toBe(415);
        expect(res.headers.get('tus-resumable')).toBe('1.0.0');
        expect((await headUpload(session, url!)).headers.get('upload-offset')).toBe('0');
      } finally {
        await app.close();
      }
    } finally {
      await apps.cleanup();
    }
  });
});
