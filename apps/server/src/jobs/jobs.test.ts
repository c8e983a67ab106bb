import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { as, createCreator, createPortal, signUp } from '../../test/factories';
import { createUpload, headUpload, listen, patchUpload } from '../../test/tus';
import { listJobs } from './job-status';
import { cleanupAbandonedUploads } from './upload-cleanup';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

describe('scheduled jobs', () => {
  it('start when asked and stop with the app', async () => {
    app = await buildTestApp({ config: { runJobs: true } });
    const started = listJobs(app.ctx);
    expect(started.map((job) => job.name)).toEqual(
      expect.arrayContaining(['portal-expiry', 'notification-digests', 'mail-retry', 'upload-cleanup', 'retention']),
    );
    for (const job of started) expect(job.nextRunAt, job.name).not.toBeNull();

    await app.close();
    expect(listJobs(app.ctx).every((job) => job.nextRunAt === null)).toBe(true);
  });

  it('do not start when the instance is told not to run them', async () => {
    app = await buildTestApp({ config: { runJobs: false } });
    expect(listJobs(app.ctx)).toEqual([]);
  });

  it('free the bytes of uploads abandoned for a day, or whose portal was deleted', async () => {
    app = await buildTestApp();
    await signUp(app, { email: 'operator@example.com' });
    const owner = await createCreator(app);
    const keep = await createPortal(app, owner);
    const gone = await createPortal(app, owner);
    const session = { base: await listen(app), cookie: owner.cookie };
    const fresh = await createUpload(session, 10, { portalId: keep.id, filename: 'a.txt', filetype: '' });
    const orphan = await createUpload(session, 10, { portalId: gone.id, filename: 'b.txt', filetype: '' });
    await patchUpload(session, orphan.url!, 0, Buffer.from('01234'));
    await as(owner, app, { method: 'DELETE', url: `/api/portals/${gone.id}` });

    expect(await cleanupAbandonedUploads(app.ctx)).toBe(1);
    expect((await headUpload(session, fresh.url!)).status).toBe(200);
    expect((await headUpload(session, orphan.url!)).status).toBe(404);

    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await cleanupAbandonedUploads(app.ctx, tomorrow)).toBe(1);
    expect((await headUpload(session, fresh.url!)).status).toBe(404);
  });
});
