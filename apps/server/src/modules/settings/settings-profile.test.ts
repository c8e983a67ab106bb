import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, signUp, type TestUser } from '../../../test/factories';
import { solidPng } from '../../../test/images';
import { fileUpload, multipart } from '../../../test/multipart';

let app: FastifyInstance;
let owner: TestUser;
beforeEach(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { email: 'ada@example.com', name: 'Ada Lovelace', plan: 'pro' });
});
afterEach(async () => {
  await app.close();
});

const png = (width: number, height: number) => solidPng('#2563eb', width, height);

describe('profile', () => {
  it('reads the profile and rebuilds the display name from first and last name', async () => {
    const before = await as(owner, app, { method: 'GET', url: '/api/settings/profile' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', displayName: 'Ada Lovelace' });

    const res = await as(owner, app, {
      method: 'PATCH',
      url: '/api/settings/profile',
      payload: { lastName: 'King', businessName: 'Analytical Engines Ltd', website: 'https://ada.example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'King',
      displayName: 'Ada King',
      businessName: 'Analytical Engines Ltd',
      website: 'https://ada.example.com',
      email: 'ada@example.com',
    });
    const me = await as(owner, app, { method: 'GET', url: '/api/me' });
    expect(me.json().displayName).toBe('Ada King');
    const session = await as(owner, app, { method: 'GET', url: '/api/auth/get-session' });
    expect(session.json().user.name).toBe('Ada King');
  });

  it('keeps names when only other details change', async () => {
    const res = await as(owner, app, { method: 'PATCH', url: '/api/settings/profile', payload: { bio: 'Hello' } });
    expect(res.json()).toMatchObject({ displayName: 'Ada Lovelace', bio: 'Hello' });
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: 42 }, 'First name is required'],
    [{ lastName: 'x'.repeat(61) }, 'Use at most 60 characters'],
    [{ bio: 'x'.repeat(1001) }, 'Use at most 1000 characters'],
    [{ website: 'javascript:alert(1)' }, 'Enter a full web address starting with https://'],
    [{ phone: '<script>' }, 'Enter a phone number using digits, spaces and + ( ) - only'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await as(owner, app, { method: 'PATCH', url: '/api/settings/profile', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('answers junk bodies with 4xx, never 5xx', async () => {
    for (const payload of ['{not json', 'null', '[]', '"text"', '12']) {
      const res = await as(owner, app, {
        method: 'PATCH',
        url: '/api/settings/profile',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
    const huge = await as(owner, app, {
      method: 'PATCH',
      url: '/api/settings/profile',
      payload: { bio: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('needs a session, and each user only changes their own profile', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/settings/profile' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PATCH', url: '/api/settings/profile', payload: {} })).statusCode).toBe(401);
    const other = await createCreator(app, { name: 'Bob Builder' });
    await as(other, app, { method: 'PATCH', url: '/api/settings/profile', payload: { firstName: 'Robert' } });
    const mine = await as(owner, app, { method: 'GET', url: '/api/settings/profile' });
    expect(mine.json().firstName).toBe('Ada');
  });
});

describe('avatar', () => {
  it('stores a square 256x256 crop and sets the user image', async () => {
    const res = await as(owner, app, {
      method: 'POST',
      url: '/api/settings/avatar',
      ...fileUpload(await png(800, 400), 'me.png', 'image/png'),
    });
    expect(res.statusCode).toBe(200);
    const avatar = res.json();
    expect(avatar).toMatchObject({ mime: 'image/png', width: 256, height: 256 });
    expect(avatar.url).toMatch(new RegExp(`^/api/branding/avatar/${owner.id}/avatar-\\d+\\.png$`));
    const me = await as(owner, app, { method: 'GET', url: '/api/me' });
    expect(me.json().image).toBe(avatar.url);
    const served = await app.inject({ method: 'GET', url: avatar.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);

    const removed = await as(owner, app, { method: 'DELETE', url: '/api/settings/avatar' });
    expect(removed.statusCode).toBe(204);
    expect((await as(owner, app, { method: 'GET', url: '/api/me' })).json().image).toBeNull();
    expect((await app.inject({ method: 'GET', url: avatar.url })).statusCode).toBe(404);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg'],
    ['text named .png', Buffer.from('just some text'), 'photo.png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'anim.gif'],
  ])('refuses %s with the spec message', async (_label, bytes, name) => {
    const res = await as(owner, app, { method: 'POST', url: '/api/settings/avatar', ...fileUpload(bytes, name) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid file type. Please upload a JPEG, PNG, or WebP image.');
  });

  it('refuses a file over 5 MB and a missing file with the spec messages', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await as(owner, app, { method: 'POST', url: '/api/settings/avatar', ...fileUpload(big, 'a.png') });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('File size too large. Maximum size is 5MB.');

    const none = await as(owner, app, {
      method: 'POST',
      url: '/api/settings/avatar',
      ...multipart([{ name: 'note', data: 'no file here' }]),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('No file selected');

    const empty = await as(owner, app, {
      method: 'POST',
      url: '/api/settings/avatar',
      ...fileUpload(Buffer.alloc(0), ''),
    });
    expect(empty.json().error.message).toBe('No file selected');

    const json = await as(owner, app, { method: 'POST', url: '/api/settings/avatar', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('No file selected');
  });

  it('answers a corrupt image 400, not 500', async () => {
    const corrupt = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 7),
    ]);
    const res = await as(owner, app, { method: 'POST', url: '/api/settings/avatar', ...fileUpload(corrupt, 'x.png') });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Failed to load image');
  });
});

describe('portal defaults', () => {
  it('answers the defaults, then saves a partial change', async () => {
    const initial = await as(owner, app, { method: 'GET', url: '/api/settings/portal-defaults' });
    expect(initial.json()).toEqual({
      accessType: 'link',
      allowDownload: true,
      expiryDays: null,
      defaultTemplateId: null,
    });
    const res = await as(owner, app, {
      method: 'PATCH',
      url: '/api/settings/portal-defaults',
      payload: { accessType: 'pin', expiryDays: 30 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accessType: 'pin', allowDownload: true, expiryDays: 30, defaultTemplateId: null });
    const again = await as(owner, app, {
      method: 'PATCH',
      url: '/api/settings/portal-defaults',
      payload: { allowDownload: false, defaultTemplateId: 'tpl-1' },
    });
    expect(again.json()).toEqual({
      accessType: 'pin',
      allowDownload: false,
      expiryDays: 30,
      defaultTemplateId: 'tpl-1',
    });
    const me = await as(owner, app, { method: 'GET', url: '/api/me' });
    expect(me.json().settings.portalDefaults).toMatchObject({ accessType: 'pin', expiryDays: 30 });
  });

  it.each([
    [{ accessType: 'public' }],
    [{ allowDownload: 'yes' }],
    [{ expiryDays: 3651 }],
    [{ expiryDays: 1.5 }],
    [{ expiryDays: -1 }],
    [{ defaultTemplateId: 'x'.repeat(101) }],
  ])('refuses %j with 400', async (payload) => {
    const res = await as(owner, app, { method: 'PATCH', url: '/api/settings/portal-defaults', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
  });

  it('gives the expiry message for a bad number of days', async () => {
    const res = await as(owner, app, {
      method: 'PATCH',
      url: '/api/settings/portal-defaults',
      payload: { expiryDays: 5000 },
    });
    expect(res.json().error.message).toBe('Expiry must be a whole number of days from 0 to 3650');
  });
});
