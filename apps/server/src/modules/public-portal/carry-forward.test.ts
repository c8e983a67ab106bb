import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { type Browser, browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { solidPng } from '../../../test/images';
import { listen, uploadFile } from '../../../test/tus';

// The creator's answer to a change request: open pins carried to the new version, or closed as addressed.

const png = (background: string) => solidPng(background);

let app: FastifyInstance;
let base: string;
let owner: TestUser;
let portal: { id: string; uuid: string };
let image: string;
let client: Browser;
let clientNumber = 0;
beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
  base = await listen(app);
});
beforeEach(async () => {
  owner = await createCreator(app, { name: 'Owner Person' });
  portal = await createPortal(app, owner);
  image = (await createFile(app, owner, portal.id, await png('#2563eb'), 'logo.png')).fileId;
  client = browser(app, `198.51.100.${++clientNumber}`);
});
afterAll(async () => {
  await app?.close();
});

const pin = async (anchor: unknown) =>
  (
    await client.post(publicUrl(portal.uuid, '/comments'), { name: 'Dana', body: 'Move this', fileId: image, anchor })
  ).json();
const newVersion = async () =>
  uploadFile({ base, cookie: owner.cookie }, await png('#16a34a'), {
    portalId: portal.id,
    filename: 'logo.png',
    replacesFileId: image,
  });
const creator = (user: TestUser | null, suffix: string, payload: Record<string, unknown>) =>
  as(user, app, { method: 'POST', url: `/api/portals/${portal.id}/files/${image}${suffix}`, payload });

describe('carry forward', () => {
  it('copies open pins to the new version at the same spot, linked to the old thread, once', async () => {
    const first = await pin({ kind: 'rect', x: 0.1, y: 0.2, w: 0.3, h: 0.4 });
    const second = await pin({ kind: 'point', x: 0.5, y: 0.5 });
    await newVersion();
    const res = await creator(owner, '/carry-forward', { commentIds: [first.id], to: 2 });
    expect(res.statusCode).toBe(200);
    const [copy] = res.json().comments;
    expect(copy).toMatchObject({
      fileVersion: 2,
      anchor: first.anchor,
      body: 'Move this',
      authorName: 'Dana',
      status: 'open',
      carriedFrom: first.id,
    });
    expect(copy.id).not.toBe(first.id);
    const again = await creator(owner, '/carry-forward', { commentIds: [first.id], to: 2 });
    expect(again.json().comments[0].id).toBe(copy.id);

    const review = (await client.get(publicUrl(portal.uuid, `/files/${image}/review`))).json();
    expect(review).toMatchObject({ version: 2, openComments: 1 });
    const seen = (await client.get(publicUrl(portal.uuid, '/comments'))).json().comments;
    expect(seen.find((c: { id: string }) => c.id === copy.id).carriedFrom).toBe(first.id);
    expect(seen.find((c: { id: string }) => c.id === second.id).carriedFrom).toBeUndefined();
  });

  it('refuses versions that are not newer, missing versions, other files, strangers and bad bodies', async () => {
    const first = await pin({ kind: 'point', x: 0.5, y: 0.5 });
    await newVersion();
    const other = (await createFile(app, owner, portal.id, await png('#000000'), 'other.png')).fileId;
    const foreign = (
      await client.post(publicUrl(portal.uuid, '/comments'), { name: 'Dana', body: 'x', fileId: other })
    ).json();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ commentIds: [first.id], to: 1 }, 400, 'not newer than version 1'],
      [{ commentIds: [first.id], to: 3 }, 400, 'no version 3'],
      [{ commentIds: [foreign.id], to: 2 }, 400, 'not a thread on this file'],
      [{ commentIds: [], to: 2 }, 400, 'at least one'],
      [{ commentIds: [first.id] }, 400, 'version number'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await creator(owner, '/carry-forward', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.message).toContain(message);
    }
    const stranger = await createCreator(app, { name: 'Stranger' });
    expect((await creator(stranger, '/carry-forward', { commentIds: [first.id], to: 2 })).statusCode).toBe(404);
    expect((await creator(null, '/carry-forward', { commentIds: [first.id], to: 2 })).statusCode).toBe(401);
    expect((await creator(stranger, '/close-addressed', { commentIds: [first.id] })).statusCode).toBe(404);
  });
});

describe('close as addressed', () => {
  it('resolves the pins with a note naming the latest version', async () => {
    const first = await pin({ kind: 'point', x: 0.5, y: 0.5 });
    const second = await pin({ kind: 'point', x: 0.2, y: 0.2 });
    await newVersion();
    const res = await creator(owner, '/close-addressed', { commentIds: [first.id, second.id] });
    expect(res.statusCode).toBe(200);
    const closed = res.json().comments;
    expect(closed.map((c: { status: string }) => c.status)).toEqual(['resolved', 'resolved']);
    expect(closed[0].replies).toEqual([expect.objectContaining({ body: 'Addressed in v2', authorType: 'creator' })]);
    // Closing again changes nothing and adds no second note.
    const again = (await creator(owner, '/close-addressed', { commentIds: [first.id] })).json().comments;
    expect(again[0].replies).toHaveLength(1);
    const seen = (await client.get(publicUrl(portal.uuid, '/comments'))).json().comments;
    expect(seen.find((c: { id: string }) => c.id === first.id)).toMatchObject({ status: 'resolved' });
  });
});

describe('events', () => {
  it('records pins, new versions and resolutions for analytics and the live feed', async () => {
    const first = await pin({ kind: 'point', x: 0.5, y: 0.5 });
    const second = await pin({ kind: 'point', x: 0.2, y: 0.2 });
    const heard: string[] = [];
    const stop = app.ctx.events.on('client.activity', (activity) => {
      if (activity.portalId === portal.id) heard.push(`${activity.type}:${activity.actorUserId === owner.id}`);
    });
    await newVersion();
    await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}/comments/${first.id}`,
      payload: { resolved: true },
    });
    await creator(owner, '/close-addressed', { commentIds: [first.id, second.id] });
    stop();
    expect(heard).toEqual(['version:true', 'resolution:true', 'resolution:true']);
    const types = (await app.ctx.repos.events.listByPortal(portal.id)).map((e) => e.type).sort();
    expect(types).toEqual(['comment', 'comment', 'resolution', 'resolution', 'version']);
    const analytics = await as(owner, app, { method: 'GET', url: '/api/analytics?period=7d' });
    expect(analytics.statusCode).toBe(200);
    const texts = analytics.json().recentActivity.map((a: { text: string }) => a.text);
    expect(texts.some((text: string) => text.startsWith('A new version of "logo.png" was published'))).toBe(true);
  });
});
