import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { analyticsScriptTag, withAnalyticsScript } from '../lib/analytics-script';

const PAGE = '<!doctype html><html lang="en"><head><title>Pricing</title></head><body><h1>Pricing</h1></body></html>';
const SHELL =
  '<!doctype html><html lang="en"><head><title>ClientDock</title></head><body><div id="root"></div></body></html>';
const PORTAL =
  '<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"><!--portal-html--><!--/portal-html--></div></body></html>';

function dist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-dist-'));
  const write = (relative: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), content);
  };
  write('index.html', SHELL);
  write('portal.html', PORTAL);
  write('prerendered/pricing/index.html', PAGE);
  return dir;
}

const PLAUSIBLE = {
  PUBLIC_URL: 'https://portal.example.com',
  ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js',
};
const UMAMI = {
  ANALYTICS_SCRIPT_URL: 'https://stats.studio.test/script.js?v=2&x=1',
  ANALYTICS_SCRIPT_KIND: 'umami',
  ANALYTICS_SITE_ID: '94db1cb1-74f4-4a40-ad6c-962362670409',
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const get = (url: string) => app!.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
const csp = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    String(headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;

describe('the analytics script on the pages', () => {
  it('puts the Plausible tag on the public and app pages, and its origin only in script-src and connect-src', async () => {
    app = await buildTestApp({ env: PLAUSIBLE, config: { webDistDir: dist() } });
    const tag = '<script defer data-domain="portal.example.com" src="https://plausible.io/js/script.js"></script>';
    for (const url of ['/pricing', '/dashboard/portals', '/login']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`${tag}</head>`);
    }
    const policy = csp((await get('/api/health')).headers);
    expect(policy['script-src']).toContain('https://plausible.io');
    expect(policy['connect-src']).toEqual(["'self'", 'https://plausible.io']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['img-src']).not.toContain('https://plausible.io');
  });

  it('never puts it on a client portal page, whose address is the portal\u2019s key', async () => {
    app = await buildTestApp({ env: PLAUSIBLE, config: { webDistDir: dist() } });
    const res = await get('/portal/0f6a2d7e-1b2c-4d5e-8f90-123456789abc');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>');
    expect(res.body).not.toContain('plausible');
  });

  it('writes the Umami tag with its website id and the query string left out, escaped', async () => {
    app = await buildTestApp({ env: UMAMI, config: { webDistDir: dist() } });
    const res = await get('/dashboard');
    expect(res.body).toContain(
      '<script defer data-website-id="94db1cb1-74f4-4a40-ad6c-962362670409" data-exclude-search="true" src="https://stats.studio.test/script.js?v=2&#38;x=1"></script></head>',
    );
    const policy = csp(res.headers);
    expect(policy['script-src']).toContain('https://stats.studio.test');
    expect(policy['connect-src']).toEqual(["'self'", 'https://stats.studio.test']);
  });

  it('is off by default: no script and the CSP as before', async () => {
    app = await buildTestApp({ config: { webDistDir: dist() } });
    const page = await get('/pricing');
    expect(page.body).not.toContain('<script');
    const policy = csp(page.headers);
    expect(policy['script-src']).toEqual(["'self'", expect.stringMatching(/^'sha256-/)]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect((await get('/dashboard')).body).not.toContain('<script');
  });

  it('leaves a page without a <head> as it is', () => {
    const tag = analyticsScriptTag({
      kind: 'plausible',
      src: 'https://plausible.io/js/script.js',
      siteId: 'a.test',
      origin: 'https://plausible.io',
    });
    expect(withAnalyticsScript('<html><body></body></html>', tag)).toBe('<html><body></body></html>');
    expect(withAnalyticsScript(PAGE, null)).toBe(PAGE);
  });
});
