import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, cookieFrom, createCreator, signUp, type TestUser } from '../../../test/factories';
import { normaliseAuthPath } from './auth-gate';

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

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const email = async () => (await app.ctx.repos.users.findById(owner.id))?.email;

describe('normaliseAuthPath', () => {
  it.each([
    ['/api/auth/./change-email', '/api/auth/change-email'],
    ['/api/auth//change-email', '/api/auth/change-email'],
    ['/api/auth/%2e/change-email', '/api/auth/change-email'],
    ['/api/auth/%252e/change-email', '/api/auth/change-email'],
    ['/api/auth/Change-Email/', '/api/auth/change-email'],
    ['/api/auth/x/../change-email?a=b', '/api/auth/change-email'],
    ['/api/auth/%63hange-email', '/api/auth/change-email'],
  ])('reads %s as %s', (raw, expected) => {
    expect(normaliseAuthPath(raw)).toBe(expected);
  });
});

describe('the auth library routes the app does not use', () => {
  it.each([
    '/api/auth/change-email',
    '/api/auth/./change-email',
    '/api/auth//change-email',
    '/api/auth/%2e/change-email',
    '/api/auth/%2E/change-email',
    '/api/auth/CHANGE-EMAIL',
    '/api/auth/change-email/',
    '/api/auth/x/../change-email',
  ])('%s changes no email address', async (url) => {
    const res = await as(owner, app, { method: 'POST', url, payload: { newEmail: 'thief@example.com' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/Settings/);
    expect(await app.ctx.repos.mail.listRecent()).not.toContainEqual(
      expect.objectContaining({ to: 'thief@example.com' }),
    );
    expect(await email()).toBe('ada@example.com');
  });

  it.each(['/api/auth/change-password', '/api/auth/./change-password', '/api/auth/Change-Password/'])(
    '%s changes no password',
    async (url) => {
      const res = await as(owner, app, {
        method: 'POST',
        url,
        payload: { currentPassword: owner.password, newPassword: 'a new password!' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toMatch(/Settings/);
      expect((await signIn('ada@example.com', owner.password)).statusCode).toBe(200);
    },
  );

  it.each([
    ['/api/auth/delete-user', {}],
    ['/api/auth/set-password', { newPassword: 'a new password!' }],
    ['/api/auth/revoke-sessions', {}],
    ['/api/auth/revoke-other-sessions', {}],
    ['/api/auth/list-sessions', {}],
    ['/api/auth/organization/create', { name: 'x', slug: 'x' }],
    ['/api/auth/reset-password/some-token', {}],
  ])('%s is refused and the account stays as it was', async (url, payload) => {
    const res = await as(owner, app, { method: 'POST', url, payload });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.json().error.message).toEqual(expect.any(String));
    expect((await as(owner, app, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });
});

describe('update-user', () => {
  const update = (user: TestUser, payload: Record<string, unknown>) =>
    as(user, app, { method: 'POST', url: '/api/auth/update-user', payload });

  it('changes the name and an https or same-site image', async () => {
    expect((await update(owner, { name: 'Ada King', image: 'https://cdn.example.com/ada.png' })).statusCode).toBe(200);
    expect((await update(owner, { image: '/api/branding/ada.png' })).statusCode).toBe(200);
    expect((await app.ctx.repos.users.findById(owner.id))?.image).toBe('/api/branding/ada.png');
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://example.com/a.png',
    '//evil.example.com/a.png',
  ])('refuses the image %s', async (image) => {
    const res = await update(owner, { image });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/https:\/\//);
    expect((await app.ctx.repos.users.findById(owner.id))?.image).toBeNull();
  });

  it('refuses any other field', async () => {
    const res = await update(owner, { name: 'x', emailVerified: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/name and profile image/);
  });

  it('is closed to an account waiting for approval', async () => {
    const pending = await createCreator(app, { status: 'pending', email: 'pending@example.com' });
    const res = await update(pending, { name: 'Someone Else' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_PENDING');
    expect((await app.ctx.repos.users.findById(pending.id))?.name).toBe('Test User');
  });
});

describe('sign-up image', () => {
  it('refuses a javascript: image and stores an https one', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Eve',
        email: 'eve@example.com',
        password: 'correct horse battery',
        image: 'javascript:alert(1)',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(await app.ctx.repos.users.findByEmail('eve@example.com')).toBeFalsy();
    const good = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Eve',
        email: 'eve@example.com',
        password: 'correct horse battery',
        image: 'https://x.example/e.png',
      },
    });
    expect(good.statusCode).toBe(200);
    expect(cookieFrom(good.headers)).toMatch(/session_token/);
  });
});

describe('portal logo address', () => {
  it.each(['javascript:alert(1)', 'http://example.com/logo.png', '//evil.example.com/logo.png', 'data:image/png,x'])(
    'refuses %s on create and update',
    async (logoUrl) => {
      const created = await as(owner, app, {
        method: 'POST',
        url: '/api/portals',
        payload: { name: 'Logo test', branding: { logoUrl } },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().error.message).toMatch(/https:\/\//);
      const portal = await as(owner, app, { method: 'POST', url: '/api/portals', payload: { name: 'Logo ok' } });
      const updated = await as(owner, app, {
        method: 'PATCH',
        url: `/api/portals/${portal.json().id}`,
        payload: { branding: { logoUrl } },
      });
      expect(updated.statusCode).toBe(400);
    },
  );

  it('keeps https and same-site logos', async () => {
    for (const logoUrl of ['https://cdn.example.com/logo.png', '/api/branding/logo.png']) {
      const res = await as(owner, app, {
        method: 'POST',
        url: '/api/portals',
        payload: { name: 'x', branding: { logoUrl } },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().branding.logoUrl).toBe(logoUrl);
    }
  });
});
