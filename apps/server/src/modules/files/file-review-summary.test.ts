import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { type Browser, browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { solidPng } from '../../../test/images';
import { listen, uploadFile } from '../../../test/tus';

// The creator's file list says where each file's review stands, without a request per file.

let app: FastifyInstance;
let base: string;
let owner: TestUser;
let portal: { id: string; uuid: string };
let image: string;
let client: Browser;
let clientNumber = 0;
beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  // Every write a second apart, so "after the creator's last word" never hangs on a shared millisecond.
  let tick = 0;
  const start = Date.now();
  app.ctx.clock = () => new Date(start + ++tick * 1000);
  await signUp(app, { email: 'operator@example.com' });
  base = await listen(app);
});
beforeEach(async () => {
  owner = await createCreator(app, { name: 'Owner Person' });
  portal = await createPortal(app, owner);
  image = (await createFile(app, owner, portal.id, await solidPng('#2563eb'), 'logo.png')).fileId;
  client = browser(app, `198.51.100.${++clientNumber}`);
});
afterAll(async () => {
  await app?.close();
});

const review = async (fileId = image) => {
  const res = await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}/files` });
  expect(res.statusCode).toBe(200);
  return res.json().files.find((file: { id: string }) => file.id === fileId).review;
};
const clientPost = (suffix: string, payload: Record<string, unknown>) =>
  client.post(publicUrl(portal.uuid, suffix), { name: 'Dana', ...payload });
const creatorPost = (suffix: string, payload: Record<string, unknown>) =>
  as(owner, app, { method: 'POST', url: `/api/portals/${portal.id}${suffix}`, payload });
const newVersion = async (note?: string) =>
  uploadFile({ base, cookie: owner.cookie }, await solidPng('#16a34a'), {
    portalId: portal.id,
    filename: 'logo.png',
    replacesFileId: image,
    ...(note ? { note, notifyClients: 'false' } : {}),
  });

describe('review summary on the creator file list', () => {
  it('follows v1 -> changes requested -> v2 -> approved', async () => {
    expect(await review()).toEqual({
      status: 'in_review',
      version: 1,
      approvedVersion: null,
      openPins: 0,
      openComments: 0,
      waitingOn: 'client',
    });

    const pin = (
      await clientPost('/comments', { body: 'Larger', fileId: image, anchor: { kind: 'point', x: 0.2, y: 0.3 } })
    ).json();
    await clientPost('/comments', { body: 'Love the colours', fileId: image });
    await clientPost('/approvals', { decision: 'changes_requested', fileId: image, note: 'See my pins' });
    expect(await review()).toMatchObject({
      status: 'changes_requested',
      version: 1,
      openPins: 1,
      openComments: 2,
      waitingOn: 'you',
    });

    await newVersion('Logo larger');
    await creatorPost(`/files/${image}/carry-forward`, { commentIds: [pin.id], to: 2 });
    // The carried pin is open on v2; the v1 threads stay open until closed.
    expect(await review()).toEqual({
      status: 'in_review',
      version: 2,
      approvedVersion: null,
      openPins: 1,
      openComments: 3,
      waitingOn: 'client',
    });

    await clientPost('/approvals', { decision: 'approved', fileId: image });
    expect(await review()).toMatchObject({ status: 'approved', version: 2, approvedVersion: 2, waitingOn: null });
  });

  it('waits on the creator after a client comment on the latest version, and on the client after a reply', async () => {
    const thread = (await clientPost('/comments', { body: 'A question', fileId: image })).json();
    expect(await review()).toMatchObject({ waitingOn: 'you', openPins: 0, openComments: 1 });
    const reply = await creatorPost('/comments', { body: 'An answer', parentId: thread.id });
    expect(reply.statusCode).toBe(201);
    expect(await review()).toMatchObject({ waitingOn: 'client', openComments: 1 });
    await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}/comments/${thread.id}`,
      payload: { resolved: true },
    });
    expect(await review()).toMatchObject({ waitingOn: 'client', openComments: 0 });
  });

  it('counts only open pins of the latest version as open pins', async () => {
    const other = (await createFile(app, owner, portal.id, await solidPng('#000000'), 'other.png')).fileId;
    const anchor = { kind: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 };
    const first = (await clientPost('/comments', { body: 'One', fileId: image, anchor })).json();
    await clientPost('/comments', { body: 'Two', fileId: image, anchor });
    await clientPost('/comments', { body: 'Elsewhere', fileId: other, anchor });
    await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}/comments/${first.id}`,
      payload: { resolved: true },
    });
    expect(await review()).toMatchObject({ openPins: 1, openComments: 1 });
    expect(await review(other)).toMatchObject({ openPins: 1, openComments: 1, waitingOn: 'you' });
    await newVersion();
    expect(await review()).toMatchObject({ version: 2, openPins: 0, openComments: 1, waitingOn: 'client' });
  });

  it('says an older version was approved while the latest is in review', async () => {
    await clientPost('/approvals', { decision: 'approved', fileId: image });
    await newVersion();
    expect(await review()).toMatchObject({ status: 'in_review', version: 2, approvedVersion: 1, waitingOn: 'client' });
  });

  it('answers another creator 404', async () => {
    const stranger = await createCreator(app, { name: 'Stranger' });
    const res = await as(stranger, app, { method: 'GET', url: `/api/portals/${portal.id}/files` });
    expect(res.statusCode).toBe(404);
  });
});

describe('creator replies and versions', () => {
  it('lists each version with its note', async () => {
    await newVersion('Logo larger, colours warmer');
    const res = await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}/files/${image}/versions` });
    expect(res.json().files.map((f: { version: number; note: string | null }) => [f.version, f.note])).toEqual([
      [2, 'Logo larger, colours warmer'],
      [1, null],
    ]);
  });

  it('records a reply as the team’s answer, news for the rest of the team only', async () => {
    const thread = (await clientPost('/comments', { body: 'A question', fileId: image })).json();
    const heard: string[] = [];
    const stop = app.ctx.events.on('client.activity', (activity) => {
      if (activity.portalId === portal.id) heard.push(`${activity.type}:${activity.actorUserId === owner.id}`);
    });
    await creatorPost('/comments', { body: 'An answer', parentId: thread.id });
    stop();
    expect(heard).toEqual(['reply:true']);
    const types = (await app.ctx.repos.events.listByPortal(portal.id)).map((e) => e.type).sort();
    expect(types).toEqual(['comment', 'reply']);
    const analytics = await as(owner, app, { method: 'GET', url: '/api/analytics?period=7d' });
    const texts = analytics.json().recentActivity.map((a: { text: string }) => a.text);
    expect(texts.some((text: string) => text.startsWith('The team answered on "logo.png"'))).toBe(true);
  });
});
