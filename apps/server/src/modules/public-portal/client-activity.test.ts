import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { toCsv } from '../../lib/csv';
import { flushEvents } from './activity';

const FORM = {
  id: 'brief',
  type: 'form',
  title: 'Project brief',
  fields: [
    { id: 'goal', type: 'textarea', label: 'Goal, in a sentence', required: true },
    { id: 'score', type: 'rating', label: 'Rating' },
    { id: 'ok', type: 'checkbox', label: 'Confirmed' },
  ],
};

let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;
let portal: { id: string; uuid: string };
beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
  stranger = await createCreator(app);
});
beforeEach(async () => {
  owner = await createCreator(app, { name: 'Casey Owner' });
  portal = await createPortal(app, owner, { sections: [FORM] });
});
afterAll(async () => {
  await app?.close();
});

const url = (suffix: string) => `/api/portals/${portal.id}${suffix}`;

describe('the creator side of client activity', () => {
  it('answers 404 to another creator and 401 to nobody on every call', async () => {
    const calls = [
      { method: 'GET', url: url('/comments') },
      { method: 'POST', url: url('/comments'), payload: { body: 'hi' } },
      { method: 'PATCH', url: url('/comments/x'), payload: { resolved: true } },
      { method: 'GET', url: url('/approvals') },
      { method: 'GET', url: url('/form-responses') },
      { method: 'GET', url: url('/form-responses.csv') },
      { method: 'GET', url: url('/visitors') },
    ] as const;
    for (const call of calls) {
      const res = await as(stranger, app, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect((await as(null, app, call)).statusCode).toBe(401);
    }
  });

  it('lists comments in threads with emails, replies as the creator, and resolves', async () => {
    const client = browser(app, '192.0.2.50');
    const { fileId } = await createFile(app, owner, portal.id, Buffer.from('x'), 'x.txt');
    const question = (
      await client.post(publicUrl(portal.uuid, '/comments'), {
        name: 'Jo',
        email: 'jo@example.com',
        body: 'Can we change it?',
        fileId,
      })
    ).json();

    const reply = await as(owner, app, {
      method: 'POST',
      url: url('/comments'),
      payload: { body: 'Yes, tomorrow.', parentId: question.id },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      authorType: 'creator',
      authorName: 'Casey Owner',
      parentId: question.id,
      fileId,
      verified: true,
    });
    const empty = await as(owner, app, { method: 'POST', url: url('/comments'), payload: { body: ' ' } });
    expect(empty.statusCode).toBe(400);

    const list = (await as(owner, app, { method: 'GET', url: url('/comments') })).json().comments;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ authorEmail: 'jo@example.com', body: 'Can we change it?' });
    expect(list[0].replies[0]).toMatchObject({ body: 'Yes, tomorrow.', authorType: 'creator' });
    const publicList = (await client.get(publicUrl(portal.uuid, '/comments'))).json().comments;
    expect(publicList[0].replies[0].body).toBe('Yes, tomorrow.');
    expect(JSON.stringify(publicList)).not.toContain('jo@example.com');

    const resolved = await as(owner, app, {
      method: 'PATCH',
      url: url(`/comments/${question.id}`),
      payload: { resolved: true },
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().resolvedAt).toEqual(expect.any(String));
    expect(resolved.json().replies).toHaveLength(1);
    const reopened = await as(owner, app, {
      method: 'PATCH',
      url: url(`/comments/${question.id}`),
      payload: { resolved: false },
    });
    expect(reopened.json().resolvedAt).toBeNull();
    const bad = await as(owner, app, {
      method: 'PATCH',
      url: url(`/comments/${question.id}`),
      payload: { resolved: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('resolved must be true or false');
    expect(
      (await as(owner, app, { method: 'PATCH', url: url('/comments/unknown'), payload: { resolved: true } }))
        .statusCode,
    ).toBe(404);
  });

  it('lists approval receipts with the approver email', async () => {
    const { fileId } = await createFile(app, owner, portal.id, Buffer.from('x'), 'x.txt');
    await browser(app, '192.0.2.51').post(publicUrl(portal.uuid, '/approvals'), {
      name: 'Jo',
      email: 'jo@example.com',
      decision: 'approved',
      fileId,
    });
    const approvals = (await as(owner, app, { method: 'GET', url: url('/approvals') })).json().approvals;
    expect(approvals).toEqual([
      expect.objectContaining({ approverName: 'Jo', approverEmail: 'jo@example.com', fileVersion: 1, verified: false }),
    ]);
  });

  it('lists form responses and exports them as CSV with proper quoting', async () => {
    const client = browser(app, '192.0.2.52');
    const submit = (payload: unknown) => client.post(publicUrl(portal.uuid, '/forms/brief'), payload);
    expect(
      (
        await submit({
          name: 'Lee, "the boss"',
          email: 'lee@example.com',
          answers: { goal: 'Line one\nLine "two", done', score: 4, ok: true },
        })
      ).statusCode,
    ).toBe(201);
    const anonymous = await browser(app, '192.0.2.55').post(publicUrl(portal.uuid, '/forms/brief'), {
      answers: { goal: '=HYPERLINK("x")' },
    });
    expect(anonymous.statusCode).toBe(201);

    const json = (await as(owner, app, { method: 'GET', url: url('/form-responses') })).json().responses;
    expect(json).toHaveLength(2);
    expect(json[1]).toMatchObject({
      sectionId: 'brief',
      sectionTitle: 'Project brief',
      name: 'Lee, "the boss"',
      email: 'lee@example.com',
      answers: { goal: 'Line one\nLine "two", done', score: 4, ok: true },
    });

    const res = await as(owner, app, { method: 'GET', url: url('/form-responses.csv') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    const text = res.body.replace(/^\ufeff/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Submitted,Name,Email,Section,"Goal, in a sentence",Rating,Confirmed');
    expect(text).toContain(
      `,"Lee, ""the boss""",lee@example.com,Project brief,"Line one\nLine ""two"", done",4,Yes\r\n`,
    );
    expect(text).toContain(`,,,Project brief,"'=HYPERLINK(""x"")",,\r\n`);
  });

  it('lists visitors with their views and downloads', async () => {
    const { fileId } = await createFile(app, owner, portal.id, Buffer.from('x'), 'x.txt');
    const client = browser(app, '192.0.2.53');
    await client.get(publicUrl(portal.uuid));
    await client.get(publicUrl(portal.uuid, `/files/${fileId}?download=1`));
    await client.post(publicUrl(portal.uuid, '/comments'), { name: 'Vi', email: 'vi@example.com', body: 'hello' });
    await browser(app, '192.0.2.54').get(publicUrl(portal.uuid));
    await flushEvents(app.ctx);

    const visitors = (await as(owner, app, { method: 'GET', url: url('/visitors') })).json().visitors;
    expect(visitors).toHaveLength(2);
    const vi = visitors.find((v: { name: string | null }) => v.name === 'Vi');
    expect(vi).toMatchObject({ email: 'vi@example.com', verified: false, views: 1, downloads: 1 });

    const described = (await as(owner, app, { method: 'GET', url: url('') })).json();
    expect(described.counts).toMatchObject({ files: 1, views: 2, comments: 1, approvals: 0 });
  });

  it('lists a client who came back from another browser once, with their address', async () => {
    const first = browser(app, '192.0.2.55');
    await first.get(publicUrl(portal.uuid));
    await first.post(publicUrl(portal.uuid, '/comments'), { name: 'Ro', email: 'ro@example.com', body: 'one' });
    const again = browser(app, '192.0.2.56');
    await again.get(publicUrl(portal.uuid));
    await again.post(publicUrl(portal.uuid, '/comments'), { email: 'Ro@Example.com', name: 'Ro', body: 'two' });

    const visitors = (await as(owner, app, { method: 'GET', url: url('/visitors') })).json().visitors;
    const ro = visitors.filter((v: { email: string | null }) => v.email === 'ro@example.com');
    expect(ro).toHaveLength(1);
    expect(ro[0]).toMatchObject({ name: 'Ro', views: 2 });
    expect(visitors.some((v: { email: string | null }) => v.email === 'Ro@Example.com')).toBe(false);
  });
});

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(toCsv([['a,b', 'say "hi"', 'x\ny', '+1', 3, true, null]])).toBe(`"a,b","say ""hi""","x\ny",'+1,3,true,\r\n`);
  });
});
