import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { type Browser, browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { solidPng } from '../../../test/images';
import { classicPdf } from '../../../test/pdfs';

let app: FastifyInstance;
let owner: TestUser;
let clientNumber = 0;

beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { name: 'Robin Studio', plan: 'pro' });
});
afterAll(async () => {
  await app?.close();
});

const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);

const recipientsUrl = (portalId: string) => `/api/portals/${portalId}/recipients`;
const listOf = (portalId: string, user: TestUser = owner) =>
  as(user, app, { method: 'GET', url: recipientsUrl(portalId) });

/** A recipient invited to the portal who opened their personal link in a browser of their own. */
async function recipientBrowser(portal: { id: string; uuid: string }, email: string): Promise<Browser> {
  const invited = await as(owner, app, { method: 'POST', url: recipientsUrl(portal.id), payload: { email } });
  expect(invited.statusCode).toBe(201);
  const [mail] = (await app.ctx.repos.mail.listRecent(500)).filter((m) => m.to === email);
  const token = mail?.text.match(/\?r=([A-Za-z0-9_-]+)/)?.[1];
  const client = browser(app, `198.51.100.${++clientNumber}`);
  expect((await client.get(publicUrl(portal.uuid, `?r=${token}`))).statusCode).toBe(200);
  return client;
}

const read = (client: Browser, uuid: string, items: unknown[]) =>
  client.post(publicUrl(uuid, '/reading'), { items }).then((res) => expect(res.statusCode).toBe(204));

describe('GET /api/portals/:id/recipients: what each recipient read', () => {
  it('summarises pages read, share watched and images seen, most recent first, for recipients only', async () => {
    const portal = await createPortal(app, owner);
    const brief = (await createFile(app, owner, portal.id, classicPdf(12), 'Brief.pdf')).fileId;
    const cut = (await createFile(app, owner, portal.id, MP4, 'Cut v2.mp4')).fileId;
    const logo = (await createFile(app, owner, portal.id, await solidPng(), 'Logo.png')).fileId;
    const notes = (await createFile(app, owner, portal.id, classicPdf(2), 'Notes.pdf')).fileId;

    const dana = await recipientBrowser(portal, 'dana@example.com');
    await read(dana, portal.uuid, [{ fileId: notes, kind: 'page', page: 1, seconds: 2 }]);
    await read(dana, portal.uuid, [{ fileId: logo, kind: 'image', seconds: 3 }]);
    await read(
      dana,
      portal.uuid,
      Array.from({ length: 9 }, (_, i) => ({ fileId: brief, kind: 'page', page: i + 1, seconds: 4 })),
    );
    // The same page again adds time, not a page.
    await read(dana, portal.uuid, [{ fileId: brief, kind: 'page', page: 3, seconds: 10 }]);
    await read(dana, portal.uuid, [{ fileId: cut, kind: 'media', seconds: 20, position: 160, duration: 200 }]);
    await recipientBrowser(portal, 'sam@example.com');
    // A visitor who is no recipient reads too: nobody's summary.
    const stranger = browser(app, '198.51.100.200');
    expect((await stranger.get(publicUrl(portal.uuid))).statusCode).toBe(200);
    await read(stranger, portal.uuid, [{ fileId: brief, kind: 'page', page: 12, seconds: 5 }]);

    const res = await listOf(portal.id);
    expect(res.statusCode).toBe(200);
    const byEmail = new Map(
      res.json().recipients.map((r: { email: string; reading: unknown }) => [r.email, r.reading] as const),
    );
    expect(byEmail.get('sam@example.com')).toEqual({ files: [], otherFiles: 0 });
    const reading = byEmail.get('dana@example.com') as { files: Array<Record<string, unknown>>; otherFiles: number };
    expect(reading.otherFiles).toBe(1);
    expect(reading.files).toEqual([
      expect.objectContaining({
        fileId: cut,
        name: 'Cut v2.mp4',
        kind: 'media',
        watchedPercent: 80,
        pagesRead: null,
        seconds: 20,
      }),
      expect.objectContaining({
        fileId: brief,
        name: 'Brief.pdf',
        kind: 'pdf',
        pagesRead: 9,
        pageCount: 12,
        seconds: 46,
      }),
      expect.objectContaining({ fileId: logo, kind: 'image', pagesRead: null, watchedPercent: null, seconds: 3 }),
    ]);
  });

  it('reads every recipient\u2019s summary in one query, whatever their number', async () => {
    const portal = await createPortal(app, owner);
    const brief = (await createFile(app, owner, portal.id, classicPdf(3), 'Brief.pdf')).fileId;
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await read(await recipientBrowser(portal, email), portal.uuid, [
        { fileId: brief, kind: 'page', page: 1, seconds: 3 },
      ]);
    }
    const summaries = vi.spyOn(app.ctx.repos.recipients, 'readingByRecipient');
    const files = vi.spyOn(app.ctx.repos.files, 'listLatest');
    try {
      const res = await listOf(portal.id);
      expect(res.json().recipients.map((r: { reading: { files: unknown[] } }) => r.reading.files.length)).toEqual([
        1, 1, 1,
      ]);
      expect(summaries).toHaveBeenCalledTimes(1);
      expect(files).toHaveBeenCalledTimes(1);
    } finally {
      summaries.mockRestore();
      files.mockRestore();
    }
  });

  it('forgets the reading of a revoked recipient, and leaves out files deleted since', async () => {
    const portal = await createPortal(app, owner);
    const brief = (await createFile(app, owner, portal.id, classicPdf(3), 'Brief.pdf')).fileId;
    const gone = (await createFile(app, owner, portal.id, classicPdf(2), 'Old.pdf')).fileId;
    const kim = await recipientBrowser(portal, 'kim@example.com');
    await read(kim, portal.uuid, [
      { fileId: brief, kind: 'page', page: 2, seconds: 3 },
      { fileId: gone, kind: 'page', page: 1, seconds: 3 },
    ]);
    const deleted = await as(owner, app, { method: 'DELETE', url: `/api/portals/${portal.id}/files/${gone}` });
    expect(deleted.statusCode).toBe(204);
    const [kimRow] = (await listOf(portal.id)).json().recipients;
    expect(kimRow.reading).toEqual({
      files: [expect.objectContaining({ fileId: brief, pagesRead: 1, pageCount: 3 })],
      otherFiles: 0,
    });
    await as(owner, app, { method: 'DELETE', url: `${recipientsUrl(portal.id)}/${kimRow.id}` });
    // Invited again, the address starts over: the old browser no longer proves it.
    await as(owner, app, { method: 'POST', url: recipientsUrl(portal.id), payload: { email: 'kim@example.com' } });
    const [again] = (await listOf(portal.id)).json().recipients;
    expect(again.reading).toEqual({ files: [], otherFiles: 0 });
  });

  it('answers 404 to another creator, 401 without a session and 404 for a portal that does not exist', async () => {
    const portal = await createPortal(app, owner);
    const stranger = await createCreator(app);
    const res = await listOf(portal.id, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    expect((await as(null, app, { method: 'GET', url: recipientsUrl(portal.id) })).statusCode).toBe(401);
    const missing = await listOf('x'.repeat(64));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const tooLong = await listOf('x'.repeat(65));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.code).toBe('VALIDATION_ERROR');
  });
});
