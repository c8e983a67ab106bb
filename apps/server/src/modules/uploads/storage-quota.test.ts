import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { assign, joinTeam } from '../../../test/team';
import { createUpload, listen, type TusSession } from '../../../test/tus';

const MB = 1024 * 1024;
const GB = 1024 * MB;

let app: FastifyInstance;
let base: string;
let operator: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  operator = await signUp(app, { email: 'operator@example.com' });
  base = await listen(app);
});
afterAll(async () => {
  await app.close();
});

const setQuotas = (storageQuotaGb: Record<string, number | undefined>) =>
  as(operator, app, { method: 'PATCH', url: '/api/admin/settings', payload: { storageQuotaGb } });
const planOf = (user: TestUser) => as(user, app, { method: 'GET', url: '/api/billing/plan' });
const start = (user: TestUser, portalId: string, bytes: number, filename = 'big.bin') =>
  createUpload({ base, cookie: user.cookie } satisfies TusSession, bytes, { portalId, filename, filetype: '' });

describe('storage quota', () => {
  it('shows the plan defaults and what is stored in Settings > Plan', async () => {
    const owner = await createCreator(app, { plan: 'pro' });
    const portal = await createPortal(app, owner);
    await createFile(app, owner, portal.id, Buffer.alloc(3000), 'a.bin');
    const usage = (await planOf(owner)).json().usage;
    expect(usage).toMatchObject({ storageUsedBytes: 3000, storageQuotaBytes: 50 * GB });
  });

  it('refuses with 413, before any byte, an upload that would pass the quota, counting uploads in progress', async () => {
    expect((await setQuotas({ free: 1, pro: 50, agency: 1 })).statusCode).toBe(200);
    const owner = await createCreator(app, { plan: 'agency' });
    const portal = await createPortal(app, owner);
    const first = await start(owner, portal.id, 500 * MB);
    expect(first.res.status).toBe(201);
    // Not one byte of the first has arrived, and it still counts.
    expect((await start(owner, portal.id, 500 * MB)).res.status).toBe(201);
    const over = await start(owner, portal.id, 100 * MB);
    expect(over.res.status).toBe(413);
    expect(await over.res.json()).toEqual({
      error: {
        code: 'STORAGE_QUOTA_EXCEEDED',
        message: 'This upload would exceed your storage quota of 1 GB. Delete files or upgrade your plan.',
      },
    });
    expect((await start(owner, portal.id, 24 * MB)).res.status).toBe(201);
    expect((await planOf(owner)).json().usage).toMatchObject({ storageUsedBytes: 1024 * MB, storageQuotaBytes: GB });

    // Raising the plan's quota lets the next one through.
    await setQuotas({ free: 1, pro: 50, agency: 2 });
    expect((await start(owner, portal.id, 100 * MB)).res.status).toBe(201);
    await setQuotas({ free: 1, pro: 50, agency: 250 });
  });

  it('lets only one of two uploads started at the same moment take the room that fits one', async () => {
    await setQuotas({ free: 1, pro: 50, agency: 1 });
    const owner = await createCreator(app, { plan: 'agency' });
    const portal = await createPortal(app, owner);
    expect((await start(owner, portal.id, 500 * MB)).res.status).toBe(201);
    // 524 MB are left: room for either of the next two, not for both.
    const both = await Promise.all([
      start(owner, portal.id, 400 * MB, 'a.bin'),
      start(owner, portal.id, 400 * MB, 'b.bin'),
    ]);
    expect(both.map(({ res }) => res.status).sort()).toEqual([201, 413]);
    expect((await planOf(owner)).json().usage).toMatchObject({ storageUsedBytes: 900 * MB });
    await setQuotas({ free: 1, pro: 50, agency: 250 });
  });

  it('counts finished files, every version', async () => {
    const owner = await createCreator(app, { plan: 'free' });
    const portal = await createPortal(app, owner);
    const { fileId } = await createFile(app, owner, portal.id, Buffer.alloc(10), 'a.bin');
    await createFile(app, owner, portal.id, Buffer.alloc(10), 'a.bin', fileId);
    // Stand-ins for large stored files: the quota reads the recorded sizes.
    await app.ctx.db
      .updateTable('portal_file')
      .set({ size: 600 * MB })
      .where('portalId', '=', portal.id)
      .execute();
    const over = await start(owner, portal.id, 5 * MB);
    expect(over.res.status).toBe(413);
    expect(((await over.res.json()) as { error: { message: string } }).error.message).toContain(
      'storage quota of 1 GB',
    );
  });

  it("holds a team member's uploads to the portal owner's quota and shows them the owner's figures", async () => {
    await setQuotas({ free: 1, pro: 50, agency: 1 });
    const owner = await createCreator(app, { plan: 'agency' });
    const portal = await createPortal(app, owner);
    const editor = await joinTeam(app, owner, 'editor');
    await assign(app, owner, portal.id, [editor.memberId]);
    await createFile(app, owner, portal.id, Buffer.alloc(10), 'a.bin');
    await app.ctx.db
      .updateTable('portal_file')
      .set({ size: GB - 50 * MB })
      .where('portalId', '=', portal.id)
      .execute();
    const over = await start(editor, portal.id, 60 * MB);
    expect(over.res.status).toBe(413);
    expect(((await over.res.json()) as { error: unknown }).error).toEqual({
      code: 'STORAGE_QUOTA_EXCEEDED',
      message:
        "This upload would exceed the portal owner's storage quota of 1 GB. Ask them to delete files or upgrade their plan.",
    });
    expect((await planOf(editor)).json().usage).toMatchObject({
      storageUsedBytes: GB - 50 * MB,
      storageQuotaBytes: GB,
    });
    await setQuotas({ free: 1, pro: 50, agency: 250 });
  });

  it('lets only whole GB from 1 for each plan be set', async () => {
    for (const storageQuotaGb of [
      { free: 0, pro: 50, agency: 250 },
      { free: 1.5, pro: 50, agency: 250 },
      { free: 1 },
    ]) {
      const res = await setQuotas(storageQuotaGb);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/storageQuotaGb/);
    }
  });
});
