import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl, setCookies } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { assign, createTeam } from '../../../test/team';
import { signPreview } from '../public-portal';

let app: FastifyInstance;
let owner: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  owner = await createCreator(app, { name: 'Pat Preview', plan: 'pro' });
});
afterEach(() => {
  app.ctx.clock = () => new Date();
});
afterAll(async () => {
  await app?.close();
});

async function previewLink(user: TestUser, portalId: string) {
  return as(user, app, { method: 'POST', url: `/api/portals/${portalId}/preview` });
}

/** The path and query of a preview link, as the creator's browser opens it on the portal's page. */
async function previewQuery(user: TestUser, portalId: string): Promise<string> {
  const res = await previewLink(user, portalId);
  expect(res.statusCode).toBe(200);
  return new URL(res.json().url).search;
}

const eventsOf = (portalId: string) => app.ctx.repos.events.listByPortal(portalId);

describe('POST /api/portals/:id/preview', () => {
  it('gives the owner a one-hour link to the portal page that names the preview', async () => {
    const portal = await createPortal(app, owner);
    const res = await previewLink(owner, portal.id);
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json();
    expect(url.startsWith(`${portal.shareUrl}?preview=`)).toBe(true);
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers 404 to another creator and to no one signed in', async () => {
    const portal = await createPortal(app, owner);
    const stranger = await createCreator(app);
    const res = await previewLink(stranger, portal.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect((await previewLink({ cookie: '' } as TestUser, portal.id)).statusCode).toBe(401);
    expect((await previewLink(owner, 'x'.repeat(65))).statusCode).toBe(400);
  });

  it('follows the team rules: editors assigned to the portal may preview it, viewers may not', async () => {
    const team = await createTeam(app);
    const portal = await createPortal(app, team.owner);
    expect((await previewLink(team.editor, portal.id)).statusCode).toBe(404);
    await assign(app, team.owner, portal.id, [team.editor.memberId, team.viewer.memberId]);
    expect((await previewLink(team.editor, portal.id)).statusCode).toBe(200);
    expect((await previewLink(team.admin, portal.id)).statusCode).toBe(200);
    expect((await previewLink(team.viewer, portal.id)).statusCode).toBe(403);
    expect((await previewLink(team.outsider, portal.id)).statusCode).toBe(404);
  });
});

describe('the preview on the public portal', () => {
  it('opens a PIN portal without its PIN, counts no view and no download, and keeps the preview in a cookie', async () => {
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '4821' });
    const { fileId } = await createFile(app, owner, portal.id, Buffer.from('the deck'), 'deck.txt');
    const mailsBefore = (await app.ctx.repos.mail.listRecent()).length;
    const creator = browser(app);
    const res = await creator.get(publicUrl(portal.uuid, await previewQuery(owner, portal.id)));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.portal.name).toBe(portal.name);
    expect(body.portal.files).toHaveLength(1);
    expect(body.visitor).toEqual({ name: null, email: null, verified: false });
    expect(body.preview.editorUrl).toMatch(new RegExp(`/dashboard/edit/${portal.id}$`));
    const cookies = setCookies(res.headers);
    expect(cookies.get('cd_preview')?.attributes).toMatch(new RegExp(`Path=${publicUrl(portal.uuid)};.*HttpOnly`));
    expect(cookies.get('cd_preview_page')?.attributes).toContain(`Path=/portal/${portal.uuid}`);
    expect(cookies.has('cd_visitor')).toBe(false);
    expect(cookies.has('cd_portal')).toBe(false);

    // The rest of the visit rides on the cookie: the page again, a file, a download.
    expect((await creator.get(publicUrl(portal.uuid))).json().preview).toBeDefined();
    expect((await creator.get(publicUrl(portal.uuid, `/files/${fileId}`))).statusCode).toBe(200);
    expect((await creator.get(publicUrl(portal.uuid, `/files/${fileId}?download=1`))).statusCode).toBe(200);
    expect((await creator.get(publicUrl(portal.uuid, '/download-all'))).statusCode).toBe(200);
    expect(await eventsOf(portal.id)).toEqual([]);
    const read = await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}` });
    expect(read.json().counts).toMatchObject({ views: 0, downloads: 0 });
    expect((await app.ctx.repos.mail.listRecent()).length).toBe(mailsBefore);

    // A client's browser, without the preview, still meets the lock.
    expect((await browser(app, '198.51.100.20').get(publicUrl(portal.uuid))).statusCode).toBe(401);
  });

  it('refuses what a client would send (comments, approvals, forms, uploads), with a clear message', async () => {
    const portal = await createPortal(app, owner, {
      sections: [
        { id: 'brief', type: 'form', title: 'Brief', fields: [{ id: 'goal', label: 'Goal', type: 'textarea' }] },
      ],
    });
    const { fileId } = await createFile(app, owner, portal.id, Buffer.from('v1'), 'logo.txt');
    const creator = browser(app);
    await creator.get(publicUrl(portal.uuid, await previewQuery(owner, portal.id)));
    const attempts = [
      creator.post(publicUrl(portal.uuid, '/comments'), { name: 'Pat', body: 'Looks good' }),
      creator.post(publicUrl(portal.uuid, '/approvals'), { name: 'Pat', decision: 'approved', fileId }),
      creator.post(publicUrl(portal.uuid, '/forms/brief'), { answers: { goal: 'More clients' } }),
    ];
    attempts.push(
      creator.request({
        method: 'POST',
        url: publicUrl(portal.uuid, '/uploads'),
        headers: { 'tus-resumable': '1.0.0', 'upload-length': '4', 'upload-metadata': 'filename ZmlsZS50eHQ=' },
      }),
    );
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'PREVIEW_READ_ONLY',
        message: expect.stringContaining('preview'),
      });
    }
    expect(await app.ctx.repos.comments.listByPortal(portal.id)).toEqual([]);
    expect(await eventsOf(portal.id)).toEqual([]);
  });

  it('opens a draft, which its clients cannot', async () => {
    const portal = await createPortal(app, owner, { status: 'draft' });
    expect((await browser(app).get(publicUrl(portal.uuid))).statusCode).toBe(410);
    const res = await browser(app).get(publicUrl(portal.uuid, await previewQuery(owner, portal.id)));
    expect(res.statusCode).toBe(200);
    expect(res.json().preview).toBeDefined();
  });

  it('refuses a forged, expired or other portal\u2019s preview link, and a token of the wrong kind', async () => {
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '4821' });
    const other = await createPortal(app, owner, { accessType: 'pin', pin: '9999' });
    const otherQuery = await previewQuery(owner, other.id);
    const token = new URLSearchParams(await previewQuery(owner, portal.id)).get('preview') as string;
    const [data] = token.split('.');
    const payload = JSON.parse(Buffer.from(data, 'base64url').toString());
    const forgedData = Buffer.from(JSON.stringify({ ...payload, u: other.uuid })).toString('base64url');
    const secret = app.ctx.config.authSecret;
    const longLived = signPreview(secret, {
      uuid: portal.uuid,
      userId: owner.id,
      expiresAt: Date.now() + 5 * 3600_000,
    });
    const stranger = await createCreator(app);
    const strangers = signPreview(secret, { uuid: portal.uuid, userId: stranger.id, expiresAt: Date.now() + 60_000 });
    const refused = [
      `?preview=${forgedData}.${token.split('.')[1]}`,
      `?preview=${token.slice(0, -2)}xx`,
      `?preview=${encodeURIComponent(longLived)}`,
      `?preview=${encodeURIComponent(strangers)}`,
      `?preview=junk`,
    ];
    for (const query of refused) {
      const res = await browser(app).get(publicUrl(portal.uuid, query));
      expect(res.statusCode, query).toBe(403);
      expect(res.json().error.code).toBe('PREVIEW_INVALID');
    }
    expect((await browser(app).get(publicUrl(portal.uuid, otherQuery))).statusCode).toBe(403);
    expect((await browser(app).get(publicUrl(portal.uuid, `?preview=${'a'.repeat(1025)}`))).statusCode).toBe(400);

    const later = Date.now() + 61 * 60_000;
    app.ctx.clock = () => new Date(later);
    const expired = await browser(app).get(publicUrl(portal.uuid, `?preview=${encodeURIComponent(token)}`));
    expect(expired.json().error.code).toBe('PREVIEW_INVALID');

    // A stale preview cookie is no key: the visit is a client's, and meets the lock.
    const creator = browser(app);
    creator.jar.set('cd_preview', encodeURIComponent(token));
    expect((await creator.get(publicUrl(portal.uuid))).statusCode).toBe(401);
  });

  it('stops when the editor who opened it is taken off the portal', async () => {
    const team = await createTeam(app);
    const portal = await createPortal(app, team.owner, { accessType: 'pin', pin: '2468' });
    await assign(app, team.owner, portal.id, [team.editor.memberId]);
    const editor = browser(app);
    expect((await editor.get(publicUrl(portal.uuid, await previewQuery(team.editor, portal.id)))).statusCode).toBe(200);
    await assign(app, team.owner, portal.id, []);
    expect((await editor.get(publicUrl(portal.uuid))).statusCode).toBe(401);
  });
});
