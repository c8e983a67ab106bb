import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import {
  as,
  createAdmin,
  createCreator,
  createFile,
  createPortal,
  signUp,
  type TestUser,
} from '../../../test/factories';
import { migrationNames } from '../../db/migrator';
import { flushEvents } from '../public-portal';

let app: FastifyInstance;
let operator: TestUser;
let creator: TestUser;
let member: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ config: { runJobs: true } });
  operator = await signUp(app, { email: 'operator@example.com' });
  creator = await createCreator(app, { plan: 'pro' });
  await createCreator(app, { plan: 'agency', status: 'suspended' });
  await createCreator(app, { status: 'pending' });
  member = await createCreator(app);
  await app.ctx.repos.users.update(member.id, { userType: 'team_member', teamRole: 'editor' });
  const portal = await createPortal(app, creator);
  await createPortal(app, creator);
  await createFile(app, creator, portal.id, Buffer.alloc(2048, 1), 'brief.pdf');
  await app.inject({ method: 'GET', url: `/api/public/portals/${portal.uuid}` });
  await flushEvents(app.ctx);
  await app.inject({
    method: 'POST',
    url: '/api/support-tickets',
    payload: { name: 'Sam', email: 'sam@example.com', message: 'Where is my invoice, please?' },
  });
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

describe('GET /api/admin/dashboard', () => {
  it('sums up accounts, portals, storage, the last 7 days, pending approvals and open tickets', async () => {
    const res = await as(operator, app, { method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accounts).toMatchObject({
      total: 5,
      byPlan: { free: 3, pro: 1, agency: 1 },
      byStatus: { active: 3, pending: 1, suspended: 1 },
      byType: { admin: 1, creator: 3, team_member: 1 },
      newLast7Days: 5,
    });
    expect(body.portals.total).toBe(2);
    expect(body.storage).toMatchObject({ files: 1, bytes: 2048, uploadsLast7Days: 1, uploadsInProgress: 0 });
    expect(body.events.daily).toHaveLength(7);
    expect(body.events.daily[6]).toEqual({
      date: new Date().toISOString().slice(0, 10),
      events: body.events.last7Days,
      signUps: 5,
    });
    expect(body.events.last7Days).toBeGreaterThan(0);
    expect(body.events.byType.view).toBe(body.events.last7Days);
    expect(body.pendingApprovals).toEqual({ accounts: 1, templates: expect.any(Number) });
    expect(body.openTickets).toBe(1);
  });

  it('lets an admin with analytics:read in and refuses other admins, creators and team members', async () => {
    const refused = await as(await standardAdmin(['users:read']), app, { method: 'GET', url: '/api/admin/dashboard' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'PERMISSION_REQUIRED',
      message: 'Permission required: analytics:read. Contact your administrator for access.',
    });
    const admin = await standardAdmin(['analytics:read']);
    expect((await as(admin, app, { method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(200);
    for (const user of [creator, member]) {
      const res = await as(user, app, { method: 'GET', url: '/api/admin/dashboard' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Admin privileges required to access this page.');
    }
    expect((await as(null, app, { method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/debug', () => {
  it('reports version, database and migrations, storage, mail and scheduled jobs', async () => {
    const res = await as(operator, app, { method: 'GET', url: '/api/admin/debug' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toBe(app.ctx.config.version);
    expect(body.database).toMatchObject({ dialect: app.ctx.dialect, status: 'ok', migrations: { pending: [] } });
    expect(body.database.migrations.applied.map((m: { name: string }) => m.name)).toEqual(migrationNames());
    expect(body.database.location).not.toMatch(/password|:\/\//);
    expect(body.storage).toMatchObject({ driver: 'local', status: 'ok' });
    expect(body.mail).toMatchObject({ transport: 'outbox', outbox: { pending: 0, failed: 0 } });
    expect(body.jobs.runsHere).toBe(true);
    expect(body.jobs.jobs.map((job: { name: string }) => job.name)).toEqual(
      expect.arrayContaining(['portal-expiry', 'notification-digests', 'upload-cleanup']),
    );
    expect(body.jobs.jobs[0].nextRunAt).toEqual(expect.any(String));
  });

  it('needs logs:read', async () => {
    const admin = await standardAdmin(['users:read']);
    const res = await as(admin, app, { method: 'GET', url: '/api/admin/debug' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Permission required: logs:read. Contact your administrator for access.');
    for (const user of [creator, member]) {
      const refused = await as(user, app, { method: 'GET', url: '/api/admin/debug' });
      expect(refused.json().error.message).toBe('Admin privileges required to access this page.');
    }
    expect(
      (await as(await standardAdmin(['logs:read']), app, { method: 'GET', url: '/api/admin/debug' })).statusCode,
    ).toBe(200);
  });
});
