import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createPortal, creatorWithPortal } from '../../../test/factories';
import { httpClient } from '../../../test/http-client';
import { restartableTestApp } from '../../../test/restartable-app';
import { startS3Server } from '../../../test/s3-server';
import { createUpload, headUpload, listen, patchUpload, sha256 } from '../../../test/tus';
import { cleanupAbandonedRequestUploads } from './request-cleanup';

const REQUEST = { id: 'needs', type: 'request', title: 'Statements', items: [{ id: 'march', title: 'March' }] };

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe.each([
  ['local disk', {}],
  ['S3', { s3: true }],
])("a client's upload on %s", (_name, options) => {
  it('resumes after the server restarts, and an abandoned one is cleaned up', async () => {
    const apps = await restartableTestApp();
    const config = 's3' in options ? { s3: s3.config } : {};
    const bytes = randomBytes(6 * 1024 * 1024 + 999);
    const cut = 5 * 1024 * 1024 + 123;
    try {
      const first = await apps.build({ config });
      const { owner } = await creatorWithPortal(first, { plan: 'pro' });
      const portal = await createPortal(first, owner, { sections: [REQUEST] });
      const client = httpClient(await listen(first));
      await client.get(`/api/public/portals/${portal.uuid}`);
      const path = `/api/public/portals/${portal.uuid}/uploads`;
      const session = () => ({ base: client.base, cookie: client.cookie(), path });
      const meta = { itemId: 'march', filename: 'march.pdf', filetype: 'application/pdf', name: 'Sam' };
      const created = await createUpload(session(), bytes.length, meta);
      expect(created.res.status).toBe(201);
      const location = new URL(created.url!).pathname;
      expect(location.startsWith(`${path}/`)).toBe(true);
      expect((await patchUpload(session(), created.url!, 0, bytes.subarray(0, cut))).status).toBe(204);
      const abandoned = await createUpload(session(), 10, { ...meta, filename: 'never.pdf' });
      expect(abandoned.res.status).toBe(201);
      await first.close();

      const second = await apps.build({ config });
      try {
        const base = await listen(second);
        const again = { base, cookie: client.cookie(), path };
        const head = await headUpload(again, `${base}${location}`);
        expect(head.status).toBe(200);
        expect(head.headers.get('upload-offset')).toBe(String(cut));
        // Another browser cannot see or continue it.
        const stranger = httpClient(base);
        await stranger.get(`/api/public/portals/${portal.uuid}`);
        expect((await headUpload({ base, cookie: stranger.cookie(), path }, `${base}${location}`)).status).toBe(404);

        const rest = await patchUpload(again, `${base}${location}`, cut, bytes.subarray(cut));
        expect(rest.status).toBe(204);
        const view = await as(owner, second, { method: 'GET', url: `/api/portals/${portal.id}/requests` });
        const [upload] = view.json().items[0].uploads;
        expect(upload).toMatchObject({ name: 'march.pdf', size: bytes.length, sha256: sha256(bytes) });
        const content = await as(owner, second, {
          method: 'GET',
          url: `/api/portals/${portal.id}/requests/uploads/${upload.id}/content?download=1`,
        });
        expect(sha256(content.rawPayload)).toBe(sha256(bytes));

        // The one nobody finished is forgotten a day later, and stops counting against the quota.
        const tomorrow = new Date(Date.now() + 25 * 60 * 60_000);
        expect(await cleanupAbandonedRequestUploads(second.ctx, tomorrow)).toBe(1);
        expect(await second.ctx.repos.requestUploads.storageUsedBy(owner.id)).toBe(bytes.length);
      } finally {
        await second.close();
      }
    } finally {
      await apps.cleanup();
    }
  });
});
