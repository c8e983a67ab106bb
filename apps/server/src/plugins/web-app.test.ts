import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { signUp } from '../../test/factories';

let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><div id="root"></div>',
  );
  // The build manifest's view of the client portal route: its page imports the entry and a shared chunk.
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/features/client-portal/routes/client-portal-page.tsx': {
        file: 'assets/client-portal-page-2.js',
        imports: ['index.html', '_Button-3.js'],
      },
      '_Button-3.js': { file: 'assets/Button-3.js' },
      'src/features/client-portal/components/branded-portal.tsx': {
        file: 'assets/branded-portal-4.js',
        imports: ['_Button-3.js'],
      },
    }),
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
    for (const url of ['/', '/dashboard', '/portal/abc', '/no/such/page?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('preloads the chunks of a client portal with its page, and nothing extra elsewhere', async () => {
    const portal = await app.inject({ method: 'GET', url: '/portal/abc-123?x=1' });
    expect(portal.statusCode).toBe(200);
    const preloads = [...portal.body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.sort()).toEqual([
      '/assets/Button-3.js',
      '/assets/branded-portal-4.js',
      '/assets/client-portal-page-2.js',
    ]);
    expect(portal.body).toContain('<div id="root">');
    expect(portal.body).toContain('<link rel="preload" as="fetch" crossorigin href="/api/public/portals/abc-123">');
    const odd = await app.inject({ method: 'GET', url: '/portal/%22%3E%3Cscript%3E' });
    expect(odd.body).not.toContain('<script>');
    expect(odd.body).not.toContain('modulepreload');
    const other = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(other.body).not.toContain('modulepreload');
    const nested = await app.inject({ method: 'GET', url: '/portal/abc/extra' });
    expect(nested.body).not.toContain('modulepreload');
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
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
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
