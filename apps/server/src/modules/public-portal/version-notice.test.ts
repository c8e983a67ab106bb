import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, latestCode, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { solidPng } from '../../../test/images';
import { listen, uploadFile } from '../../../test/tus';
import { VERSION_MAILS_PER_PORTAL } from './version-notice';

// A new version of a file is mailed to the clients who commented on it or gave a decision on it.

const png = (background: string) => solidPng(background);

let app: FastifyInstance;
let base: string;
let owner: TestUser;
let portal: { id: string; uuid: string };
let image: string;
let run = 0;
let emails: { dana: string; sam: string; lee: string };
beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
  base = await listen(app);
});
beforeEach(async () => {
  run++;
  emails = { dana: `dana${run}@example.com`, sam: `sam${run}@example.com`, lee: `lee${run}@example.com` };
  owner = await createCreator(app, { name: 'Robin Studio', plan: 'pro' });
  portal = await createPortal(app, owner, {
    name: 'Brand review',
    accessType: 'email',
    allowedEmails: Object.values(emails),
  });
  image = (await createFile(app, owner, portal.id, await png('#2563eb'), 'Brand guide.png')).fileId;
});
afterAll(async () => {
  await app?.close();
});

async function verifiedClient(email: string, ip: string) {
  const client = browser(app, ip);
  await client.post(publicUrl(portal.uuid, '/email-code'), { email });
  const code = await latestCode(app, email);
  expect((await client.post(publicUrl(portal.uuid, '/verify-email'), { email, code })).statusCode).toBe(200);
  return client;
}

const newVersion = async (metadata: Record<string, string> = {}) =>
  uploadFile({ base, cookie: owner.cookie }, await png('#16a34a'), {
    portalId: portal.id,
    filename: 'Brand guide.png',
    replacesFileId: image,
    ...metadata,
  });
const versionMails = async () =>
  (await app.ctx.repos.mail.listRecent(200)).filter(
    (m) => m.kind === 'portal-version' && Object.values(emails).includes(m.to),
  );

describe('new version mail', () => {
  it('tells the clients who commented or decided, with how many of their changes were addressed', async () => {
    const dana = await verifiedClient(emails.dana, `198.51.100.${run}`);
    const sam = await verifiedClient(emails.sam, `192.0.2.${run}`);
    await verifiedClient(emails.lee, `203.0.113.${run}`);
    const pin = (anchor: unknown) =>
      dana.post(publicUrl(portal.uuid, '/comments'), { name: 'Dana', body: 'Bigger', fileId: image, anchor });
    const first = (await pin({ kind: 'point', x: 0.1, y: 0.1 })).json();
    await pin({ kind: 'point', x: 0.5, y: 0.5 });
    const asked = await sam.post(publicUrl(portal.uuid, '/approvals'), {
      name: 'Sam',
      decision: 'changes_requested',
      fileId: image,
    });
    expect(asked.statusCode).toBe(201);
    const resolved = await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}/comments/${first.id}`,
      payload: { resolved: true },
    });
    expect(resolved.statusCode).toBe(200);

    await newVersion({ note: 'Logo larger' });
    const [file] = (await dana.get(publicUrl(portal.uuid))).json().portal.files;
    expect(file).toMatchObject({ version: 2, versionNote: 'Logo larger' });
    const mails = await versionMails();
    expect(mails.map((m) => m.to).sort()).toEqual([emails.dana, emails.sam].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe('Version 2 of Brand guide.png is ready: 1 of 2 requested changes addressed');
      expect(mail.text).toContain('Logo larger');
      expect(mail.text).toContain(`/portal/${portal.uuid}`);
    }
  });

  it('stays quiet when the upload says not to, and when nobody reviewed the file', async () => {
    await newVersion();
    expect(await versionMails()).toEqual([]);
    const dana = await verifiedClient(emails.dana, `198.51.100.${run}`);
    await dana.post(publicUrl(portal.uuid, '/approvals'), { name: 'Dana', decision: 'approved', fileId: image });
    await newVersion({ notifyClients: 'false' });
    expect(await versionMails()).toEqual([]);
    await newVersion();
    const mails = await versionMails();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[emails.dana, 'Version 4 of Brand guide.png is ready']]);
  });

  it('tells the live recipients of the portal too, each address once, and not a revoked one', async () => {
    const invite = (email: string) =>
      as(owner, app, { method: 'POST', url: `/api/portals/${portal.id}/recipients`, payload: { email } });
    const danaInvite = await invite(emails.dana);
    expect(danaInvite.statusCode).toBe(201);
    expect((await invite(emails.sam)).statusCode).toBe(201);
    const lee = (await invite(emails.lee)).json();
    const revoked = await as(owner, app, { method: 'DELETE', url: `/api/portals/${portal.id}/recipients/${lee.id}` });
    expect(revoked.statusCode).toBe(204);
    const dana = await verifiedClient(emails.dana, `198.51.100.${run}`);
    await dana.post(publicUrl(portal.uuid, '/comments'), { name: 'Dana', body: 'Bigger', fileId: image });

    await newVersion();
    const mails = await versionMails();
    expect(mails.map((m) => m.to).sort()).toEqual([emails.dana, emails.sam].sort());
    const byAddress = new Map(mails.map((m) => [m.to, m]));
    expect(byAddress.get(emails.dana)?.text).toContain('you commented on or reviewed this file');
    expect(byAddress.get(emails.sam)?.text).toContain('this portal was sent to you');
    expect(byAddress.get(emails.sam)?.text).toContain(`/portal/${portal.uuid}`);
    expect(byAddress.get(emails.sam)?.text).not.toContain('?r=');
  });

  it('keeps recipients within the hourly ceiling of the portal for new-version mails', async () => {
    for (const email of [emails.dana, emails.sam, emails.lee]) {
      await as(owner, app, { method: 'POST', url: `/api/portals/${portal.id}/recipients`, payload: { email } });
    }
    const window = { name: 'version-mail-portal', key: portal.id };
    for (let i = 0; i < VERSION_MAILS_PER_PORTAL - 1; i++) {
      await app.ctx.repos.rateWindows.hit(window.name, window.key, Date.now(), 3_600_000);
    }
    await newVersion();
    expect(await versionMails()).toHaveLength(1);
  });
});
