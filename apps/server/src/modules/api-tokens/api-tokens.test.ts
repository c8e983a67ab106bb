import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { assign, joinTeam } from '../../../test/team';
import { listen, uploadFile } from '../../../test/tus';

let app: FastifyInstance;
let base: string;
const RATE = 8;
beforeAll(async () => {
  app = await buildTestApp({ config: { apiTokenRatePerMinute: RATE } });
  base = await listen(app);
  await signUp(app, { email: 'operator@example.com' });
});
afterAll(async () => {
  await app.close();
});

async function makeToken(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await as(user, app, {
    method: 'POST',
    url: '/api/tokens',
    payload: { name: 'CRM sync', scopes: ['read', 'write'], ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; token: string; prefix: string; scopes: string[] };
}

const withToken = (token: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...(options.headers ?? {}), authorization: `Bearer ${token}` } });

describe('API tokens', () => {
  it('are shown once, kept only as a hash, and listed without the token', async () => {
    const creator = await createCreator(app);
    const created = await makeToken(creator, { name: 'Zapier' });
    expect(created.token).toMatch(/^cdk_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    const row = await app.ctx.db.selectFrom('api_token').selectAll().where('id', '=', created.id).executeTakeFirst();
    expect(row?.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const list = (await as(creator, app, { method: 'GET', url: '/api/tokens' })).json();
    expect(list.tokens).toEqual([
      expect.objectContaining({ id: created.id, name: 'Zapier', scopes: ['read', 'write'], lastUsedAt: null }),
    ]);
    expect(JSON.stringify(list)).not.toContain(created.token);
  });

  it('act for their owner on /api routes without a cookie or an Origin check, and note the last use', async () => {
    const creator = await createCreator(app);
    const portal = await createPortal(app, creator, { name: 'Acme rebrand' });
    const { token, id } = await makeToken(creator);
    const list = await withToken(token, { method: 'GET', url: '/api/portals' });
    expect(list.statusCode).toBe(200);
    expect(list.json().portals.map((p: { id: string }) => p.id)).toContain(portal.id);
    const made = await withToken(token, {
      method: 'POST',
      url: '/api/portals',
      headers: { origin: 'https://crm.example.net' },
      payload: { name: 'Made by a script' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const listed = (await as(creator, app, { method: 'GET', url: '/api/tokens' })).json().tokens;
    expect(listed.find((t: { id: string }) => t.id === id).lastUsedAt).not.toBeNull();
  });

  it('with the read scope only may not write', async () => {
    const creator = await createCreator(app);
    const { token } = await makeToken(creator, { scopes: ['read'] });
    expect((await withToken(token, { method: 'GET', url: '/api/portals' })).statusCode).toBe(200);
    const res = await withToken(token, { method: 'POST', url: '/api/portals', payload: { name: 'Nope' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
    const portals = (await as(creator, app, { method: 'GET', url: '/api/portals' })).json().portals;
    expect(portals).toHaveLength(0);
  });

  it('never reach token management, the account or its security settings', async () => {
    const creator = await createCreator(app);
    const { token } = await makeToken(creator);
    for (const [method, url, payload] of [
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'Another', scopes: ['write'] }],
      ['POST', '/api/account/password', { currentPassword: creator.password, newPassword: 'another long secret' }],
      ['GET', '/api/account/export', undefined],
    ] as const) {
      const res = await withToken(token, { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('TOKEN_NOT_ALLOWED');
    }
    expect((await as(creator, app, { method: 'GET', url: '/api/tokens' })).json().tokens).toHaveLength(1);
  });

  it('see only their owner’s resources: another creator’s portal is 404', async () => {
    const owner = await createCreator(app);
    const portal = await createPortal(app, owner);
    const stranger = await createCreator(app);
    const { token } = await makeToken(stranger);
    expect((await withToken(token, { method: 'GET', url: `/api/portals/${portal.id}` })).statusCode).toBe(404);
    const del = await withToken(token, { method: 'DELETE', url: `/api/portals/${portal.id}` });
    expect(del.statusCode).toBe(404);
  });

  it('are refused once revoked, at once; another account cannot revoke them', async () => {
    const creator = await createCreator(app);
    const { token, id } = await makeToken(creator);
    const stranger = await createCreator(app);
    expect((await as(stranger, app, { method: 'DELETE', url: `/api/tokens/${id}` })).statusCode).toBe(404);
    expect((await withToken(token, { method: 'GET', url: '/api/portals' })).statusCode).toBe(200);
    expect((await as(creator, app, { method: 'DELETE', url: `/api/tokens/${id}` })).statusCode).toBe(204);
    const after = await withToken(token, { method: 'GET', url: '/api/portals' });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('INVALID_TOKEN');
    expect((await as(creator, app, { method: 'DELETE', url: `/api/tokens/${id}` })).statusCode).toBe(404);
  });

  it('expire at their expiry', async () => {
    const creator = await createCreator(app);
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const { token } = await makeToken(creator, { expiresAt });
    expect((await withToken(token, { method: 'GET', url: '/api/portals' })).statusCode).toBe(200);
    const realClock = app.ctx.clock;
    app.ctx.clock = () => new Date(Date.now() + 3_600_001);
    try {
      const res = await withToken(token, { method: 'GET', url: '/api/portals' });
      expect(res.statusCode).toBe(401);
      const listed = (await as(creator, app, { method: 'GET', url: '/api/tokens' })).json().tokens;
      expect(listed[0].expired).toBe(true);
    } finally {
      app.ctx.clock = realClock;
    }
  });

  it('are limited per token per minute, with RateLimit headers and Retry-After', async () => {
    const creator = await createCreator(app);
    const { token } = await makeToken(creator);
    const other = (await makeToken(creator, { name: 'Other' })).token;
    const remaining: string[] = [];
    for (let i = 0; i < RATE; i++) {
      const res = await withToken(token, { method: 'GET', url: '/api/portals' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe(String(RATE));
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining.at(0)).toBe(String(RATE - 1));
    expect(remaining.at(-1)).toBe('0');
    const refused = await withToken(token, { method: 'GET', url: '/api/portals' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await withToken(other, { method: 'GET', url: '/api/portals' })).statusCode).toBe(200);
    const realClock = app.ctx.clock;
    app.ctx.clock = () => new Date(Date.now() + 61_000);
    try {
      expect((await withToken(token, { method: 'GET', url: '/api/portals' })).statusCode).toBe(200);
    } finally {
      app.ctx.clock = realClock;
    }
  });

  it('leave every use in the audit log, with the route and the answer', async () => {
    const creator = await createCreator(app);
    const { token, id } = await makeToken(creator, { name: 'Audited' });
    await withToken(token, { method: 'GET', url: '/api/portals' });
    await withToken(token, { method: 'GET', url: '/api/portals/no-such-portal' });
    // The entry is written once the answer has gone out (onResponse), so it may land just after the answer.
    const uses = await vi.waitFor(async () => {
      const rows = await app.ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'api_token.used')
        .where('targetId', '=', id)
        .execute();
      if (rows.length < 2) throw new Error(`${rows.length} of 2 uses recorded so far`);
      return rows;
    });
    const details = uses.map((row) => (typeof row.details === 'string' ? JSON.parse(row.details) : row.details));
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ token: 'Audited', method: 'GET', route: '/api/portals', status: 200 }),
        expect.objectContaining({ route: '/api/portals/:id', status: 404 }),
      ]),
    );
    expect(uses.every((row) => row.actorId === creator.id)).toBe(true);
  });

  it('upload through tus; a read token may not', async () => {
    const creator = await createCreator(app, { plan: 'pro' });
    const portal = await createPortal(app, creator);
    const writer = (await makeToken(creator)).token;
    const reader = (await makeToken(creator, { scopes: ['read'] })).token;
    const bytes = Buffer.from('hello from a script');
    const done = await uploadFile({ base, token: writer }, bytes, { portalId: portal.id, filename: 'script.txt' });
    expect(done.fileId).toBeTruthy();
    const files = (await withToken(writer, { method: 'GET', url: `/api/portals/${portal.id}/files` })).json();
    expect(files.files.map((f: { name: string }) => f.name)).toContain('script.txt');
    await expect(
      uploadFile({ base, token: reader }, bytes, { portalId: portal.id, filename: 'nope.txt' }),
    ).rejects.toThrow(/create failed: 403/);
  });

  it('of a team member act within the member’s role', async () => {
    const owner = await createCreator(app, { plan: 'agency' });
    const portal = await createPortal(app, owner);
    const viewer = await joinTeam(app, owner, 'viewer');
    await assign(app, owner, portal.id, [viewer.memberId]);
    const { token } = await makeToken(viewer);
    const read = await withToken(token, { method: 'GET', url: `/api/portals/${portal.id}` });
    const readByCookie = await as(viewer, app, { method: 'GET', url: `/api/portals/${portal.id}` });
    expect(read.statusCode).toBe(200);
    expect(readByCookie.statusCode).toBe(200);
    const rename = { method: 'PATCH', url: `/api/portals/${portal.id}`, payload: { name: 'X' } } as const;
    const write = await withToken(token, rename);
    expect(write.statusCode).toBe(403);
    expect(write.statusCode).toBe((await as(viewer, app, rename)).statusCode);
    expect((await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}` })).json().name).toBe(portal.name);
  });

  it('of a suspended account are refused', async () => {
    const creator = await createCreator(app);
    const { token } = await makeToken(creator);
    await app.ctx.repos.users.update(creator.id, { status: 'suspended' });
    const res = await withToken(token, { method: 'GET', url: '/api/portals' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('answer a made-up or malformed token with 401, never the cookie’s account', async () => {
    const creator = await createCreator(app);
    const res = await as(creator, app, {
      method: 'GET',
      url: '/api/portals',
      headers: { authorization: `Bearer cdk_${'x'.repeat(43)}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('answer bad input with 400 and a message, and a signed-out caller with 401', async () => {
    const creator = await createCreator(app);
    for (const [payload, message] of [
      [{ scopes: ['read'] }, 'Give the token a name, like "CRM sync"'],
      [{ name: '  ', scopes: ['read'] }, 'Give the token a name, like "CRM sync"'],
      [{ name: 'x'.repeat(81), scopes: ['read'] }, 'A token name can be at most 80 characters'],
      [{ name: 'A' }, 'Choose what the token may do: read, write or both'],
      [{ name: 'A', scopes: [] }, 'Choose what the token may do: read, write or both'],
      [{ name: 'A', scopes: ['admin'] }, 'A scope is "read" or "write"'],
      [{ name: 'A', scopes: 'read' }, 'Choose what the token may do: read, write or both'],
      [
        { name: 'A', scopes: ['read'], expiresAt: 'tomorrow' },
        'The expiry must be a date and time, like 2027-01-31T00:00:00Z',
      ],
      [{ name: 'A', scopes: ['read'], expiresAt: '2020-01-01T00:00:00Z' }, 'The expiry must be in the future'],
    ] as const) {
      const res = await as(creator, app, { method: 'POST', url: '/api/tokens', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await as(null, app, { method: 'GET', url: '/api/tokens' })).statusCode).toBe(401);
    expect((await as(null, app, { method: 'POST', url: '/api/tokens', payload: {} })).statusCode).toBe(401);
  });
});
