import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createAdmin, createCreator, signUp, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let superAdmin: TestUser;
let creator: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  superAdmin = await signUp(app, { email: 'operator@example.com' });
  creator = await createCreator(app, { plan: 'free' });
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

describe('admin permission checks (spec §6)', () => {
  it('answers a non-admin with the spec’s exact message', async () => {
    const res = await as(creator, app, { method: 'GET', url: '/api/admin/creators' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'ADMIN_REQUIRED',
      message: 'Admin privileges required to access this page.',
    });
  });

  it('answers an admin without the permission with the spec’s exact message naming it', async () => {
    const admin = await standardAdmin(['analytics:read']);
    const res = await as(admin, app, { method: 'GET', url: '/api/admin/creators' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'PERMISSION_REQUIRED',
      message: 'Permission required: users:read. Contact your administrator for access.',
    });
    const plan = await as(admin, app, {
      method: 'PATCH',
      url: `/api/admin/creators/${creator.id}`,
      payload: { plan: 'pro' },
    });
    expect(plan.json().error.message).toBe(
      'Permission required: billing:write. Contact your administrator for access.',
    );
  });

  it('lets an admin with the listed permission and a super admin through', async () => {
    const reader = await standardAdmin(['users:read']);
    const listed = await as(reader, app, { method: 'GET', url: '/api/admin/creators' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().creators.some((c: { id: string }) => c.id === creator.id)).toBe(true);
    expect((await as(superAdmin, app, { method: 'GET', url: '/api/admin/creators' })).statusCode).toBe(200);
    expect((await as(null, app, { method: 'GET', url: '/api/admin/creators' })).statusCode).toBe(401);
  });

  it('sets a creator’s plan through Billing with billing:write, and status with users:write', async () => {
    const biller = await standardAdmin(['billing:write']);
    const res = await as(biller, app, {
      method: 'PATCH',
      url: `/api/admin/creators/${creator.id}`,
      payload: { plan: 'agency' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: 'agency', subscriptionStatus: 'active' });
    const audit = await app.ctx.repos.audit.listByAction('plan.changed');
    expect(audit.find((a) => a.targetId === creator.id)?.actorId).toBe(biller.id);
    const status = await as(biller, app, {
      method: 'PATCH',
      url: `/api/admin/creators/${creator.id}`,
      payload: { status: 'suspended' },
    });
    expect(status.json().error.message).toBe(
      'Permission required: users:write. Contact your administrator for access.',
    );
    const suspended = await as(superAdmin, app, {
      method: 'PATCH',
      url: `/api/admin/creators/${creator.id}`,
      payload: { status: 'suspended' },
    });
    expect(suspended.json()).toMatchObject({ status: 'suspended' });
    expect(
      (await as(superAdmin, app, { method: 'PATCH', url: '/api/admin/creators/nobody', payload: { plan: 'pro' } }))
        .statusCode,
    ).toBe(404);
  });
});
