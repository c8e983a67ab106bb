import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationToggleKey } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { type Browser, browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';

const FORM = {
  id: 'brief',
  type: 'form',
  title: 'Project brief',
  fields: [{ id: 'goal', type: 'textarea', label: 'Goal', required: true }],
};

let app: FastifyInstance;
let owner: TestUser;
let bystander: TestUser;
let portal: { id: string; uuid: string; name: string };
let fileId: string;
let client: Browser;
let clientNumber = 0;
beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  owner = await createCreator(app, { name: 'Owner Person' });
  bystander = await createCreator(app);
  portal = await createPortal(app, owner, { name: 'Brand refresh', sections: [FORM] });
  fileId = (await createFile(app, owner, portal.id, Buffer.from('logo v1'), 'Logo.pdf')).fileId;
  client = browser(app, `198.51.100.${++clientNumber}`);
  app.ctx.clock = () => new Date();
});
afterAll(async () => {
  await app?.close();
});

const notificationsOf = (user: TestUser) => app.ctx.repos.notifications.listForUser(user.id);

/** Listeners run after the client's request has been answered: give a late one time to show up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

async function turnOff(key: NotificationToggleKey) {
  const res = await as(owner, app, {
    method: 'PATCH',
    url: '/api/settings/notifications',
    payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, [key]: false },
  });
  expect(res.statusCode).toBe(200);
}

const actions = {
  view: () => client.get(publicUrl(portal.uuid)),
  download: () => client.get(publicUrl(portal.uuid, `/files/${fileId}?download=1`)),
  comment: () => client.post(publicUrl(portal.uuid, '/comments'), { name: 'Dana', body: 'Looks great!', fileId }),
  approval: () =>
    client.post(publicUrl(portal.uuid, '/approvals'), { name: 'Dana', decision: 'approved', fileId, note: 'Ship it' }),
  form: () => client.post(publicUrl(portal.uuid, '/forms/brief'), { name: 'Dana', answers: { goal: 'More clients' } }),
};

// The client gives a name first (a comment), so every summary says who it was.
async function introduce() {
  await client.post(publicUrl(portal.uuid, '/comments'), { name: 'Dana', body: 'Hi' });
  await expect.poll(async () => (await notificationsOf(owner)).length).toBe(1);
  await app.ctx.repos.notifications.markAllRead(owner.id, new Date());
}

describe('client activity notifications', () => {
  it.each([
    ['view', 'portal_access', 'Portal viewed', 'Dana viewed "Brand refresh"', 'tab=activity&activity=visitors'],
    ['download', 'file_download', 'File downloaded', 'Dana downloaded "Logo.pdf" from "Brand refresh"', 'tab=files'],
    [
      'comment',
      'client_comment',
      'New comment',
      'Dana commented on "Logo.pdf" in "Brand refresh"',
      'tab=activity&activity=comments',
    ],
    [
      'approval',
      'client_approval',
      'Approval received',
      'Dana approved "Logo.pdf" (version 1) in "Brand refresh"',
      'tab=activity&activity=approvals',
    ],
    [
      'form',
      'form_response',
      'New form response',
      'Dana answered "Project brief" in "Brand refresh"',
      'tab=activity&activity=responses',
    ],
  ] as const)('a client %s notifies the owner only (%s)', async (action, type, title, message, query) => {
    await introduce();
    const res = await actions[action]();
    expect(res.statusCode).toBeLessThan(300);
    await expect.poll(async () => (await notificationsOf(owner)).filter((n) => !n.read).length).toBe(1);
    const [latest] = await notificationsOf(owner);
    expect(latest).toMatchObject({ type, title, read: false, link: `/dashboard/edit/${portal.id}?${query}` });
    expect(latest.message).toBe(message);
    expect(await notificationsOf(bystander)).toEqual([]);
  });

  it('makes one notification for a download of all files, not one per file', async () => {
    await createFile(app, owner, portal.id, Buffer.from('guide'), 'Guide.pdf');
    await introduce();
    const res = await client.get(publicUrl(portal.uuid, '/download-all'));
    expect(res.statusCode).toBe(200);
    await expect.poll(async () => (await notificationsOf(owner)).filter((n) => !n.read).length).toBe(1);
    await settle();
    const unread = (await notificationsOf(owner)).filter((n) => !n.read);
    expect(unread).toHaveLength(1);
    expect(unread[0]).toMatchObject({
      type: 'file_download',
      title: 'Files downloaded',
      message: 'Dana downloaded all files (2 files) from "Brand refresh"',
    });
  });

  it('says when a client asks for changes', async () => {
    await client.post(publicUrl(portal.uuid, '/approvals'), { name: 'Dana', decision: 'changes_requested', fileId });
    await expect.poll(async () => (await notificationsOf(owner))[0]?.title).toBe('Changes requested');
    expect((await notificationsOf(owner))[0]).toMatchObject({ type: 'client_approval' });
  });

  it.each([
    ['view', 'portalAccess'],
    ['download', 'fileDownloads'],
    ['comment', 'clientComments'],
    ['approval', 'clientApprovals'],
    ['form', 'formResponses'],
  ] as const)('a client %s makes no notification when %s is off', async (action, preference) => {
    await turnOff(preference);
    expect((await actions[action]()).statusCode).toBeLessThan(300);
    // Something that is still on proves the listener ran.
    if (preference !== 'fileDownloads') await actions.download();
    else await actions.comment();
    await expect.poll(async () => (await notificationsOf(owner)).length).toBe(1);
    await settle();
    const types = (await notificationsOf(owner)).map((n) => n.type);
    expect(types).toEqual([preference === 'fileDownloads' ? 'client_comment' : 'file_download']);
  });

  it('notifies one portal view per visitor per day, not per page load nor per visit', async () => {
    await actions.view();
    await actions.view();
    await actions.view();
    await expect.poll(async () => (await notificationsOf(owner)).length).toBe(1);
    const other = browser(app, '192.0.2.200');
    await other.get(publicUrl(portal.uuid));
    await expect.poll(async () => (await notificationsOf(owner)).length).toBe(2);
    // A visit half an hour later counts in analytics, but the owner has heard of this visitor today.
    app.ctx.clock = () => new Date(Date.now() + 31 * 60_000);
    await actions.view();
    await expect
      .poll(async () => (await app.ctx.repos.events.countByPortal([portal.id], 'view')).get(portal.id))
      .toBe(3);
    await settle();
    expect(await notificationsOf(owner)).toHaveLength(2);
    app.ctx.clock = () => new Date(Date.now() + 25 * 60 * 60_000);
    await actions.view();
    await expect.poll(async () => (await notificationsOf(owner)).length).toBe(3);
    expect((await notificationsOf(owner)).every((n) => n.type === 'portal_access')).toBe(true);
  });

  it('notifies the portal limit once while it is unread, and not at all when that preference is off', async () => {
    for (let i = 0; i < 2; i++) await createPortal(app, owner);
    for (let i = 0; i < 2; i++) {
      const res = await as(owner, app, { method: 'POST', url: '/api/portals', payload: { name: 'One too many' } });
      expect(res.statusCode).toBe(403);
    }
    const limits = (await notificationsOf(owner)).filter((n) => n.title === 'Portal limit reached');
    expect(limits).toHaveLength(1);
    expect(limits[0]).toMatchObject({ type: 'other', link: '/pricing' });

    await turnOff('portalLimitReached');
    await app.ctx.repos.notifications.markAllRead(owner.id, new Date());
    await as(owner, app, { method: 'POST', url: '/api/portals', payload: { name: 'One too many' } });
    expect((await notificationsOf(owner)).filter((n) => n.title === 'Portal limit reached')).toHaveLength(1);
  });
});
