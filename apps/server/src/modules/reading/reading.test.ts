import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { type Browser, browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { solidPng } from '../../../test/images';
import { classicPdf } from '../../../test/pdfs';
import { flushEvents } from '../public-portal';

let app: FastifyInstance;
let owner: TestUser;
let portal: { id: string; uuid: string };
let pdf: string;
let image: string;
let clientNumber = 0;

beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  owner = await createCreator(app, { name: 'Owner Person', plan: 'pro' });
  portal = await createPortal(app, owner);
  pdf = (await createFile(app, owner, portal.id, classicPdf(3), 'Brief.pdf')).fileId;
  image = (await createFile(app, owner, portal.id, await solidPng(), 'Logo.png')).fileId;
});
afterAll(async () => {
  await app?.close();
});

/** A client who opened the portal (and so holds its visitor cookie). */
async function visitor(name?: string): Promise<Browser> {
  const client = browser(app, `198.51.100.${++clientNumber}`);
  expect((await client.get(publicUrl(portal.uuid))).statusCode).toBe(200);
  if (name) {
    const row = await app.ctx.repos.visitors.findByCookie(portal.id, client.jar.get('cd_visitor')!);
    await app.ctx.repos.visitors.updateIdentity(row!.id, { name });
  }
  return client;
}

const send = (client: Browser, items: unknown[], uuid = portal.uuid) =>
  client.post(publicUrl(uuid, '/reading'), { items });
const page = (n: number, seconds: number) => ({ fileId: pdf, kind: 'page', page: n, seconds });
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);
const report = (user: TestUser = owner) => as(user, app, { method: 'GET', url: `/api/portals/${portal.id}/reading` });

describe('POST /api/public/portals/:uuid/reading', () => {
  it('adds up seconds per page and visitor, and the creator sees pages, readers and completion', async () => {
    const dana = await visitor('Dana');
    expect((await send(dana, [page(1, 10), page(2, 20), page(1, 5)])).statusCode).toBe(204);
    expect((await send(dana, [page(3, 30)])).statusCode).toBe(204);
    const sam = await visitor();
    expect((await send(sam, [page(1, 4)])).statusCode).toBe(204);

    const res = await report();
    expect(res.statusCode).toBe(200);
    const [file] = res.json().files;
    expect(file).toMatchObject({ fileId: pdf, name: 'Brief.pdf', kind: 'pdf', pageCount: 3, readers: 2 });
    expect(file.pages).toEqual([
      { page: 1, seconds: 19, readers: 2 },
      { page: 2, seconds: 20, readers: 1 },
      { page: 3, seconds: 30, readers: 1 },
    ]);
    expect(file.totalSeconds).toBe(69);
    expect(file.averageSecondsPerPage).toBe(17.3);
    expect(file.completedReaders).toBe(1);
    const visitors = res.json().visitors;
    expect(visitors).toHaveLength(2);
    const danaRow = visitors.find((v: { name: string | null }) => v.name === 'Dana');
    expect(danaRow.files).toEqual([
      expect.objectContaining({
        fileId: pdf,
        name: 'Brief.pdf',
        opens: 1,
        downloads: 0,
        downloadedVersions: [],
        latestVersion: 1,
        totalSeconds: 65,
        pagesRead: 3,
        pageCount: 3,
        longestPage: { page: 3, seconds: 30 },
        watchedPercent: null,
      }),
    ]);
  });

  it('counts images opened and a file opened again after a pause, with the downloads of the visitor', async () => {
    const dana = await visitor('Dana');
    expect((await send(dana, [{ fileId: image, kind: 'image', seconds: 3 }])).statusCode).toBe(204);
    await dana.get(publicUrl(portal.uuid, `/files/${pdf}?download=1`));
    await send(dana, [page(1, 5)]);
    const [danaRow] = (await report()).json().visitors;
    expect(danaRow.files.find((f: { fileId: string }) => f.fileId === pdf).opens).toBe(1);
    // An hour later the same file is a new opening.
    const later = new Date(Date.now() + 60 * 60_000);
    const clock = app.ctx.clock;
    app.ctx.clock = () => later;
    try {
      await send(dana, [page(2, 5)]);
    } finally {
      app.ctx.clock = clock;
    }
    // Downloads come from the client activity log, whose writes may be queued for a moment.
    const downloadsOfPdf = async () =>
      (await report()).json().visitors[0].files.find((f: { fileId: string }) => f.fileId === pdf).downloads;
    await expect.poll(downloadsOfPdf).toBe(1);
    const body = (await report()).json();
    expect(body.files.map((f: { name: string }) => f.name)).toEqual(['Brief.pdf', 'Logo.png']);
    expect(body.files[1]).toMatchObject({ kind: 'image', readers: 1, pages: [], completedReaders: null });
    const files = body.visitors[0].files;
    expect(files.find((f: { fileId: string }) => f.fileId === pdf)).toMatchObject({ opens: 2, downloads: 1 });
    expect(files.find((f: { fileId: string }) => f.fileId === image)).toMatchObject({ opens: 1, totalSeconds: 3 });
  });

  it('tells which versions of a file a visitor downloaded', async () => {
    const dana = await visitor('Dana');
    await send(dana, [page(1, 5)]);
    expect((await dana.get(publicUrl(portal.uuid, `/files/${pdf}?download=1`))).statusCode).toBe(200);
    await createFile(app, owner, portal.id, classicPdf(4), 'Brief.pdf', pdf);
    expect((await dana.get(publicUrl(portal.uuid, `/files/${pdf}?download=1`))).statusCode).toBe(200);
    expect((await dana.get(publicUrl(portal.uuid, `/files/${pdf}?download=1&version=2`))).statusCode).toBe(200);
    // A resumed download (from a later byte) is not another download.
    const resumed = await dana.request({
      method: 'GET',
      url: publicUrl(portal.uuid, `/files/${pdf}?download=1&version=1`),
      headers: { range: 'bytes=10-' },
    });
    expect(resumed.statusCode).toBe(206);
    await flushEvents(app.ctx);

    const downloads = (await app.ctx.repos.events.listByPortal(portal.id)).filter((e) => e.type === 'download');
    expect(downloads.map((e) => e.fileVersion).sort()).toEqual([1, 2, 2]);
    const [danaRow] = (await report()).json().visitors;
    expect(danaRow.files.find((f: { fileId: string }) => f.fileId === pdf)).toMatchObject({
      downloads: 3,
      downloadedVersions: [1, 2],
      latestVersion: 2,
    });
  });

  it('names a visitor who proved a recipient\u2019s address by the name they were invited with', async () => {
    const invited = await as(owner, app, {
      method: 'POST',
      url: `/api/portals/${portal.id}/recipients`,
      payload: { email: 'dana@example.com', name: 'Dana Whitfield' },
    });
    expect(invited.statusCode).toBe(201);
    const [mail] = (await app.ctx.repos.mail.listRecent(500)).filter((m) => m.to === 'dana@example.com');
    const token = mail?.text.match(/\?r=([A-Za-z0-9_-]+)/)?.[1];
    const dana = browser(app, `198.51.100.${++clientNumber}`);
    expect((await dana.get(publicUrl(portal.uuid, `?r=${token}`))).statusCode).toBe(200);
    await send(dana, [page(1, 5)]);
    await send(await visitor(), [page(2, 5)]);
    const names = (await report())
      .json()
      .visitors.map((v: { name: string | null; email: string | null }) => [v.name, v.email]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Dana Whitfield', 'dana@example.com'],
        [null, null],
      ]),
    );
  });

  it('keeps the furthest point a visitor played a video to, and the share watched', async () => {
    const video = (await createFile(app, owner, portal.id, MP4, 'Cut.mp4')).fileId;
    const media = (seconds: number, position: number) => ({
      fileId: video,
      kind: 'media',
      seconds,
      position,
      duration: 200,
    });
    const dana = await visitor('Dana');
    expect((await send(dana, [media(10, 10), media(20, 150)])).statusCode).toBe(204);
    // Seeking back does not undo how far they got.
    expect((await send(dana, [media(5, 40)])).statusCode).toBe(204);
    const sam = await visitor();
    expect((await send(sam, [media(5, 50)])).statusCode).toBe(204);
    const body = (await report()).json();
    const file = body.files.find((f: { fileId: string }) => f.fileId === video);
    expect(file).toMatchObject({ kind: 'media', readers: 2, totalSeconds: 40, averageWatchedPercent: 50, pages: [] });
    const danaFiles = body.visitors.find((v: { name: string | null }) => v.name === 'Dana').files;
    expect(danaFiles[0]).toMatchObject({ fileId: video, watchedPercent: 75, totalSeconds: 35 });
  });

  it('refuses bad input with 400 in the error envelope, never 5xx', async () => {
    const dana = await visitor();
    const cases: Array<[unknown, string]> = [
      [[], 'Send between 1 and 50 reading items.'],
      [Array.from({ length: 51 }, () => page(1, 1)), 'Send between 1 and 50 reading items.'],
      [[page(1, 0)], "Each item's seconds must be more than 0 and at most 120."],
      [[page(1, 121)], "Each item's seconds must be more than 0 and at most 120."],
      [[page(1, -3)], "Each item's seconds must be more than 0 and at most 120."],
      [[{ fileId: pdf, kind: 'page', seconds: 3 }], 'A page item needs a page number from 1 to 2000.'],
      [[page(2001, 3)], 'A page item needs a page number from 1 to 2000.'],
      [[page(1.5, 3)], 'A page item needs a page number from 1 to 2000.'],
      [[{ ...page(1, 3), position: 4 }], 'Only a media item has a position and a duration.'],
      [[{ ...page(1, 3), extra: 1 }], 'Unrecognized key: "extra"'],
      [[page(4, 3)], "Page 4 is past the document's last page (3)."],
      [[{ fileId: image, kind: 'page', page: 1, seconds: 3 }], 'Pages are counted for PDF files only.'],
      [
        [{ fileId: pdf, kind: 'media', seconds: 3, position: 10, duration: 20 }],
        'Playback is counted for video and audio files only.',
      ],
      [
        [{ fileId: pdf, kind: 'media', seconds: 3, position: 90_000 }],
        'A position or duration is a number of seconds from 0 to 86400.',
      ],
      [[{ fileId: pdf, kind: 'note', seconds: 3 }], ''],
    ];
    for (const [items, message] of cases) {
      const res = await send(dana, items as unknown[]);
      expect(res.statusCode, JSON.stringify(items).slice(0, 120)).toBe(400);
      expect(res.json().error.code).toMatch(/VALIDATION_ERROR|READING_INVALID/);
      if (message) expect(res.json().error.message).toBe(message);
    }
    for (const payload of ['junk', '{"items": "x"}', '[]', 'null']) {
      const res = await dana.request({
        method: 'POST',
        url: publicUrl(portal.uuid, '/reading'),
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
    const huge = await send(dana, [{ ...page(1, 3), fileId: 'x'.repeat(20_000) }]);
    expect(huge.statusCode).toBe(413);
    expect((await report()).json()).toEqual({ files: [], visitors: [] });
  });

  it('skips a file no longer in the portal and caps the seconds one visitor adds to a file a minute', async () => {
    const dana = await visitor();
    expect((await send(dana, [{ ...page(1, 3), fileId: 'gone' }])).statusCode).toBe(204);
    const flood = Array.from({ length: 50 }, (_, i) => page((i % 3) + 1, 100));
    expect((await send(dana, flood)).statusCode).toBe(204);
    expect((await send(dana, flood)).statusCode).toBe(204);
    const [file] = (await report()).json().files;
    expect(file.totalSeconds).toBe(120);
  });

  it('answers 429 past the batches one visitor may send a minute', async () => {
    const dana = await visitor();
    for (let i = 0; i < 30; i++) expect((await send(dana, [page(1, 1)])).statusCode).toBe(204);
    const res = await send(dana, [page(1, 1)]);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(res.headers['retry-after']).toBeTruthy();
  });

  it('counts nothing from the owner\u2019s preview or from a bot', async () => {
    const link = await as(owner, app, { method: 'POST', url: `/api/portals/${portal.id}/preview` });
    const creator = browser(app, '198.51.100.250');
    expect((await creator.get(`${publicUrl(portal.uuid)}${new URL(link.json().url).search}`)).statusCode).toBe(200);
    expect((await send(creator, [page(1, 10)])).statusCode).toBe(204);
    const bot = browser(app, '198.51.100.251');
    const botPost = await bot.request({
      method: 'POST',
      url: publicUrl(portal.uuid, '/reading'),
      payload: { items: [page(1, 10)] },
      headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
    });
    expect(botPost.statusCode).toBe(204);
    expect((await report()).json()).toEqual({ files: [], visitors: [] });
  });

  it('refuses a locked portal to a client holding another portal\u2019s cookie', async () => {
    const locked = await createPortal(app, owner, { accessType: 'pin', pin: '1234' });
    const lockedPdf = (await createFile(app, owner, locked.id, classicPdf(2), 'Secret.pdf')).fileId;
    const other = await createPortal(app, owner, { accessType: 'pin', pin: '5678' });
    const client = browser(app, '198.51.100.252');
    expect((await client.post(publicUrl(other.uuid, '/unlock'), { pin: '5678' })).statusCode).toBe(200);
    const res = await send(client, [{ fileId: lockedPdf, kind: 'page', page: 1, seconds: 5 }], locked.uuid);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('PORTAL_LOCKED');
    // Nor does an open portal take reading of another portal's file.
    const dana = await visitor();
    expect((await send(dana, [{ fileId: lockedPdf, kind: 'page', page: 1, seconds: 5 }])).statusCode).toBe(204);
    expect((await app.ctx.repos.reading.listByPortal(locked.id)).length).toBe(0);
    expect((await report()).json().files).toEqual([]);
  });
});

describe('GET /api/portals/:id/reading', () => {
  it('answers 404 to another creator and 401 without a session', async () => {
    const stranger = await createCreator(app);
    const res = await report(stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect((await as(null, app, { method: 'GET', url: `/api/portals/${portal.id}/reading` })).statusCode).toBe(401);
  });

  it('keeps reading under the analytics retention', async () => {
    const dana = await visitor();
    await send(dana, [page(1, 5)]);
    expect(await app.ctx.repos.reading.deleteOlderThan(new Date(Date.now() - 60_000))).toBe(0);
    expect(await app.ctx.repos.reading.deleteOlderThan(new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    expect((await report()).json().files).toEqual([]);
  });
});
