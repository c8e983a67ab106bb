import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { as, createCreator, createPortal, signUp } from '../../../test/factories';
import { restartableTestApp } from '../../../test/restartable-app';
import { createUpload, headUpload, listen, patchUpload, sha256 } from '../../../test/tus';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
});

describe('resuming an upload', () => {
  it('continues from its offset after the server restarts', async () => {
    const apps = await restartableTestApp();
    cleanup = apps.cleanup;
    const bytes = randomBytes(256 * 1024);
    const half = 100 * 1024;

    const first = await apps.build();
    await signUp(first, { email: 'operator@example.com' });
    const owner = await createCreator(first);
    const portal = await createPortal(first, owner);
    let session = { base: await listen(first), cookie: owner.cookie };
    const { url } = await createUpload(session, bytes.length, {
      portalId: portal.id,
      filename: 'big.bin',
      filetype: 'application/octet-stream',
    });
    const patched = await patchUpload(session, url!, 0, bytes.subarray(0, half));
    expect(patched.status).toBe(204);
    expect(patched.headers.get('upload-offset')).toBe(String(half));
    await first.close();

    const second = await apps.build();
    try {
      session = { base: await listen(second), cookie: owner.cookie };
      const path = new URL(url!).pathname;
      const head = await headUpload(session, `${session.base}${path}`);
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe(String(half));
      expect(head.headers.get('upload-length')).toBe(String(bytes.length));

      const stale = await patchUpload(session, `${session.base}${path}`, 0, bytes.subarray(0, 10));
      expect(stale.status).toBe(409);

      const rest = await patchUpload(session, `${session.base}${path}`, half, bytes.subarray(half));
      expect(rest.status).toBe(204);
      expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));

      const [file] = (await as(owner, second, { method: 'GET', url: `/api/portals/${portal.id}/files` })).json().files;
      expect(file).toMatchObject({ name: 'big.bin', size: bytes.length, sha256: sha256(bytes) });
      const download = await as(owner, second, { method: 'GET', url: file.downloadUrl });
      expect(sha256(download.rawPayload)).toBe(sha256(bytes));
    } finally {
      await second.close();
    }
  });
});
