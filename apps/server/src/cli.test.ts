import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-app';
import { runCli } from '../test/command-line';
import { as, signUp, type TestUser } from '../test/factories';

let app: FastifyInstance;
let ada: TestUser;

/** The command line as an operator runs it: a separate process on the same database as the server. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { database, dataDir } = app.ctx.config;
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir };
  if (database.dialect === 'postgres') env.DATABASE_URL = database.url ?? undefined;
  return runCli(env, ...args);
}

beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  ada = await signUp(app, { email: 'ada@example.com', name: 'Ada Lovelace' });
});
afterAll(async () => {
  await app.close();
});

describe('the command line', () => {
  it('grants and revokes admin rights', { timeout: 120_000 }, async () => {
    const granted = await cli('admin:grant', 'ADA@example.com');
    expect(granted).toMatchObject({ code: 0, stdout: 'ada@example.com is now a super admin.\n' });
    expect(await app.ctx.repos.users.findById(ada.id)).toMatchObject({ userType: 'admin', adminLevel: 'super' });
    expect((await as(ada, app, { method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(200);
    const audit = (await app.ctx.repos.audit.listByAction('user.role_changed')).find((e) => e.targetId === ada.id);
    expect(audit).toMatchObject({ actorId: null, userAgent: 'clientdock-cli' });

    const revoked = await cli('admin:revoke', 'ada@example.com');
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('ada@example.com is a creator now');
    expect(await app.ctx.repos.users.findById(ada.id)).toMatchObject({
      userType: 'creator',
      adminLevel: null,
      permissions: [],
    });
    const again = await cli('admin:revoke', 'ada@example.com');
    expect(again).toMatchObject({ code: 1, stderr: 'Error: ada@example.com is not an admin.\n' });
  });

  it('sets an account’s status; suspending signs it out', { timeout: 120_000 }, async () => {
    const suspended = await cli('user:status', 'ada@example.com', 'suspended');
    expect(suspended.code).toBe(0);
    expect(suspended.stdout).toBe(
      'ada@example.com is now suspended (was active). It has been signed out everywhere.\n',
    );
    expect((await app.ctx.repos.users.findById(ada.id))?.status).toBe('suspended');
    const res = await as(ada, app, { method: 'GET', url: '/api/me' });
    expect(res.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect((await cli('user:status', 'ada@example.com', 'active')).code).toBe(0);
    expect((await app.ctx.repos.users.findById(ada.id))?.status).toBe('active');
  });

  it('stores the sample templates again with --force', { timeout: 120_000 }, async () => {
    const res = await cli('templates:migrate', '--force');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^Sample templates: (\d+) of \1 stored \(version \d+, stored again now\)\.\n$/);
  });

  it('exits 1 with a clear message on bad input', { timeout: 120_000 }, async () => {
    expect(await cli('admin:grant', 'nobody@example.com')).toMatchObject({
      code: 1,
      stderr: 'Error: No account uses the email nobody@example.com.\n',
    });
    const status = await cli('user:status', 'ada@example.com', 'banned');
    expect(status.code).toBe(1);
    expect(status.stderr).toContain('Error: The status must be one of active, pending, suspended; got "banned".');
    const missing = await cli('admin:grant');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Error: admin:grant needs <email>.');
    expect(missing.stderr).toContain('Usage: npm run cli -- <command> [arguments]');
    const flag = await cli('templates:migrate', '--everything');
    expect(flag.stderr).toContain('Error: templates:migrate does not take --everything.');
    const unknown = await cli('users:delete', 'ada@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "users:delete".');
    expect((await cli('help')).stdout).toContain('admin:grant <email> [--standard]');
  });
});
