import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { as, signUp, type TestUser } from '../../test/factories';
import { isBuiltOffer, markOffer, offerCopyName } from './offer-marks';

const PAGE =
  '<!doctype html><html lang="en"><head></head><body><div id="root" data-prerendered><h1>Pricing</h1></div></body></html>';
const SHELL = '<!doctype html><html lang="en"><body><div id="root">app shell</div></body></html>';
// The build's copy of the page for an instance without payments, whose administrator has an address.
const COPY_WITH_CONTACT =
  '<!doctype html><html lang="en"><head></head><body><div id="root" data-prerendered data-offer="billing-none.contact"><h1>Pricing</h1><a href="mailto:administrator@contact.invalid">administrator@contact.invalid</a></div></body></html>';

function distWithPages(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-dist-'));
  const write = (relative: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, relative)), { recursive: true });
    fs.writeFileSync(path.join(dist, relative), content);
  };
  write('index.html', SHELL);
  write('prerendered/pricing/index.html', PAGE);
  write('prerendered/pricing/index.html.gz', zlib.gzipSync(PAGE).toString('binary'));
  write('prerendered/pricing/index.billing-none.contact.html', COPY_WITH_CONTACT);
  return dist;
}

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_clientdock',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_clientdock',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_AGENCY: 'price_agency',
};

describe('markOffer', () => {
  it('marks the <html> element only with what differs from the built pages', () => {
    expect(markOffer(PAGE, { billing: 'stripe', showPrices: true, contact: 'help@studio.test' })).toBe(PAGE);
    expect(markOffer(PAGE, { billing: 'none', showPrices: true, contact: null })).toContain(
      '<html data-billing="none" lang="en">',
    );
    expect(markOffer(PAGE, { billing: 'stripe', showPrices: false, contact: null })).toContain(
      '<html data-prices="hidden" lang="en">',
    );
    expect(isBuiltOffer({ billing: 'stripe', showPrices: true, contact: null })).toBe(true);
    expect(isBuiltOffer({ billing: 'none', showPrices: true, contact: null })).toBe(false);
  });

  it('writes the administrator’s address, escaped, where a copy holds its place, and marks the page with it', () => {
    const marked = markOffer(COPY_WITH_CONTACT, {
      billing: 'none',
      showPrices: true,
      contact: "o'neil&co@studio.test",
    });
    expect(marked).toContain('<html data-billing="none" data-contact="o&#39;neil&#38;co@studio.test" lang="en">');
    expect(marked).toContain('<a href="mailto:o&#39;neil&#38;co@studio.test">o&#39;neil&#38;co@studio.test</a>');
    expect(marked).not.toContain('contact.invalid');
    // Where plans are sold the address is never said, so never marked.
    expect(markOffer(PAGE, { billing: 'stripe', showPrices: false, contact: 'help@studio.test' })).not.toContain(
      'data-contact',
    );
  });

  it('names the copy drawn for each offer', () => {
    expect(offerCopyName({ billing: 'stripe', showPrices: true, contact: 'help@studio.test' })).toBe('');
    expect(offerCopyName({ billing: 'stripe', showPrices: false, contact: 'help@studio.test' })).toBe('prices-hidden');
    expect(offerCopyName({ billing: 'none', showPrices: true, contact: null })).toBe('billing-none');
    expect(offerCopyName({ billing: 'none', showPrices: false, contact: 'help@studio.test' })).toBe(
      'billing-none.prices-hidden.contact',
    );
  });
});

describe('pages of an instance without payments', () => {
  let app: FastifyInstance;
  let admin: TestUser;
  let dist: string;
  beforeAll(async () => {
    dist = distWithPages();
    app = await buildTestApp({ config: { webDistDir: dist } });
    admin = await signUp(app, { email: 'operator@example.com' });
    await as(admin, app, {
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { supportEmail: 'admin@studio.test' },
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('tells anyone there are no payments here, with the administrator’s contact', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/platform' });
    expect(res.json()).toMatchObject({ billing: 'none', showPrices: true, supportEmail: 'admin@studio.test' });
  });

  it('sends the pricing page drawn for this offer with the address in it, and marks the app shell', async () => {
    const page = await app.inject({ method: 'GET', url: '/pricing' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html data-billing="none" data-contact="admin@studio.test" lang="en">');
    expect(page.body).toContain('data-offer="billing-none.contact"');
    expect(page.body).toContain('<a href="mailto:admin@studio.test">admin@studio.test</a>');
    const zipped = await app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.rawPayload).toString()).toContain('mailto:admin@studio.test');
    const shell = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(shell.body).toContain('<html data-billing="none" data-contact="admin@studio.test" lang="en">');
  });

  it('sends the built page, marked, for an offer the build drew no copy for', async () => {
    await as(admin, app, { method: 'PATCH', url: '/api/admin/settings', payload: { supportEmail: null } });
    try {
      const page = await app.inject({ method: 'GET', url: '/pricing' });
      expect(page.body).toContain('<html data-billing="none" lang="en">');
      expect(page.body).toContain('<div id="root" data-prerendered><h1>Pricing</h1></div>');
    } finally {
      await as(admin, app, {
        method: 'PATCH',
        url: '/api/admin/settings',
        payload: { supportEmail: 'admin@studio.test' },
      });
    }
  });

  it('hides prices once an admin turns Show prices off, and shows them again', async () => {
    const off = await as(admin, app, { method: 'PATCH', url: '/api/admin/settings', payload: { showPrices: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().showPrices).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/platform' })).json().showPrices).toBe(false);
    const page = await app.inject({ method: 'GET', url: '/pricing' });
    expect(page.body).toContain('<html data-billing="none" data-prices="hidden" data-contact="admin@studio.test"');
    await as(admin, app, { method: 'PATCH', url: '/api/admin/settings', payload: { showPrices: true } });
    expect((await app.inject({ method: 'GET', url: '/pricing' })).body).not.toContain('data-prices');
  });

  it('refuses a Show prices that is not a boolean, and leaves it to admins', async () => {
    const bad = await as(admin, app, { method: 'PATCH', url: '/api/admin/settings', payload: { showPrices: 'no' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('showPrices must be true or false');
    const creator = await signUp(app);
    const refused = await as(creator, app, {
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { showPrices: false },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('pages of an instance that sells its plans', () => {
  it('sends the built pages as they are, precompressed', async () => {
    const dist = distWithPages();
    const app = await buildTestApp({ env: STRIPE_ENV, config: { webDistDir: dist } });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/platform' })).json().billing).toBe('stripe');
      const page = await app.inject({ method: 'GET', url: '/pricing' });
      expect(page.body).toBe(PAGE);
      const zipped = await app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
