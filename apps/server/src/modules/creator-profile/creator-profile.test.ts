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
  owner = await createCreator(app, { name: 'Grace Hopper' });
});
afterEach(async () => {
  await app.close();
});

const profile = {
  displayName: 'Grace Hopper',
  businessName: 'Compilers Inc',
  bio: 'I make machines understand people.',
  location: 'Arlington, VA',
  experience: '40 years',
  expertise: ['compilers', 'COBOL'],
  bannerPosition: 30,
  colorTemplate: 'ocean',
  publicProfile: true,
  socialLinks: { website: 'https://grace.example.com', github: 'https://github.com/grace' },
};

const put = (user: TestUser, payload: unknown) =>
  as(user, app, { method: 'PUT', url: '/api/creator-profile', payload: payload as Record<string, unknown> });

describe('creator profile', () => {
  it('answers defaults before the first save', async () => {
    const res = await as(owner, app, { method: 'GET', url: '/api/creator-profile' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uid: owner.id,
      displayName: 'Grace Hopper',
      publicProfile: false,
      verified: false,
      badges: [],
      expertise: [],
      updatedAt: null,
    });
  });

  it('saves the profile and shows it publicly only while public', async () => {
    const saved = await put(owner, profile);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...profile, uid: owner.id, verified: false });
    expect(saved.json().updatedAt).not.toBeNull();

    const pub = await app.inject({ method: 'GET', url: `/api/creators/${owner.id}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({ displayName: 'Grace Hopper', expertise: ['compilers', 'COBOL'] });
    expect(pub.json()).not.toHaveProperty('publicProfile');

    await put(owner, { ...profile, publicProfile: false });
    const hidden = await app.inject({ method: 'GET', url: `/api/creators/${owner.id}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe('Creator not found.');
  });

  it('hides the profile of a suspended creator and of unknown ids', async () => {
    await put(owner, profile);
    await app.ctx.repos.users.update(owner.id, { status: 'suspended' });
    expect((await app.inject({ method: 'GET', url: `/api/creators/${owner.id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/creators/nobody' })).statusCode).toBe(404);
  });

  it('keeps the platform fields out of the owner’s hands', async () => {
    const res = await put(owner, { ...profile, verified: true, badges: ['top'], joinedDate: '2000-01-01', uid: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uid: owner.id, verified: false, badges: [] });
    expect(res.json().joinedDate).not.toMatch(/^2000/);
  });

  it.each([
    [{ ...profile, displayName: '' }, 'Display name is required'],
    [{ ...profile, bio: 'x'.repeat(2001) }, 'Use at most 2000 characters'],
    [
      { ...profile, avatar: 'javascript:alert(1)' },
      'Use an image uploaded to ClientDock or a web address starting with https://',
    ],
    [
      { ...profile, banner: '/api/account/export' },
      'Use an image uploaded to ClientDock or a web address starting with https://',
    ],
    [{ ...profile, socialLinks: { github: 'ftp://x' } }, 'Enter a full web address starting with https://'],
  ])('refuses bad input with its message (%#)', async (payload, message) => {
    const res = await put(owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it.each([
    [{ ...profile, expertise: 'compilers' }],
    [{ ...profile, publicProfile: 'yes' }],
    [{ ...profile, bannerPosition: 150 }],
    [{ ...profile, socialLinks: { myspace: 'https://myspace.com/x' } }],
    [{ ...profile, expertise: Array.from({ length: 21 }, (_, i) => `skill ${i}`) }],
  ])('refuses wrong types and shapes with 400 (%#)', async (payload) => {
    expect((await put(owner, payload)).statusCode).toBe(400);
  });

  it('uploads a banner and uses it once saved; replacing it deletes the old file', async () => {
    const image = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const upload = await as(owner, app, {
      method: 'POST',
      url: '/api/creator-profile/banner',
      ...fileUpload(image, 'b.jpg'),
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ mime: 'image/jpeg', width: 1600, height: 533 });
    const first = upload.json().url;
    await put(owner, { ...profile, banner: first });
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
    await put(owner, { ...profile, banner: null });
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const text = await as(owner, app, {
      method: 'POST',
      url: '/api/creator-profile/banner',
      ...fileUpload('not an image', 'b.png'),
    });
    expect(text.json().error.message).toBe('Invalid file type. Please upload a JPEG, PNG, or WebP image.');
  });

  it('keeps each creator to their own profile', async () => {
    const other = await createCreator(app, { name: 'Other Person' });
    await put(other, { ...profile, displayName: 'Other' });
    const mine = await as(owner, app, { method: 'GET', url: '/api/creator-profile' });
    expect(mine.json().displayName).toBe('Grace Hopper');
    expect((await app.inject({ method: 'GET', url: '/api/creator-profile' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/creator-profile', payload: profile })).statusCode).toBe(401);
  });
});
