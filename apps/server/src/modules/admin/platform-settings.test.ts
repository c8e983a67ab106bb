import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createAdmin, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { createUpload, listen } from '../../../test/tus';
import { parseJson } from '../../db/values';

let app: FastifyInstance;
let operator: TestUser;
beforeEach(async () => {
  app = await buildTestApp();
  operator = await signUp(app, { email: 'operator@example.com' });
});
afterEach(async () => {
  await app.close();
});

const save = (user: TestUser | null, payload: unknown) =>
  as(user, app, { method: 'PATCH', url: '/api/admin/settings', payload: payload as Record<string, unknown> });
const me = (user: TestUser) => as(user, app, { method: 'GET', url: '/api/me' });

describe('GET/PATCH /api/admin/settings', () => {
  it('starts open, changes field by field, records each change and shows the public part to anyone', async () => {
    const initial = await as(operator, app, { method: 'GET', url: '/api/admin/settings' });
    expect(initial.json()).toEqual({
      registrationMode: 'open',
      defaultPlan: 'free',
      platformName: 'ClientDock',
      supportEmail: null,
      maxUploadMb: null,
      storageQuotaGb: { free: 1, pro: 50, agency: 250 },
      showPrices: true,
      updatedAt: null,
    });
    const res = await save(operator, {
      registrationMode: 'approval',
      platformName: '  Acme Portals ',
      supportEmail: 'help@acme.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      registrationMode: 'approval',
      platformName: 'Acme Portals',
      supportEmail: 'help@acme.test',
      defaultPlan: 'free',
    });
    expect(res.json().updatedAt).toEqual(expect.any(String));
    expect((await save(operator, { supportEmail: '' })).json().supportEmail).toBeNull();

    const audit = await app.ctx.repos.audit.listByAction('platform.settings_changed');
    expect(audit).toHaveLength(2);
    expect(parseJson(audit[1].details, {})).toMatchObject({
      changes: { registrationMode: { from: 'open', to: 'approval' } },
    });
    const publicPart = await app.inject({ method: 'GET', url: '/api/platform' });
    expect(publicPart.json()).toEqual({
      platformName: 'Acme Portals',
      supportEmail: null,
      registrationMode: 'approval',
      billing: 'none',
      showPrices: true,
    });
  });

  it('answers bad values with 400 and a message a person can act on', async () => {
    for (const [payload, message] of [
      [{}, 'Send at least one setting to change'],
      [{ registrationMode: 'invite-only' }, 'registrationMode must be open or approval'],
      [{ defaultPlan: 'gold' }, 'defaultPlan must be free, pro or agency'],
      [{ platformName: '   ' }, 'Enter a platform name'],
      [{ supportEmail: 'not-an-address' }, 'Enter a valid support email address, or leave it empty'],
      [{ maxUploadMb: 0 }, 'maxUploadMb must be a whole number of MB from 1 to 1000, or null'],
      [{ maxUploadMb: 2.5 }, 'maxUploadMb must be a whole number of MB from 1 to 1000, or null'],
      [{ maxUploadMb: '50' }, 'maxUploadMb must be a whole number of MB from 1 to 1000, or null'],
      [
        { theme: 'dark' },
        'Only registrationMode, defaultPlan, platformName, supportEmail, maxUploadMb, storageQuotaGb and showPrices can be changed',
      ],
    ] as const) {
      const res = await save(operator, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('refuses creators and team members, and admins without settings:write', async () => {
    const creator = await createCreator(app);
    const member = await createCreator(app);
    await app.ctx.repos.users.update(member.id, { userType: 'team_member', teamRole: 'admin' });
    for (const user of [creator, member]) {
      for (const res of [
        await as(user, app, { method: 'GET', url: '/api/admin/settings' }),
        await save(user, { registrationMode: 'bogus' }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe('Admin privileges required to access this page.');
      }
    }
    const admin = await createAdmin(app);
    await app.ctx.repos.users.update(admin.id, { adminLevel: 'standard' });
    const unreadable = await as(admin, app, { method: 'GET', url: '/api/admin/settings' });
    expect(unreadable.statusCode).toBe(403);
    expect(unreadable.json().error.message).toBe(
      'Permission required: settings:read. Contact your administrator for access.',
    );
    await app.ctx.repos.users.setPermissions(admin.id, ['settings:read']);
    expect((await as(admin, app, { method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(200);
    const refused = await save(admin, { registrationMode: 'approval' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Permission required: settings:write. Contact your administrator for access.',
    );
    expect((await save(null, { registrationMode: 'approval' })).statusCode).toBe(401);
  });
});

describe('registration mode and default plan', () => {
  it('by approval: a new sign-up waits as pending until approved, and the admins are told', async () => {
    await save(operator, { registrationMode: 'approval', defaultPlan: 'pro' });
    const visitor = await signUp(app, { email: 'newcomer@example.com', name: 'New Comer' });
    const stored = await app.ctx.repos.users.findById(visitor.id);
    expect(stored).toMatchObject({ status: 'pending', plan: 'pro', userType: 'creator' });
    const blocked = await me(visitor);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toEqual({
      code: 'ACCOUNT_PENDING',
      message: 'Your account is pending approval. Please wait for admin approval.',
    });
    expect((await as(visitor, app, { method: 'POST', url: '/api/portals', payload: { name: 'x' } })).statusCode).toBe(
      403,
    );
    const told = await app.ctx.repos.notifications.listForUser(operator.id, 10);
    expect(told[0]).toMatchObject({
      title: 'An account is waiting for approval',
      link: '/admin/creators?status=pending',
    });

    await as(operator, app, {
      method: 'PATCH',
      url: `/api/admin/creators/${visitor.id}`,
      payload: { status: 'active' },
    });
    expect((await me(visitor)).json()).toMatchObject({ status: 'active', plan: 'pro' });
  });

  it('open again: sign-ups are active at once; an invited teammate never waits', async () => {
    await save(operator, { registrationMode: 'approval' });
    const owner = await createCreator(app, { plan: 'agency' });
    const invite = await as(owner, app, {
      method: 'POST',
      url: '/api/team/invitations',
      payload: { email: 'teammate@example.com', role: 'editor' },
    });
    expect(invite.statusCode).toBe(201);
    const teammate = await signUp(app, { email: 'teammate@example.com' });
    expect((await me(teammate)).statusCode).toBe(200);

    await save(operator, { registrationMode: 'open' });
    const later = await signUp(app);
    expect((await me(later)).json()).toMatchObject({ status: 'active', plan: 'free' });
  });
});

describe('maximum upload size', () => {
  it('lowers every account’s limit, shown in /api/me and enforced on upload with its own message', async () => {
    const creator = await createCreator(app, { plan: 'pro' });
    expect((await me(creator)).json().limits.fileSizeMb).toBe(100);
    await save(operator, { maxUploadMb: 5 });
    expect((await me(creator)).json().limits.fileSizeMb).toBe(5);
    expect((await me(operator)).json().limits.fileSizeMb).toBe(5);
    const plan = await as(creator, app, { method: 'GET', url: '/api/billing/plan' });
    expect(plan.json().usage.fileSizeMb).toBe(5);

    const portal = await createPortal(app, creator);
    const session = { base: await listen(app), cookie: creator.cookie };
    const tooBig = await createUpload(session, 6 * 1024 * 1024, {
      portalId: portal.id,
      filename: 'a.bin',
      filetype: '',
    });
    expect(tooBig.res.status).toBe(413);
    expect(await tooBig.res.text()).toContain('This file is 6 MB; this instance allows files up to 5 MB.');
    const fits = await createUpload(session, 4 * 1024 * 1024, { portalId: portal.id, filename: 'b.bin', filetype: '' });
    expect(fits.res.status).toBe(201);

    // A cap above the plan's own limit changes nothing.
    await save(operator, { maxUploadMb: 500 });
    expect((await me(creator)).json().limits.fileSizeMb).toBe(100);
    await save(operator, { maxUploadMb: null });
    expect((await me(operator)).json().limits.fileSizeMb).toBe(1000);
  });
});
