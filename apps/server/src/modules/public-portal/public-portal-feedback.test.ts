import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { type Browser, browser, latestCode, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';

const FORM = {
  id: 'feedback',
  type: 'form',
  title: 'Your feedback',
  fields: [
    { id: 'score', type: 'rating', label: 'Overall', required: true, options: { max: 5 } },
    { id: 'pick', type: 'select', label: 'Favourite', options: { choices: ['Blue', 'Green'] } },
    { id: 'agree', type: 'checkbox', label: 'I agree', required: true },
    { id: 'notes', type: 'textarea', label: 'Notes' },
  ],
};

let app: FastifyInstance;
let owner: TestUser;
let portal: { id: string; uuid: string };
let fileId: string;
let client: Browser;
let clientNumber = 0;
beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  owner = await createCreator(app, { name: 'Owner Person', plan: 'pro' });
  portal = await createPortal(app, owner, {
    sections: [
      { id: 'intro', type: 'content', title: 'Intro', html: '<p>Hi</p>', approvals: true },
      { id: 'notes', type: 'content', title: 'Notes', html: '<p>Read only</p>' },
      FORM,
    ],
  });
  fileId = (await createFile(app, owner, portal.id, Buffer.from('logo v1'), 'logo.svg.txt')).fileId;
  // A fresh address per test keeps the per-address post limits out of the way.
  client = browser(app, `203.0.113.${++clientNumber}`);
});
afterAll(async () => {
  await app?.close();
});

const post = (suffix: string, payload: unknown) => client.post(publicUrl(portal.uuid, suffix), payload);

describe('comments', () => {
  it('takes a comment on the portal and on a file, threads replies, and remembers the name', async () => {
    const top = await post('/comments', { name: ' Dana ', body: ' Looks great! ' });
    expect(top.statusCode).toBe(201);
    expect(top.json()).toMatchObject({
      authorName: 'Dana',
      authorType: 'client',
      verified: false,
      body: 'Looks great!',
      fileId: null,
      parentId: null,
      replies: [],
    });
    const onFile = await post('/comments', { name: 'Dana', email: 'dana@example.com', body: 'Bigger?', fileId });
    expect(onFile.json().fileId).toBe(fileId);
    const reply = await post('/comments', { name: 'Dana', body: 'Also this', parentId: onFile.json().id });
    expect(reply.json()).toMatchObject({ parentId: onFile.json().id, fileId });
    const deeper = await post('/comments', { name: 'Dana', body: 'And more', parentId: reply.json().id });
    expect(deeper.json().parentId).toBe(onFile.json().id);

    const list = (await client.get(publicUrl(portal.uuid, '/comments'))).json().comments;
    expect(list.map((c: { body: string }) => c.body)).toEqual(['Looks great!', 'Bigger?']);
    expect(list[1].replies.map((c: { body: string }) => c.body)).toEqual(['Also this', 'And more']);
    expect((await client.get(publicUrl(portal.uuid))).json().visitor).toEqual({
      name: 'Dana',
      email: 'dana@example.com',
      verified: false,
    });
    const events = (await app.ctx.repos.events.listByPortal(portal.id)).filter((e) => e.type === 'comment');
    expect(events).toHaveLength(4);
  });

  it.each([
    ['Write a comment first', { name: 'Dana', body: '   ' }],
    ['Write a comment first', { name: 'Dana' }],
    ['Your name is required', { name: '', body: 'Hi' }],
    ['Name must be at most 80 characters', { name: 'x'.repeat(81), body: 'Hi' }],
    ['Comments are at most 5000 characters', { name: 'Dana', body: 'x'.repeat(5001) }],
    ['The comment must be text', { name: 'Dana', body: 42 }],
    ['Invalid email format', { name: 'Dana', body: 'Hi', email: 'nope' }],
    ['That file is not in this portal.', { name: 'Dana', body: 'Hi', fileId: 'not-a-file' }],
    ['The comment you are replying to no longer exists.', { name: 'Dana', body: 'Hi', parentId: 'missing' }],
    ['Send a JSON object as the request body.', [1, 2]],
  ])('answers 400 "%s"', async (message, payload) => {
    const res = await post('/comments', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('answers junk bodies with 4xx, never 5xx', async () => {
    const send = (payload: string, type: string) =>
      client.request({
        method: 'POST',
        url: publicUrl(portal.uuid, '/comments'),
        payload,
        headers: { 'content-type': type },
      });
    const broken = await send('{"name": "Dana", body', 'application/json');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('The request body is not valid JSON.');
    const text = await send('"just text"', 'application/json');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe('Send a JSON object as the request body.');
    const form = await send('name=Dana', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect((await send('name=Dana', 'text/plain')).statusCode).toBe(400);
  });

  it('limits how fast one address can post', async () => {
    const flooder = browser(app, '198.51.100.99');
    for (let i = 0; i < 30; i++) {
      expect((await flooder.post(publicUrl(portal.uuid, '/comments'), { name: 'Bot', body: `#${i}` })).statusCode).toBe(
        201,
      );
    }
    const res = await flooder.post(publicUrl(portal.uuid, '/comments'), { name: 'Bot', body: 'one more' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/You are sending comments too quickly/);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('approvals', () => {
  it('records the exact version and sha256, and stops applying to the latest after a new upload', async () => {
    const res = await post('/approvals', { name: 'Dana', decision: 'approved', note: 'Ship it', fileId });
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    const files = (await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}/files` })).json().files;
    expect(receipt).toMatchObject({
      decision: 'approved',
      note: 'Ship it',
      fileId,
      fileName: 'logo.svg.txt',
      fileVersion: 1,
      sha256: files[0].sha256,
      sectionId: null,
      approverName: 'Dana',
      verified: false,
      appliesToLatest: true,
    });
    const stored = await app.ctx.db.selectFrom('approval').selectAll().where('id', '=', receipt.id).executeTakeFirst();
    expect(stored?.fileVersionId).toBe(files[0].versionId);

    await createFile(app, owner, portal.id, Buffer.from('logo v2'), 'logo.svg.txt', fileId);
    const list = (await client.get(publicUrl(portal.uuid, '/approvals'))).json().approvals;
    expect(list[0]).toMatchObject({ id: receipt.id, fileVersion: 1, appliesToLatest: false });
    const creator = (await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}/approvals` })).json();
    expect(creator.approvals[0]).toMatchObject({ id: receipt.id, appliesToLatest: false, sha256: receipt.sha256 });
  });

  it('approves a section, and requests changes', async () => {
    const res = await post('/approvals', { name: 'Dana', decision: 'changes_requested', sectionId: 'intro' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      sectionId: 'intro',
      fileId: null,
      sha256: null,
      appliesToLatest: true,
      note: '',
    });
    const events = (await app.ctx.repos.events.listByPortal(portal.id)).filter((e) => e.type === 'approval');
    expect(events).toHaveLength(1);
  });

  it('keeps the receipts of a section whose approvals the creator turned off, and takes no new ones', async () => {
    const given = await post('/approvals', { name: 'Dana', decision: 'approved', sectionId: 'intro' });
    expect(given.statusCode).toBe(201);
    const off = await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}`,
      payload: { sections: [{ id: 'intro', type: 'content', title: 'Intro', html: '<p>Hi</p>', approvals: false }] },
    });
    expect(off.statusCode).toBe(200);
    const again = await post('/approvals', {
      name: 'Dana',
      decision: 'changes_requested',
      sectionId: 'intro',
      note: 'x',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: expect.any(String),
      message: 'This section does not ask for approval.',
    });
    const list = (await client.get(publicUrl(portal.uuid, '/approvals'))).json().approvals;
    expect(list.map((approval: { id: string }) => approval.id)).toEqual([given.json().id]);
  });

  it.each([
    ['Approve either one file or one section', { name: 'Dana', decision: 'approved' }],
    ['Approve either one file or one section', { name: 'Dana', decision: 'approved', fileId: 'a', sectionId: 'intro' }],
    ['decision must be approved or changes_requested', { name: 'Dana', decision: 'maybe', sectionId: 'intro' }],
    [
      'Notes are at most 2000 characters',
      { name: 'Dana', decision: 'approved', sectionId: 'intro', note: 'x'.repeat(2001) },
    ],
    ['That section is not in this portal.', { name: 'Dana', decision: 'approved', sectionId: 'nope' }],
    ['This section does not ask for approval.', { name: 'Dana', decision: 'approved', sectionId: 'notes' }],
    ['This section does not ask for approval.', { name: 'Dana', decision: 'approved', sectionId: 'feedback' }],
    ['That file is not in this portal.', { name: 'Dana', decision: 'approved', fileId: 'nope' }],
    ['Your name is required', { decision: 'approved', sectionId: 'intro' }],
    ['Ids are text', { name: 'Dana', decision: 'approved', sectionId: 7 }],
  ])('answers 400 "%s"', async (message, payload) => {
    const res = await post('/approvals', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});

describe('forms', () => {
  it('validates answers against the fields and stores a response', async () => {
    const res = await post('/forms/feedback', {
      name: 'Dana',
      answers: { score: 4, pick: 'Green', agree: true, notes: ' Nice ', extra: 'dropped' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), submittedAt: expect.any(String) });
    const stored = await app.ctx.repos.formResponses.listByPortal(portal.id);
    expect(stored[0]).toMatchObject({ name: 'Dana', answers: { score: 4, pick: 'Green', agree: true, notes: 'Nice' } });
    const events = (await app.ctx.repos.events.listByPortal(portal.id)).filter((e) => e.type === 'form');
    expect(events).toHaveLength(1);
  });

  it.each([
    ['"Overall" is required.', { answers: { agree: true } }],
    ['"I agree" is required.', { answers: { score: 3, agree: false } }],
    ['"Overall" must be a whole number from 1 to 5.', { answers: { score: 6, agree: true } }],
    ['"Overall" must be a whole number from 1 to 5.', { answers: { score: '5', agree: true } }],
    ['"Favourite" must be one of its choices.', { answers: { score: 5, agree: true, pick: 'Red' } }],
    ['"I agree" must be true or false.', { answers: { score: 5, agree: 'yes' } }],
    ['"Notes" must be at most 5000 characters.', { answers: { score: 5, agree: true, notes: 'x'.repeat(5001) } }],
    ['"Notes" must be text.', { answers: { score: 5, agree: true, notes: 12 } }],
    ['answers must be an object of field ids and values', { answers: [1] }],
    ['answers must be an object of field ids and values', {}],
  ])('answers 400 "%s"', async (message, payload) => {
    const res = await post('/forms/feedback', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('answers 404 for a section that is not a form', async () => {
    expect((await post('/forms/intro', { answers: {} })).statusCode).toBe(404);
    expect((await post('/forms/nothing', { answers: {} })).statusCode).toBe(404);
  });
});

describe('what a client is never shown', () => {
  it('keeps creator-only fields and other clients’ emails out of every public answer', async () => {
    const emailPortal = await createPortal(app, owner, {
      accessType: 'email',
      allowedEmails: ['first@example.com', 'second@example.com', 'third@example.com'],
      sections: [FORM],
    });
    const file = await createFile(app, owner, emailPortal.id, Buffer.from('secret bytes'), 'plan.txt');
    const enter = async (b: Browser, email: string) => {
      await b.post(publicUrl(emailPortal.uuid, '/email-code'), { email });
      await b.post(publicUrl(emailPortal.uuid, '/verify-email'), { email, code: await latestCode(app, email) });
    };
    const first = browser(app, '198.51.100.1');
    const second = browser(app, '198.51.100.2');
    await enter(first, 'first@example.com');
    await enter(second, 'second@example.com');
    const url = (suffix = '') => publicUrl(emailPortal.uuid, suffix);
    await second.post(url('/comments'), { name: 'Second', body: 'Hello', fileId: file.fileId });
    await second.post(url('/approvals'), { name: 'Second', decision: 'approved', fileId: file.fileId });
    const own = await first.post(url('/approvals'), { name: 'First', decision: 'approved', fileId: file.fileId });
    expect(own.json()).toMatchObject({ approverEmail: 'first@example.com', verified: true });

    const answers = [
      await first.get(url()),
      await first.get(url('/comments')),
      await first.get(url('/approvals')),
      await browser(app, '198.51.100.3').get(url()),
    ];
    const record = await app.ctx.repos.portals.findById(emailPortal.id);
    const storageKeys = await app.ctx.repos.files.storageKeysOfPortal(emailPortal.id);
    for (const res of answers) {
      const text = res.body;
      expect(text).not.toContain(owner.id);
      expect(text).not.toContain('ownerId');
      expect(text).not.toContain('pinHash');
      expect(text).not.toContain('allowedEmails');
      expect(text).not.toContain('second@example.com');
      expect(text).not.toContain('third@example.com');
      expect(text).not.toContain(owner.email);
      expect(text).not.toContain(record?.id);
      for (const key of storageKeys) expect(text).not.toContain(key);
    }
    const approvals = answers[2].json().approvals;
    expect(approvals.map((a: { approverEmail: string | null }) => a.approverEmail)).toEqual([
      'first@example.com',
      null,
    ]);

    const pinPortal = await createPortal(app, owner, { accessType: 'pin', pin: '9876' });
    const pinHash = (await app.ctx.repos.portals.findById(pinPortal.id))?.pinHash as string;
    const locked = await browser(app).get(publicUrl(pinPortal.uuid));
    expect(locked.body).not.toContain(pinHash);
    expect(locked.body).not.toContain(owner.id);
  });
});
