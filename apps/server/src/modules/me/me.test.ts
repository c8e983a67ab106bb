import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createPortal, signUp } from '../../../test/factories';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
});
afterEach(async () => {
  await app.close();
});

describe('GET /api/me', () => {
  it('answers anonymous visitors 401 in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Sign in to continue.' } });
  });

  it('answers a forged or stale session cookie 401', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['free', { portals: 3, fileSizeMb: 10 }, 'Creator (free)', false, false],
    ['pro', { portals: 10, fileSizeMb: 100 }, 'Pro Creator', true, false],
    ['agency', { portals: 50, fileSizeMb: 500 }, 'Agency Creator', true, true],
  ] as const)('gives a %s creator the plan limits and abilities', async (plan, limits, display, advanced, team) => {
    const user = await createCreator(app, { plan });
    const res = await as(user, app, { method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me.limits).toEqual(limits);
    expect(me.roleDisplayName).toBe(display);
    expect(me.abilities.canUseAdvancedFeatures).toBe(advanced);
    expect(me.abilities.canManageTeam).toBe(team);
    expect(me.abilities.canWhiteLabel).toBe(team);
    expect(me.usage).toEqual({ activePortals: 0, totalPortals: 0 });
    expect(me.settings.branding).toMatchObject({ primaryColor: '#2563eb', secondaryColor: '#059669' });
  });

  it('refuses a pending account with the spec message', async () => {
    const user = await createCreator(app, { status: 'pending' });
    const res = await as(user, app, { method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'ACCOUNT_PENDING',
      message: 'Your account is pending approval. Please wait for admin approval.',
    });
  });

  it('refuses a suspended account with the spec message, from the next request on', async () => {
    const user = await createCreator(app);
    expect((await as(user, app, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    await app.ctx.repos.users.update(user.id, { status: 'suspended' });
    const res = await as(user, app, { method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      message: 'Your account has been suspended. Please contact support for assistance.',
    });
  });

  it('counts the active and all portals, an active one past its expiry as not active', async () => {
    const user = await createCreator(app, { plan: 'pro' });
    const other = await createCreator(app);
    await createPortal(app, user);
    await createPortal(app, user, { status: 'draft' });
    const lapsed = await createPortal(app, user);
    await createPortal(app, other);
    await app.ctx.db
      .updateTable('portal')
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', lapsed.id)
      .execute();
    const res = await as(user, app, { method: 'GET', url: '/api/me' });
    expect(res.json().usage).toEqual({ activePortals: 1, totalPortals: 3 });
  });

  it('shows each user only their own account', async () => {
    const a = await createCreator(app, { email: 'a@example.com' });
    const b = await createCreator(app, { email: 'b@example.com' });
    expect((await as(a, app, { method: 'GET', url: '/api/me' })).json().email).toBe('a@example.com');
    expect((await as(b, app, { method: 'GET', url: '/api/me' })).json().email).toBe('b@example.com');
  });
});
