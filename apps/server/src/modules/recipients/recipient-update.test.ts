import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { solidPng } from '../../../test/images';
import { listen, uploadFile } from '../../../test/tus';

// "Send an update": one mail to all or chosen recipients listing what was added since they last heard.

let app: FastifyInstance;
let base: string;
let owner: TestUser;
let portal: { id: string; uuid: string };
let run = 0;
let dana: string;
let sam: string;

beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
  base = await listen(app);
});
beforeEach(async () => {
  run++;
  dana = `dana${run}@example.com`;
  sam = `sam${run}@example.com`;
  owner = await createCreator(app, { name: 'Robin Studio' });
  portal = await createPortal(app, owner, { name: 'Spring campaign' });
});
afterAll(async () => {
  await app?.close();
});

const url = (suffix = '') => `/api/portals/${portal.id}/recipients${suffix}`;
const invite = async (email: string) =>
  (await as(owner, app, { method: 'POST', url: url(), payload: { email } })).json().id as string;
const update = (payload: Record<string, unknown> = {}, who: TestUser = owner) =>
  as(who, app, { method: 'POST', url: url('/update'), payload });
const updateMails = async (to: string) =>
  (await app.ctx.repos.mail.listRecent(500)).filter((m) => m.kind === 'portal-recipient-update' && m.to === to);
const newVersion = async (fileId: string, note?: string) =>
  uploadFile({ base, cookie: owner.cookie }, await solidPng('#16a34a'), {
    portalId: portal.id,
    filename: 'Poster.png',
    replacesFileId: fileId,
    ...(note ? { note } : {}),
  });

describe('send an update', () => {
  it('refuses when nothing is new and there is no message, and sends the message alone when there is one', async () => {
    await invite(dana);
    const empty = await update();
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Nothing new since your last update. Add a message to send one anyway.');
    const withMessage = await update({ message: 'The shoot moved to Friday.' });
    expect(withMessage.statusCode).toBe(200);
    expect(withMessage.json()).toEqual({ sentTo: [dana], changes: 0 });
    const [mail] = await updateMails(dana);
    expect(mail.subject).toBe("What's new in Spring campaign");
    expect(mail.text).toContain('> The shoot moved to Friday.');
    expect(mail.text).toContain(`/portal/${portal.uuid}`);
    expect(mail.text).not.toContain('?r=');
  });

  it('lists new files and versions since each recipient last heard, to all or chosen recipients', async () => {
    const poster = (await createFile(app, owner, portal.id, await solidPng('#2563eb'), 'Poster.png')).fileId;
    const danaId = await invite(dana);
    await invite(sam);
    await newVersion(poster, 'Brighter blue');
    await createFile(app, owner, portal.id, await solidPng('#dc2626'), 'Flyer.png');

    const preview = (await as(owner, app, { method: 'GET', url: url('/update') })).json();
    expect(
      preview.changes.map((c: { name: string; version: number; isNew: boolean }) => [c.name, c.version, c.isNew]),
    ).toEqual([
      ['Poster.png', 2, false],
      ['Flyer.png', 1, true],
    ]);
    expect(preview.recipients).toHaveLength(2);

    const first = await update({ recipientIds: [danaId] });
    expect(first.json()).toEqual({ sentTo: [dana], changes: 2 });
    const [mail] = await updateMails(dana);
    expect(mail.text).toContain('- Version 2 of Poster.png. What changed: Brighter blue');
    expect(mail.text).toContain('- New file: Flyer.png');
    expect(await updateMails(sam)).toEqual([]);

    // Dana has heard everything; Sam has not, so "all" reaches Sam alone.
    const second = await update();
    expect(second.json()).toEqual({ sentTo: [sam], changes: 2 });
    expect((await update()).statusCode).toBe(400);
    const after = (await as(owner, app, { method: 'GET', url: url('/update') })).json();
    expect(after.changes).toEqual([]);
  });

  it('is for the portal’s editors, refuses unknown recipients, and sends at most 5 updates an hour', async () => {
    await invite(dana);
    const stranger = await createCreator(app, { name: 'Someone else' });
    expect((await update({ message: 'Hi' }, stranger)).statusCode).toBe(404);
    expect((await update({ recipientIds: ['nobody'], message: 'Hi' })).statusCode).toBe(404);
    for (let i = 0; i < 5; i++) expect((await update({ message: `Note ${i}` })).statusCode).toBe(200);
    const limited = await update({ message: 'One more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/^This portal has sent 5 updates in the last hour/);
    expect(await updateMails(dana)).toHaveLength(5);
  });
});
