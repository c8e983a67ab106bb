import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { type Browser, browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { classicPdf, compressedPdf } from '../../../test/pdfs';
import { listen, uploadFile } from '../../../test/tus';

// A PDF version's pages are counted when it is stored; a pin on a page past the last is refused.

let app: FastifyInstance;
let base: string;
let owner: TestUser;
let portal: { id: string; uuid: string };
let pdf: string;
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
  pdf = (await createFile(app, owner, portal.id, classicPdf(2), 'brief.pdf')).fileId;
  client = browser(app, `198.51.100.${++clientNumber}`);
});
afterAll(async () => {
  await app?.close();
});

const pin = (anchor: unknown, extra: Record<string, unknown> = {}) =>
  client.post(publicUrl(portal.uuid, '/comments'), { name: 'Dana', body: 'Here', fileId: pdf, anchor, ...extra });
const creatorPin = (anchor: unknown) =>
  as(owner, app, {
    method: 'POST',
    url: `/api/portals/${portal.id}/comments`,
    payload: { body: 'Mine', fileId: pdf, fileVersion: 1, anchor },
  });
const shorterVersion = async () =>
  uploadFile({ base, cookie: owner.cookie }, compressedPdf(1), {
    portalId: portal.id,
    filename: 'brief.pdf',
    replacesFileId: pdf,
  });

describe('pins on PDF pages', () => {
  it('counts the pages of each stored version', async () => {
    expect((await app.ctx.repos.files.findLatest(portal.id, pdf))?.pageCount).toBe(2);
    await shorterVersion();
    expect((await app.ctx.repos.files.findVersion(portal.id, pdf, 2))?.pageCount).toBe(1);
  });

  it('takes a pin on any page up to the last, and refuses one past it from a client or the creator', async () => {
    expect((await pin({ kind: 'point', x: 0.5, y: 0.5, page: 2 })).statusCode).toBe(201);
    expect((await pin({ kind: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 })).statusCode).toBe(201);
    const past = await pin({ kind: 'point', x: 0.5, y: 0.5, page: 5 });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('This PDF has 2 pages; page 5 does not exist.');
    const mine = await creatorPin({ kind: 'rect', x: 0, y: 0, w: 0.5, h: 0.5, page: 3 });
    expect(mine.statusCode).toBe(400);
    expect(mine.json().error.message).toBe('This PDF has 2 pages; page 3 does not exist.');
    expect((await creatorPin({ kind: 'point', x: 0, y: 0, page: 2 })).statusCode).toBe(201);
  });

  it('checks the pages of the version the pin is on, also when carrying a pin forward', async () => {
    const onPageTwo = (await pin({ kind: 'point', x: 0.2, y: 0.2, page: 2 })).json();
    await shorterVersion();
    const latest = await pin({ kind: 'point', x: 0.2, y: 0.2, page: 2 });
    expect(latest.statusCode).toBe(400);
    expect(latest.json().error.message).toBe('This PDF has 1 page; page 2 does not exist.');
    expect((await pin({ kind: 'point', x: 0.2, y: 0.2, page: 2 }, { fileVersion: 1 })).statusCode).toBe(201);
    const carried = await as(owner, app, {
      method: 'POST',
      url: `/api/portals/${portal.id}/files/${pdf}/carry-forward`,
      payload: { commentIds: [onPageTwo.id], to: 2 },
    });
    expect(carried.statusCode).toBe(400);
    expect(carried.json().error.message).toBe('This PDF has 1 page; page 2 does not exist.');
  });

  it('takes any page on a version whose pages were not counted', async () => {
    const unreadable = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
    const other = (await createFile(app, owner, portal.id, unreadable, 'scan.pdf')).fileId;
    expect((await app.ctx.repos.files.findLatest(portal.id, other))?.pageCount).toBeNull();
    expect((await pin({ kind: 'point', x: 0, y: 0, page: 40 }, { fileId: other })).statusCode).toBe(201);
    // A version stored before pages were counted.
    await app.ctx.db.updateTable('portal_file').set({ pageCount: null }).where('fileGroupId', '=', pdf).execute();
    expect((await pin({ kind: 'point', x: 0, y: 0, page: 9 })).statusCode).toBe(201);
  });
});
