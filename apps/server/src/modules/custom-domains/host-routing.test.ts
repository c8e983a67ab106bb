import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { stubResolver } from '../../../test/dns-stub';
import { as, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { resolveCustomDomain } from './custom-domains.service';
import { isAllowedOnCustomDomain, portalUuidInPath } from './host-routing';

const DOMAIN = 'portal.acme.test';
let app: FastifyInstance;
let dist: string;
let owner: TestUser;
let ownPortal: { uuid: string };
let otherPortal: { uuid: string };

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  app = await buildTestApp({ config: { webDistDir: dist } });
  const dns = stubResolver({});
  app.ctx.dns = dns;
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { plan: 'agency' });
  const other = await createCreator(app, { plan: 'agency' });
  ownPortal = await createPortal(app, owner, { name: 'Acme launch' });
  otherPortal = await createPortal(app, other, { name: 'Someone else' });
  const created = (
    await as(owner, app, { method: 'POST', url: '/api/custom-domains', payload: { domain: DOMAIN } })
  ).json();
  dns.txt![created.records[1].name] = [created.records[1].value];
  await as(owner, app, { method: 'GET', url: `/api/custom-domains/${DOMAIN}/status` });
  await as(other, app, { method: 'POST', url: '/api/custom-domains', payload: { domain: 'pending.other.test' } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const onDomain = (url: string, host = DOMAIN, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });

describe('requests on a verified custom domain', () => {
  it('resolves the host to its creator, whatever the case or port', async () => {
    expect(await resolveCustomDomain(app.ctx, 'PORTAL.acme.test:443')).toEqual({ domain: DOMAIN, ownerId: owner.id });
    expect(await resolveCustomDomain(app.ctx, 'pending.other.test')).toBeNull();
    expect(await resolveCustomDomain(app.ctx, 'nobody.example.com')).toBeNull();
  });

  it("serves the creator's portals at /portal/{uuid} and /{uuid}, and the app's assets", async () => {
    for (const url of ['/', `/portal/${ownPortal.uuid}`, `/${ownPortal.uuid}`, '/portal', '/assets/app-123.js']) {
      const res = await onDomain(url);
      expect(res.statusCode, url).toBe(200);
    }
    expect((await onDomain('/api/health')).statusCode).toBe(200);
  });

  it("refuses another creator's portals", async () => {
    for (const url of [
      `/portal/${otherPortal.uuid}`,
      `/${otherPortal.uuid}`,
      `/api/public/portals/${otherPortal.uuid}`,
    ]) {
      const res = await onDomain(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('refuses everything else: dashboard, sign-in, creator API, even with a session', async () => {
    for (const url of [
      '/dashboard',
      '/login',
      '/admin/dashboard',
      '/api/me',
      '/api/auth/get-session',
      '/api/portals',
      '/api/account/export',
      '/api/settings/profile',
      '/api/custom-domains',
      '/dev/mailbox',
      '/portal/../api/me',
      '/assets/..%2F..%2Fsecrets.json',
    ]) {
      const res = await onDomain(url, DOMAIN, owner.cookie);
      expect(res.statusCode, url).toBe(404);
    }
    const write = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { host: DOMAIN },
      payload: { email: 'x@example.com', password: 'whatever' },
    });
    expect(write.statusCode).toBe(404);
  });

  it('leaves the main host and unverified domains alone', async () => {
    expect((await app.inject({ method: 'GET', url: '/dashboard' })).statusCode).toBe(200);
    expect((await as(owner, app, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await onDomain('/api/me', 'pending.other.test', owner.cookie)).statusCode).toBe(200);
  });
});

describe('path rules', () => {
  it('allows only the portal app and public APIs', () => {
    expect(isAllowedOnCustomDomain('/')).toBe(true);
    expect(isAllowedOnCustomDomain('/api/branding/logo/u/logo-1.png')).toBe(true);
    expect(isAllowedOnCustomDomain('/api/public/portals/abc/files/1')).toBe(true);
    expect(isAllowedOnCustomDomain('/api/publicity')).toBe(false);
    expect(isAllowedOnCustomDomain('/portals')).toBe(false);
    expect(isAllowedOnCustomDomain('/portal/../dashboard')).toBe(false);
  });

  it('finds the portal uuid a path names', () => {
    const uuid = 'a'.repeat(32);
    expect(portalUuidInPath(`/portal/${uuid}`)).toBe(uuid);
    expect(portalUuidInPath(`/${uuid}/`)).toBe(uuid);
    expect(portalUuidInPath(`/api/public/portals/${uuid}/unlock`)).toBe(uuid);
    expect(portalUuidInPath('/portal')).toBeNull();
  });
});
