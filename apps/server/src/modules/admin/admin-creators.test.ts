import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, cookieFrom, createAdmin, createCreator, signUp, type TestUser } from '../../../test/factories';

const SUSPENDED = 'Your account has been suspended. Please contact support for assistance.';
const PENDING = 'Your account is pending approval. Please wait for admin approval.';

let app: FastifyInstance;
let operator: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  operator = await signUp(app, { email: 'operator@example.com', name: 'Olive Operator' });
});
afterAll(async () => {
  await app.close();
});

async function standardAdmin(permissions: string[]) {
  const admin = await createAdmin(app);
  await app.ctx.repos.users.update(admin.id, { adminLevel: 'standard' });
  await app.ctx.repos.users.setPermissions(admin.id, permissions);
  return admin;
}

const list = (user: TestUser | null, query = '') =>
  as(user, app, { method: 'GET', url: `/api/admin/creators${query}` });
const patch = (user: TestUser | null, id: string, payload: unknown) =>
  as(user, app, { method: 'PATCH', url: `/api/admin/creators/${id}`, payload: payload as Record<string, unknown> });
const signIn = (user: TestUser) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: user.email, password: user.password },
  });

describe('GET /api/admin/creators', () => {
  it('searches by name or email, filters by plan, status and type, and pages', async () => {
    await createCreator(app, { plan: 'pro', email: 'ada.lovelace@analytical.test', name: 'Ada Lovelace' });
    await createCreator(app, { plan: 'agency', email: 'grace@navy.test', name: 'Grace Hopper' });
    await createCreator(app, { plan: 'free', status: 'pending', email: 'linus@kernel.test', name: 'Linus' });
    const byName = (await list(operator, '?q=lovelace')).json();
    expect(byName.creators.map((c: { email: string }) => c.email)).toEqual(['ada.lovelace@analytical.test']);
    expect(byName.creators[0]).toMatchObject({ plan: 'pro', status: 'active', userType: 'creator', portals: 0 });
    expect((await list(operator, '?q=NAVY')).json().total).toBe(1);
    // A search for the LIKE wildcard means the character itself.
    expect((await list(operator, '?q=%25')).json().total).toBe(0);
    const agency = (await list(operator, '?plan=agency')).json();
    expect(agency.creators.every((c: { plan: string }) => c.plan === 'agency')).toBe(true);
    const pending = (await list(operator, '?status=pending')).json();
    expect(pending.creators.map((c: { email: string }) => c.email)).toContain('linus@kernel.test');
    expect(pending.pendingTotal).toBe(pending.total);
    const admins = (await list(operator, '?userType=admin')).json();
    expect(admins.creators.map((c: { id: string }) => c.id)).toContain(operator.id);

    const page1 = (await list(operator, '?pageSize=2&page=1')).json();
    const page2 = (await list(operator, '?pageSize=2&page=2')).json();
    expect(page1.creators).toHaveLength(2);
    expect(page1.total).toBeGreaterThanOrEqual(4);
    expect(page2.creators[0].id).not.toBe(page1.creators[0].id);
    expect(page1.creators[0].createdAt >= page2.creators[0].createdAt).toBe(true);
  });

  it('answers bad filters with 400 and a message naming the filter', async () => {
    for (const [query, message] of [
      ['?plan=gold', 'plan must be free, pro or agency'],
      ['?status=banned', 'status must be active, pending or suspended'],
      ['?page=0', 'page must be a whole number from 1 to 100000'],
      ['?pageSize=1000', 'pageSize must be a whole number from 1 to 100'],
      [`?q=${'x'.repeat(201)}`, 'Search with at most 200 characters'],
    ]) {
      const res = await list(operator, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('refuses creators, team members and admins without users:read, with the spec’s messages', async () => {
    const creator = await createCreator(app);
    const member = await createCreator(app);
    await app.ctx.repos.users.update(member.id, { userType: 'team_member', teamRole: 'editor' });
    for (const user of [creator, member]) {
      const res = await list(user, '?plan=gold');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Admin privileges required to access this page.');
      const one = await as(user, app, { method: 'GET', url: `/api/admin/creators/${operator.id}` });
      expect(one.json().error.message).toBe('Admin privileges required to access this page.');
      const change = await patch(user, creator.id, { status: 'junk' });
      expect(change.statusCode).toBe(403);
      expect(change.json().error.message).toBe('Admin privileges required to access this page.');
    }
    const reader = await standardAdmin(['analytics:read']);
    expect((await list(reader)).json().error.message).toBe(
      'Permission required: users:read. Contact your administrator for access.',
    );
    expect((await patch(reader, creator.id, { status: 'suspended' })).json().error.message).toBe(
      'Permission required: users:write. Contact your administrator for access.',
    );
    expect((await list(null)).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/creators/:id', () => {
  it('approves a pending account: it can use the app and is told by mail', async () => {
    const waiting = await createCreator(app, { status: 'pending', email: 'waiting@example.com' });
    const blocked = await as(waiting, app, { method: 'GET', url: '/api/me' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toEqual({ code: 'ACCOUNT_PENDING', message: PENDING });
    expect((await as(waiting, app, { method: 'GET', url: '/api/portals' })).statusCode).toBe(403);

    const res = await patch(operator, waiting.id, { status: 'active' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: waiting.id, status: 'active' });
    expect((await as(waiting, app, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const mail = (await app.ctx.repos.mail.listRecent()).find((m) => m.to === 'waiting@example.com');
    expect(mail?.subject).toBe('Your ClientDock account is approved');
    expect(mail?.text).toContain('http://localhost:3000/login');
    const audit = await app.ctx.repos.audit.listByAction('user.approved');
    expect(audit.find((entry) => entry.targetId === waiting.id)?.actorId).toBe(operator.id);
  });

  it('suspends at once: sessions end, the next request and any new sign-in get the suspension message', async () => {
    const user = await createCreator(app, { email: 'suspend-me@example.com' });
    const otherDevice = { ...user, cookie: cookieFrom((await signIn(user)).headers) };
    expect((await as(otherDevice, app, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    const res = await patch(operator, user.id, { status: 'suspended' });
    expect(res.json()).toMatchObject({ status: 'suspended' });
    const sessions = await app.ctx.db.selectFrom('session').select('id').where('userId', '=', user.id).execute();
    expect(sessions).toHaveLength(0);
    for (const device of [user, otherDevice]) {
      const next = await as(device, app, { method: 'GET', url: '/api/portals' });
      expect(next.statusCode).toBe(403);
      expect(next.json().error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: SUSPENDED });
    }
    const again = await signIn(user);
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: SUSPENDED });
    expect(cookieFrom(again.headers)).not.toContain('session_token=');
    const audit = (await app.ctx.repos.audit.listByAction('user.suspended')).find((e) => e.targetId === user.id);
    expect(audit).toMatchObject({ actorId: operator.id, actorEmail: 'operator@example.com' });

    // Reactivated, the old session stays ended (sign in again), and signing in works.
    expect((await patch(operator, user.id, { status: 'active' })).json().status).toBe('active');
    expect((await as(user, app, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const back = await signIn(user);
    expect(back.statusCode).toBe(200);
    expect((await as({ cookie: cookieFrom(back.headers) }, app, { method: 'GET', url: '/api/me' })).statusCode).toBe(
      200,
    );
    expect((await app.ctx.repos.audit.listByAction('user.reactivated')).some((e) => e.targetId === user.id)).toBe(true);
  });

  it('changes plan through billing and role with an audit entry each', async () => {
    const creator = await createCreator(app, { plan: 'free' });
    const res = await patch(operator, creator.id, { plan: 'pro', userType: 'admin', adminLevel: 'standard' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: 'pro', userType: 'admin', adminLevel: 'standard', permissions: [] });
    const granted = await patch(operator, creator.id, { permissions: ['users:read', 'logs:read'] });
    expect(granted.json().permissions).toEqual(['users:read', 'logs:read']);
    const roles = (await app.ctx.repos.audit.listByAction('user.role_changed')).filter(
      (e) => e.targetId === creator.id,
    );
    expect(roles).toHaveLength(2);
    expect((await app.ctx.repos.audit.listByAction('plan.changed')).some((e) => e.targetId === creator.id)).toBe(true);
    // Back to creator: the admin level and permissions go with the role.
    const demoted = await patch(operator, creator.id, { userType: 'creator' });
    expect(demoted.json()).toMatchObject({ userType: 'creator', adminLevel: null, permissions: [] });
  });

  it('keeps admins from locking themselves or the instance out', async () => {
    const own = await patch(operator, operator.id, { status: 'suspended' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(
      'You cannot change the status or role of your own account. Ask another admin to do it.',
    );
    const writer = await standardAdmin(['users:write', 'users:read']);
    const creator = await createCreator(app);
    const escalate = await patch(writer, creator.id, { userType: 'admin' });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().error.message).toBe(
      'Only a super admin can change admin roles, admin levels and permissions, or suspend an admin.',
    );
    expect((await patch(writer, operator.id, { status: 'suspended' })).statusCode).toBe(403);
    // A standard admin with users:write suspends and approves ordinary accounts.
    expect((await patch(writer, creator.id, { status: 'suspended' })).json().status).toBe('suspended');

    // A super admin can be changed by another super admin only.
    const second = await createAdmin(app);
    expect((await patch(writer, second.id, { adminLevel: 'standard' })).statusCode).toBe(403);
    expect((await patch(second, operator.id, { adminLevel: 'standard' })).json().adminLevel).toBe('standard');
    expect((await patch(second, operator.id, { adminLevel: 'super' })).json().adminLevel).toBe('super');
  });

  it('answers junk with 400, an unknown account with 404, and a missing permission by name', async () => {
    const creator = await createCreator(app);
    for (const [payload, message] of [
      [{}, 'Send at least one of status, plan, userType, adminLevel, permissions'],
      [{ status: 'banned' }, 'status must be active, pending or suspended'],
      [{ plan: 'gold' }, 'plan must be free, pro or agency'],
      [{ permissions: ['root'] }, expect.stringContaining('Each permission must be one of users:read')],
      [{ email: 'x@example.com' }, 'Only status, plan, userType, adminLevel and permissions can be changed here'],
    ] as const) {
      const res = await patch(operator, creator.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toEqual(message);
    }
    const res = await patch(operator, creator.id, { permissions: ['logs:read'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Permissions apply to admins only. Make the account an admin first.');
    const missing = await patch(operator, 'no-such-account', { status: 'active' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('This account does not exist or was deleted.');
    const biller = await standardAdmin(['users:write']);
    expect((await patch(biller, creator.id, { status: 'suspended', plan: 'pro' })).json().error.message).toBe(
      'Permission required: billing:write. Contact your administrator for access.',
    );
    // Refused as a whole: the status did not change either.
    expect((await app.ctx.repos.users.findById(creator.id))?.status).toBe('active');
  });
});
