import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { stubResolver } from '../../../test/dns-stub';
import { as, createAdmin, createCreator, signUp, type TestUser } from '../../../test/factories';
import { recheckPendingDomains } from './custom-domains.service';
import { checkDomain, createSystemResolver } from './dns-check';

const APP_HOST = 'app.clientdock.test';
let app: FastifyInstance;
let agency: TestUser;
let dns: ReturnType<typeof stubResolver>;

beforeEach(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: `http://${APP_HOST}:3000` } });
  dns = stubResolver({ hosts: { [APP_HOST]: ['203.0.113.10'] } });
  app.ctx.dns = dns;
  await signUp(app, { email: 'operator@example.com' });
  agency = await createCreator(app, { plan: 'agency', email: 'agency@example.com' });
});
afterEach(async () => {
  await app.close();
});

const register = (user: TestUser | null, domain: unknown) =>
  as(user, app, { method: 'POST', url: '/api/custom-domains', payload: { domain } as Record<string, unknown> });
const status = (user: TestUser, domain: string) =>
  as(user, app, { method: 'GET', url: `/api/custom-domains/${domain}/status` });
const tlsAsk = (domain: string) =>
  app.inject({ method: 'GET', url: `/api/custom-domains/tls-ask?domain=${encodeURIComponent(domain)}` });

describe('registering a custom domain', () => {
  it('answers 201 with the DNS records to create', async () => {
    const res = await register(agency, 'Portal.Acme.test.');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ domain: 'portal.acme.test', status: 'pending', lastCheckedAt: null, error: null });
    expect(body.records[0]).toEqual({ type: 'CNAME', name: 'portal.acme.test', value: APP_HOST });
    expect(body.records[1].type).toBe('TXT');
    expect(body.records[1].name).toBe('_clientdock.portal.acme.test');
    expect(body.records[1].value).toMatch(/^clientdock-verify=[0-9a-f]{32}$/);
    const branding = await as(agency, app, { method: 'GET', url: '/api/settings/branding' });
    expect(branding.json().customDomain).toBe('portal.acme.test');
    const log = await app.ctx.repos.audit.listByAction('custom_domain.added');
    expect(log[0]).toMatchObject({ actorId: agency.id, targetId: 'portal.acme.test' });
    // Registering it again is harmless.
    const again = await register(agency, 'portal.acme.test');
    expect(again.statusCode).toBe(200);
    expect(again.json().records).toEqual(body.records);
  });

  it.each([
    ['free', 403],
    ['pro', 403],
  ] as const)('refuses a %s creator: custom domains need the Agency plan', async (plan, code) => {
    const user = await createCreator(app, { plan });
    const res = await register(user, 'portal.example.com');
    expect(res.statusCode).toBe(code);
    expect(res.json().error).toEqual({
      code: 'PLAN_REQUIRED',
      message: 'Custom domains are part of the Agency plan. Upgrade to Agency to use your own domain.',
    });
  });

  it('lets an admin register one', async () => {
    const admin = await createAdmin(app);
    expect((await register(admin, 'admin.example.com')).statusCode).toBe(201);
  });

  it.each([
    'https://portal.example.com',
    'portal.example.com:8443',
    'portal.example.com/path',
    '-bad.example.com',
    'bad-.example.com',
    'under_score.example.com',
    `${'a'.repeat(64)}.example.com`,
    `${'abcdefghi.'.repeat(26)}com`,
    'exa mple.com',
    'portal.example.123',
    '',
    42,
    null,
  ])('refuses %j as a domain name', async (domain) => {
    const res = await register(agency, domain);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Enter a domain name such as portal.example.com (no https://, port or path).',
    );
  });

  it("refuses the app's own host and names under it", async () => {
    for (const domain of [APP_HOST, `client.${APP_HOST}`]) {
      const res = await register(agency, domain);
      expect(res.statusCode, domain).toBe(400);
      expect(res.json().error.message).toBe('This is the address of ClientDock itself; use a domain of your own.');
    }
  });

  it('lets an unverified claim block nobody: the first account to verify wins, later ones get 409', async () => {
    const squatter = await createCreator(app, { plan: 'agency' });
    const early = (await register(squatter, 'portal.acme.test')).json();
    const res = await register(agency, 'PORTAL.acme.test');
    expect(res.statusCode).toBe(201);
    const mine = res.json();
    expect(mine.records[1].value).not.toBe(early.records[1].value);

    // Only the domain's real owner can publish its own token; the squatter's claim never verifies.
    dns.txt![mine.records[1].name] = [mine.records[1].value];
    expect((await status(agency, 'portal.acme.test')).json()).toMatchObject({ status: 'verified', error: null });
    expect((await status(squatter, 'portal.acme.test')).json()).toMatchObject({ status: 'pending' });
    expect((await tlsAsk('portal.acme.test')).statusCode).toBe(200);

    // Even with its own record published later, a second claim loses to the verified one.
    dns.txt![mine.records[1].name] = [mine.records[1].value, early.records[1].value];
    expect((await status(squatter, 'portal.acme.test')).json()).toMatchObject({
      status: 'failed',
      error:
        'Another account verified this domain first. Remove it here, or ask whoever runs the domain which account should have it.',
    });
    expect((await status(agency, 'portal.acme.test')).json().status).toBe('verified');

    const late = await register(await createCreator(app, { plan: 'agency' }), 'portal.acme.test');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: 'CONFLICT',
      message: 'This domain is already verified by another account.',
    });
  });

  it('refuses IP addresses, single names, localhost and private-network suffixes with a clear message', async () => {
    const cases: [string, string][] = [
      ['203.0.113.7', 'Enter a domain name such as portal.example.com, not an IP address.'],
      ['[2001:db8::1]', 'Enter a domain name such as portal.example.com, not an IP address.'],
      ['::1', 'Enter a domain name such as portal.example.com, not an IP address.'],
      ['intranet', 'Enter a full domain name with at least one dot, such as portal.example.com.'],
      ['localhost', "localhost is a name for private networks or the visitor's own computer"],
      ['portal.localhost', "portal.localhost is a name for private networks or the visitor's own computer"],
      ['printer.local', "printer.local is a name for private networks or the visitor's own computer"],
      ['db.corp.internal', "db.corp.internal is a name for private networks or the visitor's own computer"],
      ['https://portal.example.com/x', 'Enter a domain name such as portal.example.com (no https://, port or path).'],
    ];
    for (const [domain, message] of cases) {
      const res = await register(agency, domain);
      expect(res.statusCode, domain).toBe(400);
      expect(res.json().error.message, domain).toContain(message);
      const branding = await as(agency, app, {
        method: 'PATCH',
        url: '/api/settings/branding',
        payload: { customDomain: domain },
      });
      expect(branding.statusCode, domain).toBe(400);
    }
    // .test is for test suites only (RFC 6761): outside them it is refused like the other private names.
    const config = app.ctx.config as { env: string };
    config.env = 'production';
    try {
      const res = await register(agency, 'portal.acme.test');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('portal.acme.test is a name for private networks');
    } finally {
      config.env = 'test';
    }
    const list = await as(agency, app, { method: 'GET', url: '/api/custom-domains' });
    expect(list.json().domains).toEqual([]);
  });

  it('registers a domain set through branding, under the same rules', async () => {
    const pro = await createCreator(app, { plan: 'pro' });
    const refused = await as(pro, app, {
      method: 'PATCH',
      url: '/api/settings/branding',
      payload: { customDomain: 'pro.example.com' },
    });
    expect(refused.statusCode).toBe(403);
    const saved = await as(agency, app, {
      method: 'PATCH',
      url: '/api/settings/branding',
      payload: { customDomain: 'brand.example.com' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().customDomain).toBe('brand.example.com');
    const list = await as(agency, app, { method: 'GET', url: '/api/custom-domains' });
    expect(list.json().domains.map((d: { domain: string }) => d.domain)).toEqual(['brand.example.com']);
  });
});

describe('domain status', () => {
  it('goes pending -> verified when the TXT record matches -> active once the domain points here', async () => {
    const created = (await register(agency, 'portal.acme.test')).json();
    const txt = created.records[1];

    const first = await status(agency, 'portal.acme.test');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'pending', error: expect.stringContaining('No TXT record found') });
    expect(first.json().lastCheckedAt).not.toBeNull();

    dns.txt![txt.name] = ['clientdock-verify=somebody-else'];
    expect((await status(agency, 'portal.acme.test')).json()).toMatchObject({
      status: 'pending',
      error: expect.stringContaining('does not contain the expected verification value'),
    });

    dns.txt![txt.name] = ['v=spf1 -all', txt.value];
    expect((await status(agency, 'portal.acme.test')).json()).toMatchObject({ status: 'verified', error: null });
    expect((await tlsAsk('portal.acme.test')).statusCode).toBe(200);

    dns.cname!['portal.acme.test'] = [`${APP_HOST}.`];
    expect((await status(agency, 'portal.acme.test')).json()).toMatchObject({ status: 'active', error: null });

    // A DNS failure does not demote it; losing the TXT record does.
    dns.failWith = 'ESERVFAIL';
    expect((await status(agency, 'portal.acme.test')).json()).toMatchObject({
      status: 'active',
      error: expect.stringContaining('ESERVFAIL'),
    });
    dns.failWith = undefined;
    delete dns.txt![txt.name];
    expect((await status(agency, 'portal.acme.test')).json()).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('was removed'),
    });
    expect((await tlsAsk('portal.acme.test')).statusCode).toBe(404);
  });

  it('counts an A record with the same address as pointing here', async () => {
    const created = (await register(agency, 'apex.example')).json();
    dns.txt![created.records[1].name] = [created.records[1].value];
    dns.hosts!['apex.example'] = ['203.0.113.10'];
    expect((await status(agency, 'apex.example')).json().status).toBe('active');
  });

  it('is re-checked by the scheduled job, and fails after 7 days without the record', async () => {
    const a = (await register(agency, 'a.example.com')).json();
    await register(agency, 'b.example.com');
    dns.txt![a.records[1].name] = [a.records[1].value];
    expect(await recheckPendingDomains(app.ctx)).toBe(1);
    expect((await app.ctx.repos.customDomains.findClaim(agency.id, 'a.example.com'))?.status).toBe('verified');
    expect((await app.ctx.repos.customDomains.findClaim(agency.id, 'b.example.com'))?.status).toBe('pending');
    const inEightDays = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await recheckPendingDomains(app.ctx, inEightDays)).toBe(1);
    const b = await app.ctx.repos.customDomains.findClaim(agency.id, 'b.example.com');
    expect(b).toMatchObject({ status: 'failed', error: expect.stringContaining('7 days') });
  });

  it("keeps another creator's domains hidden (404) and unchangeable", async () => {
    await register(agency, 'portal.acme.test');
    const rival = await createCreator(app, { plan: 'agency' });
    expect((await status(rival, 'portal.acme.test')).statusCode).toBe(404);
    const del = await as(rival, app, { method: 'DELETE', url: '/api/custom-domains/portal.acme.test' });
    expect(del.statusCode).toBe(404);
    const list = await as(rival, app, { method: 'GET', url: '/api/custom-domains' });
    expect(list.json().domains).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/custom-domains' })).statusCode).toBe(401);
    expect((await register(null, 'x.example.com')).statusCode).toBe(401);
    expect((await status(agency, 'no-such.example.com')).statusCode).toBe(404);
    expect((await status(agency, 'not a domain')).statusCode).toBe(404);
  });

  it('removes a domain: 204, audit entry, branding cleared', async () => {
    await register(agency, 'portal.acme.test');
    const res = await as(agency, app, { method: 'DELETE', url: '/api/custom-domains/portal.acme.test' });
    expect(res.statusCode).toBe(204);
    expect((await as(agency, app, { method: 'GET', url: '/api/custom-domains' })).json().domains).toEqual([]);
    expect((await as(agency, app, { method: 'GET', url: '/api/settings/branding' })).json().customDomain).toBeNull();
    expect((await app.ctx.repos.audit.listByAction('custom_domain.removed'))[0].targetId).toBe('portal.acme.test');
    // Free again for anyone.
    const rival = await createCreator(app, { plan: 'agency' });
    expect((await register(rival, 'portal.acme.test')).statusCode).toBe(201);
  });
});

describe('tls-ask', () => {
  it('answers 200 only for verified domains (and the app itself), 404 otherwise', async () => {
    const created = (await register(agency, 'portal.acme.test')).json();
    expect((await tlsAsk('portal.acme.test')).statusCode).toBe(404);
    expect((await tlsAsk('unknown.example.com')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/custom-domains/tls-ask' })).statusCode).toBe(404);
    expect((await tlsAsk('<script>')).statusCode).toBe(404);
    expect((await tlsAsk(APP_HOST)).statusCode).toBe(200);
    dns.txt![created.records[1].name] = [created.records[1].value];
    await status(agency, 'portal.acme.test');
    expect((await tlsAsk('portal.acme.test')).statusCode).toBe(200);
  });

  it('stops answering 200 when the owner leaves the Agency plan', async () => {
    const created = (await register(agency, 'portal.acme.test')).json();
    dns.txt![created.records[1].name] = [created.records[1].value];
    await status(agency, 'portal.acme.test');
    await app.ctx.repos.users.update(agency.id, { plan: 'free' });
    const { forgetServing } = await import('./custom-domains.service');
    forgetServing(app.ctx);
    expect((await tlsAsk('portal.acme.test')).statusCode).toBe(404);
  });
});

describe('the real resolver', () => {
  it('looks up localhost through the operating system', async () => {
    const addresses = await createSystemResolver().lookup('localhost');
    expect(addresses.some((a) => a === '127.0.0.1' || a === '::1')).toBe(true);
  });

  it('reports a domain without records as pending, not as an error', async () => {
    const outcome = await checkDomain(
      createSystemResolver(1500),
      {
        domain: 'clientdock-test.invalid',
        status: 'pending',
        verificationToken: 'x',
        createdAt: new Date().toISOString(),
      },
      'localhost',
      new Date(),
    );
    expect(outcome.status).toBe('pending');
    expect(outcome.error).toBeTruthy();
  });
});
