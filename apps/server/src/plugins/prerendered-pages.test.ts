import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { signUp } from '../../test/factories';
import { findPrerenderedPages, hasSessionCookie } from './prerendered-pages';

let app: FastifyInstance;
let dist: string;

function write(relative: string, content: string) {
  const file = path.join(dist, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-dist-'));
  write('index.html', '<!doctype html><div id="root">app shell</div>');
  write('prerendered/index.html', '<!doctype html><div id="root" data-prerendered><h1>Landing</h1></div>');
  write('prerendered/pricing/index.html', '<!doctype html><div id="root" data-prerendered><h1>Pricing</h1></div>');
  write('prerendered/pricing/index.html.br', 'brotli pricing');
  write('prerendered/pricing/index.billing-none.prices-hidden.html', '<h1>Pricing, nothing sold</h1>');
  write('prerendered/pricing/index.billing-none.html.br', 'brotli copy');
  app = await buildTestApp({ config: { webDistDir: dist } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('prerendered public pages', () => {
  it('serves a page with its content to an anonymous visitor', async () => {
    for (const [url, heading] of [
      ['/', 'Landing'],
      ['/pricing', 'Pricing'],
      ['/pricing/', 'Pricing'],
      ['/pricing?plan=pro', 'Pricing'],
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain(`<h1>${heading}</h1>`);
      expect(res.headers.vary, url).toMatch(/cookie/i);
    }
  });

  it('sends the precompressed page to browsers that accept it', async () => {
    const res = await app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('brotli pricing');
  });

  it('gives a signed-in visitor the app, which takes them to their dashboard', async () => {
    const user = await signUp(app);
    expect(hasSessionCookie(user.cookie)).toBe(true);
    const res = await app.inject({ method: 'GET', url: '/', headers: { cookie: user.cookie } });
    expect(res.body).toContain('app shell');
    expect(res.body).not.toContain('data-prerendered');
  });

  it('leaves other paths to the app shell', async () => {
    for (const url of ['/dashboard', '/features', '/blog/some-post']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('app shell');
    }
  });
});

describe('findPrerenderedPages', () => {
  it('finds each page with the copies drawn for other offers, and nothing else', () => {
    const pages = findPrerenderedPages(dist);
    expect([...pages.keys()].sort()).toEqual(['/', '/pricing']);
    expect(pages.get('/')).toEqual({ file: 'prerendered/index.html', offerCopies: new Map() });
    expect(pages.get('/pricing')).toEqual({
      file: 'prerendered/pricing/index.html',
      offerCopies: new Map([
        ['billing-none.prices-hidden', 'prerendered/pricing/index.billing-none.prices-hidden.html'],
      ]),
    });
  });
});

describe('hasSessionCookie', () => {
  it('recognises the sign-in cookie in its plain and secure forms only', () => {
    expect(hasSessionCookie('theme=dark; app.session_token=abc.def')).toBe(true);
    expect(hasSessionCookie('__Secure-app.session_token=abc')).toBe(true);
    expect(hasSessionCookie('cd_visitor=abc; cd_portal=xyz')).toBe(false);
    expect(hasSessionCookie('my_session_token=1')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});
