import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, signUp, type TestUser } from '../../../test/factories';
import { fileUpload } from '../../../test/multipart';

let app: FastifyInstance;
let owner: TestUser;
beforeEach(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { plan: 'pro' });
});
afterEach(async () => {
  await app.close();
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#059669' } });

function uploadLogo(user: TestUser, bytes: Buffer | string, name: string, type = 'application/octet-stream') {
  return as(user, app, { method: 'POST', url: '/api/settings/branding/logo', ...fileUpload(bytes, name, type) });
}

async function served(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res;
}

describe('branding colours', () => {
  it('answers the spec defaults, saves colours and shows them in /api/me', async () => {
    const initial = await as(owner, app, { method: 'GET', url: '/api/settings/branding' });
    expect(initial.json()).toEqual({
      logoUrl: null,
      primaryColor: '#2563eb',
      secondaryColor: '#059669',
      customDomain: null,
    });
    const res = await as(owner, app, {
      method: 'PATCH',
      url: '/api/settings/branding',
      payload: { primaryColor: '#FF0000', secondaryColor: '#00ff00' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ primaryColor: '#ff0000', secondaryColor: '#00ff00' });
    const me = await as(owner, app, { method: 'GET', url: '/api/me' });
    expect(me.json().settings.branding).toMatchObject({ primaryColor: '#ff0000', secondaryColor: '#00ff00' });
  });

  it.each([
    [{ primaryColor: 'red' }],
    [{ primaryColor: '#fff' }],
    [{ secondaryColor: '#12345g' }],
    [{ primaryColor: 123 }],
    [{ secondaryColor: 'url(javascript:alert(1))' }],
  ])('refuses %j with the colour message', async (payload) => {
    const res = await as(owner, app, { method: 'PATCH', url: '/api/settings/branding', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Use a colour in #rrggbb format, such as #2563eb');
  });

  it('keeps one user’s branding away from another', async () => {
    const other = await createCreator(app);
    await as(other, app, { method: 'PATCH', url: '/api/settings/branding', payload: { primaryColor: '#000000' } });
    const mine = await as(owner, app, { method: 'GET', url: '/api/settings/branding' });
    expect(mine.json().primaryColor).toBe('#2563eb');
    expect((await app.inject({ method: 'GET', url: '/api/settings/branding' })).statusCode).toBe(401);
  });
});

describe('logo upload', () => {
  it('downscales a 1200x800 PNG to fit 600x200 (300x200) and serves it under the branding folder', async () => {
    const res = await uploadLogo(owner, await solid(1200, 800).png().toBuffer(), 'logo.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.logo).toMatchObject({ mime: 'image/png', width: 300, height: 200 });
    expect(body.logoUrl).toMatch(new RegExp(`^/api/branding/logo/${owner.id}/logo-\\d+\\.png$`));
    expect(body.logoUrl).toBe(body.logo.url);
    const file = await served(body.logoUrl);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 300, height: 200, format: 'png' });
    const stored = await app.ctx.storage.stat(`branding/${owner.id}/${body.logoUrl.split('/').pop()}`);
    expect(stored?.size).toBe(body.logo.size);
    const me = await as(owner, app, { method: 'GET', url: '/api/me' });
    expect(me.json().settings.branding.logoUrl).toBe(body.logoUrl);
  });

  it('never enlarges a small logo', async () => {
    const res = await uploadLogo(owner, await solid(120, 40).webp().toBuffer(), 'small.webp');
    expect(res.json().logo).toMatchObject({ mime: 'image/webp', width: 120, height: 40 });
  });

  it('resizes a 2 MB JPEG and keeps it a JPEG', async () => {
    const noise = randomBytes(1500 * 1100 * 3);
    const jpeg = await sharp(noise, { raw: { width: 1500, height: 1100, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(jpeg.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(jpeg.length).toBeLessThan(5 * 1024 * 1024);
    const res = await uploadLogo(owner, jpeg, 'photo.jpeg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    expect(res.json().logo).toMatchObject({ mime: 'image/jpeg', width: 273, height: 200 });
    expect(res.json().logo.size).toBeLessThan(jpeg.length);
    expect(res.json().logoUrl).toMatch(/\.jpg$/);
  });

  it('goes by content, not by name: a PNG named .svg is stored as PNG', async () => {
    const res = await uploadLogo(owner, await solid(60, 20).png().toBuffer(), 'logo.svg', 'image/svg+xml');
    expect(res.statusCode).toBe(200);
    expect(res.json().logo.mime).toBe('image/png');
    expect(res.json().logoUrl).toMatch(/\.png$/);
  });

  it.each([
    ['a text file named .png', Buffer.from('hello, I am text'), 'logo.png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'logo.gif'],
    ['HTML pretending to be SVG', Buffer.from('<html><body><svg></svg></body></html>'), 'logo.svg'],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n'), 'logo.png'],
  ])('refuses %s with the spec message', async (_label, bytes, name) => {
    const res = await uploadLogo(owner, bytes, name, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid file type. Please upload a JPEG, PNG, WebP, or SVG image.');
  });

  it('refuses 6 MB with the spec message and no file with "No file selected"', async () => {
    const big = Buffer.concat([await solid(10, 10).png().toBuffer(), randomBytes(6 * 1024 * 1024)]);
    const res = await uploadLogo(owner, big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File size too large. Maximum size is 5MB.');
    const none = await as(owner, app, {
      method: 'POST',
      url: '/api/settings/branding/logo',
      ...fileUpload(Buffer.alloc(0), ''),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('No file selected');
    expect((await as(owner, app, { method: 'GET', url: '/api/settings/branding' })).json().logoUrl).toBeNull();
  });

  it('keeps an SVG as vector but without scripts, handlers or outside references', async () => {
    const svg = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY boom "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="100" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#2563eb"/></linearGradient></defs>
  <a href="javascript:alert(2)"><rect width="300" height="100" fill="url(#g)" onclick="alert(3)"/></a>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <image xlink:href="//tracker.example/pixel.png" width="1" height="1"/>
  <use xlink:href="https://tracker.example/sprite.svg#icon"/>
  <foreignObject><iframe src="https://tracker.example/"></iframe></foreignObject>
  <set attributeName="href" to="javascript:alert(4)"/>
  <text x="10" y="50" style="fill:#fff;background:url(https://tracker.example/bg.png)">Acme &amp; Co</text>
</svg>`;
    const res = await uploadLogo(owner, Buffer.from(svg), 'evil.svg', 'image/svg+xml');
    expect(res.statusCode).toBe(200);
    expect(res.json().logo).toMatchObject({ mime: 'image/svg+xml', width: 300, height: 100 });
    const file = await served(res.json().logoUrl);
    const out = file.body;
    for (const banned of [
      '<script',
      'onload',
      'onclick',
      'javascript:',
      'tracker.example',
      'foreignObject',
      'iframe',
      '<set',
      'ENTITY',
    ]) {
      expect(out, banned).not.toContain(banned);
    }
    expect(out).toContain('<rect width="300" height="100" fill="url(#g)"/>');
    expect(out).toContain('Acme &amp; Co');
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('replaces the previous logo file and deletes the logo on request', async () => {
    const first = (await uploadLogo(owner, await solid(60, 20).png().toBuffer(), 'a.png')).json().logoUrl;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await uploadLogo(owner, await solid(60, 20).jpeg().toBuffer(), 'b.jpg')).json().logoUrl;
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    await served(second);

    const removed = await as(owner, app, { method: 'DELETE', url: '/api/settings/branding/logo' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logoUrl).toBeNull();
    expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('serves only well-formed branding paths', async () => {
    for (const url of [
      `/api/branding/logo/${owner.id}/..%2F..%2Fclientdock.sqlite`,
      `/api/branding/logo/${owner.id}/logo-123.exe`,
      `/api/branding/secret/${owner.id}/logo-1234567890123.png`,
      `/api/branding/avatar/${owner.id}/logo-1234567890123.png`,
      '/api/branding/logo/../x/logo-1234567890123.png',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('needs a session to upload or delete', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const anon = await app.inject({ method: 'POST', url: '/api/settings/branding/logo', ...fileUpload(png, 'a.png') });
    expect(anon.statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/settings/branding/logo' })).statusCode).toBe(401);
  });
});
