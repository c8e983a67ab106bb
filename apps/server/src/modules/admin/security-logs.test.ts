import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { stubResolver } from '../../../test/dns-stub';
import { as, createAdmin, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';

const APP_HOST = 'app.clientdock.test';
let app: FastifyInstance;
let operator: TestUser;
let creator: TestUser;
let member: TestUser;
const dns = stubResolver({ hosts: { [APP_HOST]: ['203.0.113.10'] } });

beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: `http://${APP_HOST}:3000` }, config: { throttleBaseMs: 0 } });
  app.ctx.dns = dns;
  operator = await signUp(app, { email: 'operator@example.com' });
  creator = await createCreator(app, { plan: 'agency', email: 'casey@example.com' });
  member = await createCreator(app, { email: 'member@example.com' });
  await app.ctx.repos.users.update(member.id, { userType: 'team_member', teamRole: 'viewer' });

  // Each listed action, done the way a person would do it.
  const signIn = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  await signIn('casey@example.com', creator.password);
  await signIn('casey@example.com', 'wrong password here');
  const portal = await createPortal(app, creator, { accessType: 'pin', pin: '4321' });
  const attacker = browser(app, '198.51.100.7');
  for (let i = 0; i < 10; i++) await attacker.post(publicUrl(portal.uuid, '/unlock'), { pin: '0000' });
  await as(creator, app, { method: 'GET', url: '/api/admin/security-logs' });
  const reader = await createAdmin(app);
  await app.ctx.repos.users.update(reader.id, { adminLevel: 'standard' });
  await as(reader, app, { method: 'GET', url: '/api/admin/settings' });
  await as(reader, app, { method: 'PATCH', url: '/api/admin/settings', payload: { platformName: 'X' } });
  const target = await createCreator(app, { email: 'target@example.com' });
  await as(operator, app, { method: 'PATCH', url: `/api/admin/creators/${target.id}`, payload: { plan: 'pro' } });
  await as(operator, app, {
    method: 'PATCH',
    url: `/api/admin/creators/${target.id}`,
    payload: { status: 'suspended' },
  });
  await as(operator, app, { method: 'PATCH', url: `/api/admin/creators/${target.id}`, payload: { userType: 'admin' } });
  const domain = await as(creator, app, {
    method: 'POST',
    url: '/api/custom-domains',
    payload: { domain: 'portal.casey.test' },
  });
  const txt = domain.json().records[1];
  dns.txt![txt.name] = [txt.value];
  await as(creator, app, { method: 'GET', url: '/api/custom-domains/portal.casey.test/status' });
  await as(operator, app, { method: 'PATCH', url: '/api/admin/settings', payload: { registrationMode: 'approval' } });
});
afterAll(async () => {
  await app.close();
});

type Entry = { action: string; kind: string; actorEmail: string | null; targetEmail: string | null; details: object };
const logs = async (query = '') => {
  const res = await as(operator, app, { method: 'GET', url: `/api/admin/security-logs${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { entries: Entry[]; total: number; page: number; pageSize: number };
};
const actions = async (query: string) => (await logs(query)).entries.map((entry) => entry.action);

describe('GET /api/admin/security-logs', () => {
  it('records and filters each listed kind of action', async () => {
    expect(await actions('?kind=sign_in')).toEqual(expect.arrayContaining(['auth.sign_in', 'auth.sign_up']));
    expect(await actions('?kind=sign_in_failed')).toEqual(['auth.sign_in_failed']);
    expect(await actions('?kind=lockout')).toEqual(['portal.pin_lockout']);
    const refusals = (await logs('?kind=permission_denied')).entries;
    expect(refusals.map((entry) => [entry.action, entry.actorEmail])).toEqual(
      expect.arrayContaining([
        ['admin.access_denied', 'casey@example.com'],
        ['admin.permission_denied', expect.stringMatching(/@example\.com$/)],
      ]),
    );
    // The reader was refused reading and writing the settings; both can fall in the same millisecond, so in any order.
    expect(
      refusals.filter((entry) => entry.action === 'admin.permission_denied').map((entry) => entry.details),
    ).toEqual(expect.arrayContaining([expect.objectContaining({ permission: 'settings:write' })]));
    const changes = (await logs('?kind=account_change')).entries;
    expect(changes.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['plan.changed', 'user.suspended', 'user.role_changed']),
    );
    expect(changes.every((entry) => entry.targetEmail === 'target@example.com')).toBe(true);
    const domains = (await logs('?kind=domain_change')).entries;
    expect(domains.map((entry) => entry.action)).toEqual(['custom_domain.status_changed', 'custom_domain.added']);
    expect(domains[0].details).toMatchObject({ domain: 'portal.casey.test', from: 'pending', to: 'verified' });
    expect(await actions('?kind=settings_change')).toEqual(['platform.settings_changed']);
  });

  it('searches actors and targets, narrows by dates and pages, newest first', async () => {
    const byActor = await logs('?q=casey@');
    expect(byActor.entries.length).toBeGreaterThan(0);
    expect(
      byActor.entries.every((e) => e.actorEmail === 'casey@example.com' || e.targetEmail === 'casey@example.com'),
    ).toBe(true);
    expect((await logs('?q=target@example.com&kind=account_change')).total).toBe(3);
    const all = await logs();
    const today = new Date().toISOString().slice(0, 10);
    expect((await logs(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await logs('?to=2020-01-01')).total).toBe(0);
    expect((await logs(`?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).total).toBe(0);
    const first = await logs('?pageSize=3&page=1');
    const second = await logs('?pageSize=3&page=2');
    expect(first.entries).toHaveLength(3);
    expect(second.entries[0]).not.toEqual(first.entries[0]);
    expect(first.total).toBe(all.total);
  });

  it('answers bad filters with 400', async () => {
    for (const [query, message] of [
      ['?kind=everything', expect.stringContaining('kind must be one of sign_in, sign_in_failed')],
      ['?from=yesterday', expect.stringContaining('from must be a date such as 2025-01-31')],
      ['?from=2025-02-01&to=2025-01-01', 'from must be before to'],
      ['?pageSize=500', 'pageSize must be a whole number from 1 to 200'],
    ] as const) {
      const res = await as(operator, app, { method: 'GET', url: `/api/admin/security-logs${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toEqual(message);
    }
  });

  it('refuses creators and team members, and admins without logs:read', async () => {
    for (const url of ['/api/admin/security-logs', '/api/admin/security-logs/export.csv?kind=nope']) {
      for (const user of [creator, member]) {
        const res = await as(user, app, { method: 'GET', url });
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe('Admin privileges required to access this page.');
      }
      const admin = await createAdmin(app);
      // Sign-ups wait for approval by now (the last action above); this one is let in directly.
      await app.ctx.repos.users.update(admin.id, { adminLevel: 'standard', status: 'active' });
      await app.ctx.repos.users.setPermissions(admin.id, ['users:read']);
      const res = await as(admin, app, { method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Permission required: logs:read. Contact your administrator for access.');
    }
  });
});

describe('GET /api/admin/security-logs/export.csv', () => {
  it('downloads the filtered log as CSV', async () => {
    const res = await as(operator, app, {
      method: 'GET',
      url: '/api/admin/security-logs/export.csv?kind=account_change',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="security-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Time (UTC),Event,Action,Actor email,Actor ID,Target type,Target,Target email,IP address,User agent,Details',
    );
    expect(lines.slice(1).some((line) => line.includes('Account suspended,user.suspended,operator@example.com'))).toBe(
      true,
    );
    expect(lines).toHaveLength(4);
  });
});
