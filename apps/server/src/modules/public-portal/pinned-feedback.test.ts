import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { type Browser, browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { solidPng } from '../../../test/images';
import { createUpload, listen, sha256, uploadFile } from '../../../test/tus';

// Pinned comments, versions and a file's review status, on each kind of file a pin fits.

const PDF = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
// The start of an MP4: an ftyp box with the isom brand.
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);
const png = (background: string) => solidPng(background);

let app: FastifyInstance;
let base: string;
let owner: TestUser;
let portal: { id: string; uuid: string };
let files: { image: string; pdf: string; video: string; text: string };
let client: Browser;
let clientNumber = 0;
beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
  base = await listen(app);
});
beforeEach(async () => {
  owner = await createCreator(app, { name: 'Owner Person', plan: 'pro' });
  portal = await createPortal(app, owner);
  files = {
    image: (await createFile(app, owner, portal.id, await png('#2563eb'), 'logo.png')).fileId,
    pdf: (await createFile(app, owner, portal.id, PDF, 'brief.pdf')).fileId,
    video: (await createFile(app, owner, portal.id, MP4, 'cut.mp4')).fileId,
    text: (await createFile(app, owner, portal.id, Buffer.from('plain words'), 'notes.txt')).fileId,
  };
  client = browser(app, `198.51.100.${++clientNumber}`);
});
afterAll(async () => {
  await app?.close();
});

const post = (suffix: string, payload: unknown) => client.post(publicUrl(portal.uuid, suffix), payload);
const comment = (extra: Record<string, unknown>) => post('/comments', { name: 'Dana', body: 'Here', ...extra });

describe('pinned comments', () => {
  it('keeps each kind of anchor, on the latest version unless another is named', async () => {
    const pins = [
      { fileId: files.image, anchor: { kind: 'point', x: 0.25, y: 0.75 } },
      { fileId: files.image, anchor: { kind: 'rect', x: 0.1, y: 0.2, w: 0.9, h: 0.3 } },
      { fileId: files.pdf, anchor: { kind: 'point', x: 0, y: 1, page: 2 } },
      { fileId: files.pdf, anchor: { kind: 'rect', x: 0.5, y: 0.5, w: 0.5, h: 0.5, page: 12 } },
      { fileId: files.video, anchor: { kind: 'time', t: 12.5 } },
      { fileId: files.video, anchor: { kind: 'range', t: 3, t2: 4.25 } },
    ];
    for (const pin of pins) {
      const res = await comment(pin);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ ...pin, fileVersion: 1, status: 'open', resolvedAt: null });
    }
    const plain = (await comment({ fileId: files.text })).json();
    expect(plain).toMatchObject({ fileVersion: 1, anchor: null, status: 'open' });
    const onPortal = (await comment({})).json();
    expect(onPortal).toMatchObject({ fileId: null, fileVersion: null, anchor: null });

    const listed = (await client.get(publicUrl(portal.uuid, '/comments'))).json().comments;
    expect(listed.map((c: { anchor: unknown }) => c.anchor)).toEqual([...pins.map((p) => p.anchor), null, null]);

    const creatorUrl = `/api/portals/${portal.id}/comments`;
    const mine = await as(owner, app, {
      method: 'POST',
      url: creatorUrl,
      payload: { body: 'Noted', fileId: files.image, fileVersion: 1, anchor: { kind: 'point', x: 0.5, y: 0.5 } },
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ authorType: 'creator', fileVersion: 1, anchor: { kind: 'point', x: 0.5 } });
    const first = listed[0].id;
    const reply = await comment({ parentId: first });
    expect(reply.json()).toMatchObject({ parentId: first, fileId: files.image, fileVersion: 1, anchor: null });
    const resolved = await as(owner, app, {
      method: 'PATCH',
      url: `${creatorUrl}/${first}`,
      payload: { resolved: true },
    });
    expect(resolved.json().status).toBe('resolved');
    const again = (await client.get(publicUrl(portal.uuid, '/comments'))).json().comments[0];
    expect(again).toMatchObject({ id: first, status: 'resolved' });
  });

  it.each([
    ['x must be a number from 0 to 1', 'image', { kind: 'point', x: 1.5, y: 0 }],
    ['y must be a number from 0 to 1', 'image', { kind: 'point', x: 0, y: -0.1 }],
    ['x must be a number from 0 to 1', 'image', { kind: 'point', x: '0.5', y: 0 }],
    ['w must be a number above 0 and at most 1', 'image', { kind: 'rect', x: 0, y: 0, w: 0, h: 0.5 }],
    ['The rectangle must fit in the file: x + w is at most 1', 'image', { kind: 'rect', x: 0.6, y: 0, w: 0.5, h: 0.1 }],
    ['The rectangle must fit in the file: y + h is at most 1', 'pdf', { kind: 'rect', x: 0, y: 0.9, w: 0.1, h: 0.2 }],
    ['page must be a whole number from 1', 'pdf', { kind: 'point', x: 0, y: 0, page: 0 }],
    ['page must be a whole number from 1', 'pdf', { kind: 'point', x: 0, y: 0, page: 1.5 }],
    ['Only PDF files have pages: send the anchor without page.', 'image', { kind: 'point', x: 0, y: 0, page: 1 }],
    ["A time anchor does not fit this file: use 'point' or 'rect'.", 'image', { kind: 'time', t: 1 }],
    ["A point anchor does not fit this file: use 'time' or 'range'.", 'video', { kind: 'point', x: 0, y: 0 }],
    ['This type of file cannot take a pinned spot or time; comment on the whole file.', 'text', { kind: 'time', t: 1 }],
    ['The range must end after it starts: t2 is more than t', 'video', { kind: 'range', t: 5, t2: 5 }],
    ['t must be a number of seconds from 0', 'video', { kind: 'time', t: -1 }],
    ['t must be at most 604800 seconds', 'video', { kind: 'time', t: 1e12 }],
    ['anchor must be an object whose kind is point, rect, time or range', 'image', { kind: 'circle', x: 0 }],
    ['anchor must be an object whose kind is point, rect, time or range', 'image', 'top left'],
    ['anchor must be an object whose kind is point, rect, time or range', 'image', [0.1, 0.2]],
  ] as const)('answers 400 "%s" for a bad anchor on the %s', async (message, kind, anchor) => {
    const res = await comment({ fileId: files[kind], anchor });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses another portal\u2019s file, a version that does not exist, and pins without a file', async () => {
    const elsewhere = await createPortal(app, owner);
    const foreign = (await createFile(app, owner, elsewhere.id, await png('#ff0000'), 'other.png')).fileId;
    const cases: [Record<string, unknown>, string][] = [
      [{ fileId: foreign, anchor: { kind: 'point', x: 0, y: 0 } }, 'That file is not in this portal.'],
      [{ fileId: files.image, fileVersion: 2 }, 'This file has no version 2.'],
      [{ fileId: files.image, fileVersion: 0 }, 'fileVersion starts at 1'],
      [
        { anchor: { kind: 'point', x: 0, y: 0 } },
        'Say which file the comment is on (fileId) to give a version or a spot.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await comment(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ message });
    }
    const root = (await comment({ fileId: files.image })).json().id;
    const pinnedReply = await comment({ parentId: root, anchor: { kind: 'point', x: 0, y: 0 } });
    expect(pinnedReply.statusCode).toBe(400);
    expect(pinnedReply.json().error.message).toBe(
      'A reply belongs to the comment it answers: send it without fileVersion or anchor.',
    );
    const creatorForeign = await as(owner, app, {
      method: 'POST',
      url: `/api/portals/${portal.id}/comments`,
      payload: { body: 'x', fileId: foreign, fileVersion: 1 },
    });
    expect(creatorForeign.statusCode).toBe(400);
  });
});

const session = () => ({ base, cookie: owner.cookie });
const newVersion = (fileId: string, bytes: Buffer, note?: string) =>
  uploadFile(session(), bytes, {
    portalId: portal.id,
    filename: 'next.png',
    replacesFileId: fileId,
    ...(note ? { note } : {}),
  });

describe('versions', () => {
  it('lists versions oldest first with their notes, and serves any of them with ?version=N', async () => {
    const v2 = await png('#16a34a');
    const upload = await newVersion(files.image, v2, 'Logo larger, colours warmer');
    expect(upload.fileId).toBe(files.image);
    const versions = await client.get(publicUrl(portal.uuid, `/files/${files.image}/versions`));
    expect(versions.statusCode).toBe(200);
    const fileUrl = publicUrl(portal.uuid, `/files/${files.image}`);
    expect(versions.json().versions).toEqual([
      expect.objectContaining({ version: 1, mime: 'image/png', note: null, previewUrl: `${fileUrl}?version=1` }),
      expect.objectContaining({
        version: 2,
        sha256: sha256(v2),
        size: v2.length,
        note: 'Logo larger, colours warmer',
        previewUrl: `${fileUrl}?version=2`,
      }),
    ]);
    const old = await client.get(`${fileUrl}?version=1`);
    expect(old.statusCode).toBe(200);
    expect(sha256(old.rawPayload)).toBe(versions.json().versions[0].sha256);
    expect(sha256((await client.get(fileUrl)).rawPayload)).toBe(sha256(v2));
    const missing = await client.get(`${fileUrl}?version=9`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('This file has no version 9.');
    expect((await client.get(`${fileUrl}?version=abc`)).statusCode).toBe(400);

    const onV1 = await comment({ fileId: files.image, fileVersion: 1, anchor: { kind: 'point', x: 0.2, y: 0.2 } });
    expect(onV1.json().fileVersion).toBe(1);
    expect((await comment({ fileId: files.image })).json().fileVersion).toBe(2);
  });

  it('keeps the note only for a new version, and refuses an overlong one', async () => {
    const tooLong = await createUpload(session(), 4, {
      portalId: portal.id,
      filename: 'x.txt',
      filetype: '',
      replacesFileId: files.text,
      note: 'x'.repeat(501),
    });
    expect(tooLong.res.status).toBe(400);
    expect(await tooLong.res.text()).toMatch(/A version note is at most 500 characters/);
    const fresh = await uploadFile(session(), Buffer.from('new file'), {
      portalId: portal.id,
      filename: 'new.txt',
      note: 'ignored',
    });
    const list = (await client.get(publicUrl(portal.uuid, `/files/${fresh.fileId}/versions`))).json().versions;
    expect(list).toEqual([expect.objectContaining({ version: 1, note: null })]);
  });

  it('does not reach another portal\u2019s files', async () => {
    const elsewhere = await createPortal(app, owner);
    const foreign = (await createFile(app, owner, elsewhere.id, await png('#000000'), 'other.png')).fileId;
    for (const suffix of ['/versions', '?version=1']) {
      expect((await client.get(publicUrl(portal.uuid, `/files/${foreign}${suffix}`))).statusCode).toBe(404);
    }
  });
});

describe('review', () => {
  it('goes v1 -> changes requested -> v2 -> approved', async () => {
    const review = async () => (await client.get(publicUrl(portal.uuid, `/files/${files.image}/review`))).json();
    expect(await review()).toEqual({ status: 'in_review', version: 1, openComments: 0, approvals: [] });

    await comment({ fileId: files.image, anchor: { kind: 'point', x: 0.1, y: 0.1 } });
    await comment({ fileId: files.image });
    const asked = await post('/approvals', {
      name: 'Dana',
      decision: 'changes_requested',
      note: 'Bigger',
      fileId: files.image,
    });
    expect(asked.statusCode).toBe(201);
    const requested = await review();
    expect(requested).toMatchObject({ status: 'changes_requested', version: 1, openComments: 2 });
    expect(requested.approvals).toEqual([asked.json()]);

    await newVersion(files.image, await png('#16a34a'), 'Bigger now');
    expect(await review()).toEqual({ status: 'in_review', version: 2, openComments: 0, approvals: [] });
    await comment({ fileId: files.image, anchor: { kind: 'rect', x: 0, y: 0, w: 0.5, h: 0.5 } });
    await comment({ fileId: files.image, fileVersion: 1 });

    const approved = await post('/approvals', { name: 'Dana', decision: 'approved', fileId: files.image });
    expect(approved.json()).toMatchObject({ fileVersion: 2, appliesToLatest: true });
    const status = await review();
    expect(status).toMatchObject({ status: 'approved', version: 2, openComments: 1 });
    expect(status.approvals).toEqual([approved.json()]);
  });

  it('gathers the client\u2019s open threads on that version into a change request', async () => {
    const pinned = (await comment({ fileId: files.image, anchor: { kind: 'point', x: 0.2, y: 0.3 } })).json();
    const plain = (await comment({ fileId: files.image })).json();
    const resolved = (await comment({ fileId: files.image, anchor: { kind: 'point', x: 0.5, y: 0.5 } })).json();
    const resolve = as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}/comments/${resolved.id}`,
      payload: { resolved: true },
    });
    expect((await resolve).statusCode).toBe(200);
    await post('/comments', { name: 'Dana', body: 'Reply', fileId: files.image, parentId: pinned.id });
    await browser(app, '192.0.2.88').post(publicUrl(portal.uuid, '/comments'), {
      name: 'Sam',
      body: 'Mine',
      fileId: files.image,
      anchor: { kind: 'point', x: 0.9, y: 0.9 },
    });
    await comment({ fileId: files.pdf });

    const asked = await post('/approvals', { name: 'Dana', decision: 'changes_requested', fileId: files.image });
    expect(asked.json().commentIds).toEqual([pinned.id, plain.id]);
    const listed = (await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}/approvals` })).json()
      .approvals;
    expect(listed[0].commentIds).toEqual([pinned.id, plain.id]);
    const approved = await post('/approvals', { name: 'Dana', decision: 'approved', fileId: files.image });
    expect(approved.json().commentIds).toBeUndefined();
  });

  it('gives one receipt when the same client approves the same version twice', async () => {
    const approve = () => post('/approvals', { name: 'Dana', decision: 'approved', fileId: files.pdf });
    const first = await approve();
    const second = await approve();
    expect(second.json().id).toBe(first.json().id);
    const all = (await client.get(publicUrl(portal.uuid, '/approvals'))).json().approvals;
    expect(all).toHaveLength(1);
    const events = (await app.ctx.repos.events.listByPortal(portal.id)).filter((e) => e.type === 'approval');
    expect(events).toHaveLength(1);
    // Another client's approval, or a change of mind, is a receipt of its own.
    await browser(app, '192.0.2.77').post(publicUrl(portal.uuid, '/approvals'), {
      name: 'Sam',
      decision: 'approved',
      fileId: files.pdf,
    });
    await post('/approvals', { name: 'Dana', decision: 'changes_requested', fileId: files.pdf });
    expect((await client.get(publicUrl(portal.uuid, '/approvals'))).json().approvals).toHaveLength(3);
    expect((await client.get(publicUrl(portal.uuid, `/files/${files.pdf}/review`))).json().status).toBe(
      'changes_requested',
    );
  });

  it('refuses another portal\u2019s cookie and another portal\u2019s file', async () => {
    const locked = await createPortal(app, owner, { accessType: 'pin', pin: '1234' });
    const lockedFile = (await createFile(app, owner, locked.id, await png('#000000'), 'secret.png')).fileId;
    const other = await createPortal(app, owner, { accessType: 'pin', pin: '5678' });
    expect((await client.post(publicUrl(other.uuid, '/unlock'), { pin: '5678' })).statusCode).toBe(200);
    for (const suffix of ['/versions', '/review', '']) {
      const res = await client.get(publicUrl(locked.uuid, `/files/${lockedFile}${suffix}`));
      expect(res.statusCode).toBe(401);
    }
    const pin = await client.post(publicUrl(locked.uuid, '/comments'), {
      name: 'Dana',
      body: 'x',
      fileId: lockedFile,
      anchor: { kind: 'point', x: 0, y: 0 },
    });
    expect(pin.statusCode).toBe(401);
    // An open portal does not reach into another portal's files either.
    for (const suffix of ['/versions', '/review', '?version=1']) {
      expect((await client.get(publicUrl(portal.uuid, `/files/${lockedFile}${suffix}`))).statusCode).toBe(404);
    }
  });
});
