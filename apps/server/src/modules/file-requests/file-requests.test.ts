import { randomBytes } from 'node:crypto';
import type { PublicRequests } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createPortal, creatorWithPortal, type TestUser } from '../../../test/factories';
import { type HttpClient, httpClient } from '../../../test/http-client';
import { createUpload, listen, patchUpload, sha256, type TusSession } from '../../../test/tus';

const MB = 1024 * 1024;

type ErrorBody = { error: { code: string; message: string } };

const REQUEST = {
  id: 'needs',
  type: 'request',
  title: 'Files we need',
  items: [
    { id: 'logo', title: 'Logo', accept: ['image/*'], maxFiles: 2, maxSizeMb: 1 },
    { id: 'brief', title: 'Brief', required: false },
  ],
};

let app: FastifyInstance;
let base: string;
let owner: TestUser;
let portal: { id: string; uuid: string };

beforeEach(async () => {
  app = await buildTestApp();
  ({ owner } = await creatorWithPortal(app, { plan: 'pro' }));
  portal = await createPortal(app, owner, { sections: [REQUEST] });
  base = await listen(app);
});
afterEach(async () => {
  // A keep-alive connection that a client left open must not hold the close (the requests were all answered).
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
});

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 200, g: 20, b: 20 } } })
    .png()
    .toBuffer();
}

/** A client who opened the portal (which gives it its visitor cookie). */
async function openedClient(uuid = portal.uuid): Promise<HttpClient> {
  const client = httpClient(base);
  const res = await client.get(`/api/public/portals/${uuid}`);
  // Every body is read, so no response holds a connection open.
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return client;
}

function session(client: HttpClient, uuid = portal.uuid): TusSession {
  return { base, cookie: client.cookie(), path: `/api/public/portals/${uuid}/uploads` };
}

async function start(client: HttpClient, length: number, metadata: Record<string, string>, uuid = portal.uuid) {
  const created = await createUpload(session(client, uuid), length, {
    itemId: 'logo',
    filename: 'logo.png',
    filetype: 'image/png',
    name: 'Dana',
    ...metadata,
  });
  client.keep(created.res);
  return created;
}

async function send(client: HttpClient, bytes: Buffer, metadata: Record<string, string> = {}, uuid = portal.uuid) {
  const created = await start(client, bytes.length, metadata, uuid);
  expect(created.res.status, await created.res.text()).toBe(201);
  const res = await patchUpload(session(client, uuid), created.url!, 0, bytes);
  // Its body is read here, so no response holds a connection open (closing the app waits for those).
  await res.arrayBuffer();
  return { res, id: res.headers.get('x-request-upload-id') };
}

const requests = async (client: HttpClient): Promise<PublicRequests> =>
  (await client.get(`/api/public/portals/${portal.uuid}/requests`)).json() as Promise<PublicRequests>;
const creatorView = (user = owner, id = portal.id) =>
  as(user, app, { method: 'GET', url: `/api/portals/${id}/requests` });
const review = (uploadId: string, payload: Record<string, unknown>, user = owner) =>
  as(user, app, { method: 'PATCH', url: `/api/portals/${portal.id}/requests/uploads/${uploadId}`, payload });

describe('a client sending files into a request', () => {
  it('uploads through tus with the portal cookie; the item and the creator see it', async () => {
    const client = await openedClient();
    const before = await requests(client);
    expect(before.items.map((item: { id: string; status: string }) => [item.id, item.status])).toEqual([
      ['logo', 'missing'],
      ['brief', 'missing'],
    ]);
    expect(before.items[0]).toMatchObject({ required: true, accept: ['image/*'], maxFiles: 2, maxSizeMb: 1 });

    const bytes = await png();
    const sent = await send(client, bytes);
    expect(sent.res.status).toBe(204);
    expect(sent.id).toBeTruthy();

    const after = await requests(client);
    expect(after.items[0].status).toBe('submitted');
    expect(after.items[0].uploads).toEqual([
      expect.objectContaining({
        name: 'logo.png',
        size: bytes.length,
        mime: 'image/png',
        status: 'submitted',
        note: null,
      }),
    ]);

    const creator = (await creatorView()).json();
    expect(creator.items[0].uploads[0]).toMatchObject({
      name: 'logo.png',
      uploaderName: 'Dana',
      emailVerified: false,
      sha256: sha256(bytes),
      hasThumbnail: true,
    });
    const content = await as(owner, app, {
      method: 'GET',
      url: `/api/portals/${portal.id}/requests/uploads/${sent.id}/content`,
    });
    expect(content.statusCode).toBe(200);
    expect(sha256(content.rawPayload)).toBe(sha256(bytes));
    expect(content.headers['content-security-policy']).toContain('sandbox');
    const thumb = await as(owner, app, {
      method: 'GET',
      url: `/api/portals/${portal.id}/requests/uploads/${sent.id}/thumbnail`,
    });
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('refuses a wrong type, an oversize file and one too many before any byte', async () => {
    const client = await openedClient();
    const wrongType = await start(client, 100, { filename: 'notes.pdf', filetype: 'application/pdf' });
    expect(wrongType.res.status).toBe(415);
    expect(((await wrongType.res.json()) as ErrorBody).error).toMatchObject({ code: 'TYPE_NOT_ACCEPTED' });
    expect((await start(client, 100, { filename: 'run.exe', filetype: '' })).res.status).toBe(415);

    const oversize = await start(client, 2 * MB, {});
    expect(oversize.res.status).toBe(413);
    expect(((await oversize.res.json()) as ErrorBody).error.message).toMatch(/larger than 1 MB/);

    expect((await start(client, 100, {})).res.status).toBe(201);
    expect((await start(client, 100, {})).res.status).toBe(201);
    const third = await start(client, 100, {});
    expect(third.res.status).toBe(409);
    expect(((await third.res.json()) as ErrorBody).error).toMatchObject({ code: 'TOO_MANY_FILES' });

    const unknown = await start(client, 100, { itemId: 'nope' });
    expect(unknown.res.status).toBe(404);
    // A new visitor who gave no name, on an open-link portal, is asked for one first.
    const newcomer = await openedClient();
    const noName = await createUpload(session(newcomer), 10, { itemId: 'brief', filename: 'a.txt', filetype: '' });
    expect(noName.res.status).toBe(400);
    expect(((await noName.res.json()) as ErrorBody).error.code).toBe('NAME_REQUIRED');
  });

  it('refuses a program renamed to an image once its bytes show what it is, and keeps nothing', async () => {
    const client = await openedClient();
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), randomBytes(400)]);
    program.writeUInt32LE(64, 0x3c);
    const sent = await send(client, program);
    expect(sent.res.status).toBe(415);
    expect((await requests(client)).items[0].status).toBe('missing');
    expect((await creatorView()).json().items[0].uploads).toEqual([]);
  });

  it("answers another portal's cookie as locked, and shows a visitor only its own uploads", async () => {
    const pinned = await createPortal(app, owner, { accessType: 'pin', pin: '482913', sections: [REQUEST] });
    const client = httpClient(base);
    expect((await client.post(`/api/public/portals/${pinned.uuid}/unlock`, { pin: '482913' })).status).toBe(200);
    expect((await send(client, await png(), {}, pinned.uuid)).res.status).toBe(204);

    const stranger = httpClient(base);
    const locked = await start(stranger, 10, {}, pinned.uuid);
    expect(locked.res.status).toBe(401);
    // The cookie of the first portal opens nothing here, and a visitor of the open one sees none of those uploads.
    const other = await openedClient();
    expect((await start(other, 10, {}, pinned.uuid)).res.status).toBe(401);
    expect((await requests(other)).items[0].uploads).toEqual([]);

    const own = await client.get(`/api/public/portals/${pinned.uuid}/requests`);
    expect(((await own.json()) as PublicRequests).items[0].uploads).toHaveLength(1);
  });

  it('names the full storage before any byte', async () => {
    const agency = await createCreator(app, { plan: 'agency' });
    const full = await createPortal(app, agency, { sections: [{ ...REQUEST, items: [{ id: 'logo', title: 'Big' }] }] });
    const stored = app.ctx.repos.requestUploads;
    // Fill the owner's quota with uploads already counted.
    const quota = 250 * 1024 * MB;
    await stored.create({
      id: 'filler',
      portalId: full.id,
      sectionId: 'needs',
      itemId: 'logo',
      visitorId: null,
      uploaderName: 'x',
      uploaderEmail: null,
      emailVerified: false,
      name: 'filler.bin',
      declaredType: '',
      size: quota,
      createdAt: new Date().toISOString(),
    });
    const client = await openedClient(full.uuid);
    const refused = await start(client, 10, { filename: 'a.bin', filetype: '' }, full.uuid);
    expect(refused.res.status).toBe(413);
    expect(await refused.res.json()).toEqual({
      error: {
        code: 'STORAGE_QUOTA_EXCEEDED',
        message:
          "This portal cannot take more files right now: its owner's storage is full. Let them know, and try again later.",
      },
    });
  });
});

describe('the creator reviewing what clients sent', () => {
  it('accepts and rejects with a note the client reads; the client replaces a rejected file and may remove it', async () => {
    const client = await openedClient();
    const reviewed: string[] = [];
    app.ctx.events.on('request.reviewed', (event) => {
      reviewed.push(`${event.itemId}:${event.status}:${event.note ?? ''}`);
    });
    const first = await send(client, await png());
    const rejected = await review(first.id!, { status: 'rejected', note: 'Please send the version with the tagline' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', note: 'Please send the version with the tagline' });
    let mine = await requests(client);
    expect(mine.items[0]).toMatchObject({ status: 'rejected' });
    expect(mine.items[0].uploads[0].note).toBe('Please send the version with the tagline');

    // A rejected file does not count towards the item's maximum; the replacement goes in beside it.
    const second = await send(client, await png(), { filename: 'logo-2.png' });
    expect(second.res.status).toBe(204);
    expect((await requests(client)).items[0].status).toBe('submitted');
    expect((await review(second.id!, { status: 'accepted' })).json().status).toBe('accepted');
    mine = await requests(client);
    expect(mine.items[0].status).toBe('accepted');
    expect(reviewed).toEqual(['logo:rejected:Please send the version with the tagline', 'logo:accepted:']);

    // Removing: the rejected one may go; the accepted one stays.
    expect((await client.delete(`/api/public/portals/${portal.uuid}/requests/uploads/${first.id}`)).status).toBe(204);
    const kept = await client.delete(`/api/public/portals/${portal.uuid}/requests/uploads/${second.id}`);
    expect(kept.status).toBe(409);
    expect((await requests(client)).items[0].uploads.map((u: { id: string }) => u.id)).toEqual([second.id]);
  });

  it('takes a replacement for a rejected file into an item that is full and accepted; the accepted file keeps its place', async () => {
    const client = await openedClient();
    const kept = await send(client, await png(), { filename: 'logo-final.png' });
    const draft = await send(client, await png(), { filename: 'logo-draft.png' });
    expect((await review(kept.id!, { status: 'accepted' })).statusCode).toBe(200);
    expect((await review(draft.id!, { status: 'rejected', note: 'Transparent, please' })).statusCode).toBe(200);
    expect((await requests(client)).items[0].status).toBe('accepted');

    const replacement = await send(client, await png(), { filename: 'logo-transparent.png' });
    expect(replacement.res.status).toBe(204);
    const mine = await requests(client);
    expect(mine.items[0].status).toBe('submitted');
    expect(mine.items[0].uploads.map((u: { name: string; status: string }) => `${u.name}:${u.status}`)).toEqual([
      'logo-final.png:accepted',
      'logo-draft.png:rejected',
      'logo-transparent.png:submitted',
    ]);

    // Two places, both taken by files not rejected: one more is refused.
    const extra = await start(client, 100, { filename: 'logo-extra.png' });
    expect(extra.res.status).toBe(409);
    expect(((await extra.res.json()) as ErrorBody).error).toMatchObject({ code: 'TOO_MANY_FILES' });
  });

  it('adds an accepted file to the portal files once, and zips what was sent', async () => {
    const client = await openedClient();
    const bytes = await png();
    const sent = await send(client, bytes);
    const share = () =>
      as(owner, app, { method: 'POST', url: `/api/portals/${portal.id}/requests/uploads/${sent.id}/share` });
    expect((await share()).statusCode).toBe(409);
    await review(sent.id!, { status: 'accepted' });
    const shared = await share();
    expect(shared.statusCode).toBe(201);
    expect((await share()).statusCode).toBe(409);
    const files = (await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}/files` })).json().files;
    expect(files).toEqual([
      expect.objectContaining({ id: shared.json().fileId, name: 'logo.png', sha256: sha256(bytes) }),
    ]);
    expect((await creatorView()).json().items[0].uploads[0].sharedFileId).toBe(shared.json().fileId);

    const zip = await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}/requests/download?itemId=logo` });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(zip.rawPayload.includes(Buffer.from('Logo - logo.png'))).toBe(true);
    const empty = await as(owner, app, {
      method: 'GET',
      url: `/api/portals/${portal.id}/requests/download?itemId=brief`,
    });
    expect(empty.statusCode).toBe(404);
  });

  it('answers bad input with 400 and another creator with 404', async () => {
    const client = await openedClient();
    const sent = await send(client, await png());
    for (const payload of [{}, { status: 'maybe' }, { status: 'accepted', note: 5 }, { status: 'accepted', x: 1 }]) {
      const res = await review(sent.id!, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await review(sent.id!, { status: 'accepted', note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await review('no-such-upload', { status: 'accepted' })).statusCode).toBe(404);

    const other = await createCreator(app);
    expect((await creatorView(other)).statusCode).toBe(404);
    expect((await review(sent.id!, { status: 'accepted' }, other)).statusCode).toBe(404);
    const content = await as(other, app, {
      method: 'GET',
      url: `/api/portals/${portal.id}/requests/uploads/${sent.id}/content`,
    });
    expect(content.statusCode).toBe(404);
    // Nor may the upload be reached through another portal of the same owner.
    const second = await createPortal(app, owner);
    const wrongPortal = await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${second.id}/requests/uploads/${sent.id}`,
      payload: { status: 'accepted' },
    });
    expect(wrongPortal.statusCode).toBe(404);
    // Nor may another creator share, zip or preview it, nor another browser see or take it back.
    for (const [method, url] of [
      ['POST', `/api/portals/${portal.id}/requests/uploads/${sent.id}/share`],
      ['GET', `/api/portals/${portal.id}/requests/download`],
      ['GET', `/api/portals/${portal.id}/requests/uploads/${sent.id}/thumbnail`],
    ] as const) {
      expect((await as(other, app, { method, url })).statusCode, url).toBe(404);
    }
    const stranger = await openedClient();
    const own = `/api/public/portals/${portal.uuid}/requests/uploads/${sent.id}`;
    const peek = await stranger.get(own);
    await peek.arrayBuffer();
    expect(peek.status).toBe(404);
    const taken = await stranger.delete(own);
    expect(taken.status).toBe(404);
    expect(((await taken.json()) as ErrorBody).error.message).toBe('That upload is not in this portal.');
    const mine = await client.get(own);
    await mine.arrayBuffer();
    expect(mine.status).toBe(200);
  });
});
