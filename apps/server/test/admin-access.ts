import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { as, createAdmin, createCreator, type TestUser } from './factories';

export interface NonAdmins {
  creator: TestUser;
  teamMember: TestUser;
  /** An admin of the standard level with no permissions. */
  plainAdmin: TestUser;
}

export async function createNonAdmins(app: FastifyInstance): Promise<NonAdmins> {
  const creator = await createCreator(app, { plan: 'agency' });
  const teamMember = await createCreator(app);
  await app.ctx.repos.users.update(teamMember.id, { userType: 'team_member', teamRole: 'admin' });
  const plainAdmin = await createAdmin(app);
  await app.ctx.repos.users.update(plainAdmin.id, { adminLevel: 'standard' });
  await app.ctx.repos.users.setPermissions(plainAdmin.id, []);
  return { creator, teamMember, plainAdmin };
}

/** Anonymous callers get 401; creators and team members the spec's exact admin message (spec §6). */
export async function expectAdminOnly(app: FastifyInstance, users: NonAdmins, request: InjectOptions) {
  const label = `${request.method} ${request.url}`;
  expect((await as(null, app, request)).statusCode, label).toBe(401);
  for (const user of [users.creator, users.teamMember]) {
    const res = await as(user, app, request);
    expect(res.statusCode, label).toBe(403);
    expect(res.json().error, label).toEqual({
      code: 'ADMIN_REQUIRED',
      message: 'Admin privileges required to access this page.',
    });
  }
}

/** An admin without the named permission gets the spec's permission message naming it. */
export async function expectPermissionRequired(
  app: FastifyInstance,
  admin: TestUser,
  request: InjectOptions,
  permission: string,
) {
  const res = await as(admin, app, request);
  expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
  expect(res.json().error).toEqual({
    code: 'PERMISSION_REQUIRED',
    message: `Permission required: ${permission}. Contact your administrator for access.`,
  });
}
