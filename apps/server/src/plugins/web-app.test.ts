import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PRERENDER_THEME_SCRIPT } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { setCookies } from '../../test/client-portal';
import { createCreator, createPortal, signUp } from '../../test/factories';

let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><div id="root"></div>',
  );
  // The client portal's own page, as the build writes it: its entry script and the chunks it imports statically.
  fs.writeFileSync(
    path.join(dist, 'portal.html'),
    '<!doctype html><head><title>Client portal</title>' +
      '<script type="module" crossorigin src="/assets/portal-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/portal-3.css"></head>' +
      '<div id="root"><!--portal-html--><p data-page="portal">Loading</p><!--/portal-html--></div>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'portal-3.css'), '.cp-root{color:red}');
  // The build's server renderer of the portal (a stand-in that shows what it was given).
  fs.mkdirSync(path.join(dist, '.ssr'));
  fs.writeFileSync(
    path.join(dist, '.ssr', 'portal-render.mjs'),
    'export async function renderPortalPage(pathname, state) {\n' +
      '  const name = state && state.status === 200 ? state.body.portal.name.replace(/</g, "&lt;") : "";\n' +
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the stand-in module's own template literal.
      '  return `<main data-page="portal" data-path="${pathname}" data-status="${state ? state.status : "none"}">${name}</main>`;\n' +
      '}\n',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  // What the build's precompression writes beside an asset (contents marked so the test can tell them apart).
  fs.writeFileSync(path.join(dist, 'assets', 'app-123.js.br'), 'brotli bytes');
  fs.writeFileSync(path.join(dist, 'assets', 'app-123.js.gz'), 'gzip bytes');
  fs.writeFileSync(path.join(dist, 'index.html.gz'), 'gzip index');
  app = await buildTestApp({ config: { webDistDir: dist } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html for app routes and unknown paths, so the client router decides', async () => {
    for (const url of ['/', '/dashboard', '/portalx', '/no/such/page?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('serves the client portal its own page, not the app', async () => {
    const portal = await app.inject({ method: 'GET', url: '/portal/abc-123?x=1' });
    expect(portal.statusCode).toBe(200);
    expect(portal.headers['content-type']).toMatch(/text\/html/);
    expect(portal.body).toContain('data-page="portal"');
    expect(portal.body).toContain('src="/assets/portal-1.js"');
    expect(portal.body).not.toContain('index-1.js');
    // Its stylesheet comes inline, so the first paint waits for no second request.
    expect(portal.body).toContain('<style>.cp-root{color:red}</style>');
    expect(portal.body).not.toContain('portal-3.css');
    const zipped = await app.inject({
      method: 'GET',
      url: '/portal/abc-123',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.rawPayload).toString('utf8')).toContain('data-page="portal"');
    for (const url of ['/portal', '/portal/', '/portal/abc/extra']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.body, url).toContain('data-page="portal"');
      expect(page.body, url).not.toContain('rel="preload" as="fetch"');
    }
    const odd = await app.inject({ method: 'GET', url: '/portal/%22%3E%3Cscript%3E' });
    expect(odd.body).toContain('data-page="portal"');
    expect(odd.body).not.toContain('<script>');
    expect(odd.body).not.toContain('rel="preload" as="fetch"');
    const other = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(other.body).not.toContain('data-page="portal"');
  });

  it('draws the portal on the server and embeds what it read, so the browser takes the page over', async () => {
    const owner = await signUp(app);
    const link = await createPortal(app, owner, {
      name: 'Spring </script> proofs',
      accessType: 'link',
      status: 'active',
    });
    const page = await app.inject({ method: 'GET', url: `/portal/${link.uuid}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<div id="root" data-rendered><main data-page="portal" data-path="/portal/${link.uuid}"`,
    );
    expect(page.body).toContain('data-status="200">Spring &lt;/script> proofs</main>');
    expect(page.body).toContain('<title>Spring &#60;/script&#62; proofs</title>');
    const state = /<script type="application\/json" id="portal-state">(.*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(state).not.toContain('</');
    expect(JSON.parse(state)).toMatchObject({
      uuid: link.uuid,
      status: 200,
      body: { portal: { name: 'Spring </script> proofs' } },
    });
    expect(page.body).toContain(`rel="preload" as="fetch" crossorigin href="/api/public/portals/${link.uuid}"`);
    // Reading the page counts no visit: the browser's own request for the portal does.
    const visitors = await app.inject({
      method: 'GET',
      url: `/api/portals/${link.id}/visitors`,
      headers: { cookie: owner.cookie },
    });
    expect(visitors.json().visitors).toEqual([]);

    const draft = await createPortal(app, owner, { status: 'draft' });
    const unpublished = await app.inject({ method: 'GET', url: `/portal/${draft.uuid}` });
    expect(unpublished.body).toContain('data-status="410"');
    expect(unpublished.body).toContain('"code":"PORTAL_NOT_PUBLISHED"');
    expect(unpublished.body).not.toContain('rel="preload" as="fetch"');

    const missing = await app.inject({ method: 'GET', url: '/portal/no-such-portal' });
    expect(missing.body).toContain('data-status="404"');
    expect(missing.body).not.toContain('rel="preload" as="fetch"');
    const entry = await app.inject({ method: 'GET', url: '/portal' });
    expect(entry.body).toContain('data-path="/portal" data-status="none"');
  });

  it('draws a PIN or email portal locked until this browser unlocks it, so a locked visit asks the API nothing', async () => {
    const owner = await createCreator(app, { plan: 'pro' });
    const pin = await createPortal(app, owner, { name: 'Proofs', accessType: 'pin', pin: '4321', status: 'active' });
    const stateOf = (body: string) =>
      JSON.parse(/<script type="application\/json" id="portal-state">(.*?)<\/script>/.exec(body)?.[1] ?? 'null');

    const locked = await app.inject({ method: 'GET', url: `/portal/${pin.uuid}` });
    expect(locked.body).toContain('data-status="401"');
    expect(locked.body).not.toContain('rel="preload" as="fetch"');
    expect(stateOf(locked.body)).toMatchObject({
      status: 401,
      body: { error: { code: 'PORTAL_LOCKED', accessType: 'pin', portal: { name: 'Proofs', whiteLabel: false } } },
    });

    const unlock = await app.inject({
      method: 'POST',
      url: `/api/public/portals/${pin.uuid}/unlock`,
      payload: { pin: '4321' },
    });
    const pageCookie = setCookies(unlock.headers).get('cd_portal_page');
    expect(pageCookie?.attributes).toContain(`Path=/portal/${pin.uuid}`);
    expect(pageCookie?.attributes).toContain('HttpOnly');
    const open = await app.inject({
      method: 'GET',
      url: `/portal/${pin.uuid}`,
      headers: { cookie: `cd_portal_page=${pageCookie?.value}` },
    });
    // Unlocked: the browser reads the portal with its own access cookie, as soon as the page arrives.
    expect(open.body).toContain('data-status="none"');
    expect(open.body).toContain(`rel="preload" as="fetch" crossorigin href="/api/public/portals/${pin.uuid}"`);

    // Another portal's cookie, or a personal link the API has still to check, is not taken as a lock.
    const email = await createPortal(app, owner, {
      accessType: 'email',
      allowedEmails: ['a@b.test'],
      status: 'active',
    });
    const other = await app.inject({
      method: 'GET',
      url: `/portal/${email.uuid}`,
      headers: { cookie: `cd_portal_page=${pageCookie?.value}` },
    });
    expect(stateOf(other.body)).toMatchObject({ status: 401, body: { error: { accessType: 'email' } } });
    const personal = await app.inject({ method: 'GET', url: `/portal/${email.uuid}?r=token` });
    expect(personal.body).toContain('data-status="none"');
  });

  it('leaves a preview to the API: no preload without its token, and a reload with its cookie is not drawn locked', async () => {
    const owner = await createCreator(app, { plan: 'pro' });
    const pin = await createPortal(app, owner, {
      name: 'Draft proofs',
      accessType: 'pin',
      pin: '4321',
      status: 'draft',
    });
    const link = await app.inject({
      method: 'POST',
      url: `/api/portals/${pin.id}/preview`,
      headers: { cookie: owner.cookie },
    });
    const { search } = new URL(link.json().url);
    const page = await app.inject({ method: 'GET', url: `/portal/${pin.uuid}${search}` });
    expect(page.body).toContain('data-status="none"');
    expect(page.body).not.toContain('rel="preload" as="fetch"');

    const opened = await app.inject({ method: 'GET', url: `/api/public/portals/${pin.uuid}${search}` });
    const pageCookie = setCookies(opened.headers).get('cd_preview_page');
    expect(pageCookie?.attributes).toContain(`Path=/portal/${pin.uuid}`);
    const reload = await app.inject({
      method: 'GET',
      url: `/portal/${pin.uuid}`,
      headers: { cookie: `cd_preview_page=${pageCookie?.value}` },
    });
    expect(reload.body).toContain('data-status="none"');
    const stranger = await app.inject({
      method: 'GET',
      url: `/portal/${pin.uuid}`,
      headers: { cookie: 'cd_preview_page=forged.token' },
    });
    expect(stranger.body).toContain('data-status="410"');
  });

  it("never serves the build's own dot folders", async () => {
    const res = await app.inject({ method: 'GET', url: '/.ssr/portal-render.mjs' });
    expect(res.body).not.toContain('renderPortalPage');
  });

  it('asks search engines not to index client portals', async () => {
    const portal = await app.inject({ method: 'GET', url: '/portal/abc' });
    expect(portal.headers['x-robots-tag']).toBe('noindex, nofollow');
    const home = await app.inject({ method: 'GET', url: '/pricing' });
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });

  it('serves hashed assets with long caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset 404 with the error envelope, never the app page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such file: /assets/index-old.js' } });
  });

  it('sends the precompressed file the browser accepts, and plain bytes otherwise', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app-123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await app.inject({ method: 'GET', url: '/assets/app-123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip bytes');
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/app-123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    const shell = await app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
    expect(shell.headers['content-encoding']).toBe('gzip');
    expect(shell.body).toBe('gzip index');
  });

  it('never serves the app shell for API paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    // 'self', and the one inline script by its hash: a prerendered page's theme swap, as the build writes it.
    const swapHash = createHash('sha256').update(PRERENDER_THEME_SCRIPT).digest('base64');
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${swapHash}'`);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('same-origin check on writes', () => {
  it('refuses a state-changing API request from another site', async () => {
    const user = await signUp(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('BAD_ORIGIN');
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('accepts the same request from the app itself', async () => {
    const user = await signUp(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });
});
