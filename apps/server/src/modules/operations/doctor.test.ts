import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { runCli } from '../../../test/command-line';
import { as, createAdmin } from '../../../test/factories';

let app: FastifyInstance;
let publicUrl: string;

/** `npm run cli -- doctor` as an operator runs it, beside the running server, on the same database. */
async function doctor(extraEnv: NodeJS.ProcessEnv = {}) {
  const { database, dataDir } = app.ctx.config;
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, PUBLIC_URL: publicUrl };
  if (database.dialect === 'postgres') env.DATABASE_URL = database.url ?? undefined;
  const { code, stdout, stderr } = await runCli({ ...env, ...extraEnv }, 'doctor');
  return { code, stdout: stdout + stderr };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  app = await buildTestApp();
  publicUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
});

describe('cli doctor', () => {
  it('passes every check on a fresh instance, one line each', { timeout: 120_000 }, async () => {
    const { code, stdout } = await doctor();
    expect(stdout).toMatch(/^PASS {2}database: \w+ reachable, \d+ migrations applied$/m);
    expect(stdout).toMatch(/^PASS {2}storage: local: write, read and delete work$/m);
    expect(stdout).toMatch(/^SKIP {2}mail: no SMTP_URL/m);
    expect(stdout).toContain(`PASS  PUBLIC_URL: ${publicUrl}/api/health answers`);
    // Behind a load balancer, the operator learns which instance PUBLIC_URL reached.
    expect(stdout).toContain(`instance ${app.ctx.config.instanceId})`);
    expect(stdout).toMatch(/^PASS {2}VAPID: keys valid/m);
    expect(stdout).toMatch(/^PASS {2}disk space: [\d.]+ GB free/m);
    expect(stdout).toMatch(/^(PASS|SKIP) {2}clock: /m);
    expect(stdout).toMatch(/^SKIP {2}backups: no BACKUP_DIR: no scheduled backups$/m);
    expect(stdout).toContain('All checks passed.');
    expect(code).toBe(0);
  });

  it('fails clearly, with a hint, when the SMTP server cannot be reached', { timeout: 120_000 }, async () => {
    const port = await closedPort();
    const { code, stdout } = await doctor({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    expect(stdout).toMatch(/^FAIL {2}mail: SMTP: .*ECONNREFUSED/m);
    expect(stdout).toContain('Check SMTP_URL: host, port, user and password');
    expect(stdout).toMatch(/^PASS {2}database/m);
    expect(stdout).toContain('Some checks failed.');
    expect(code).toBe(1);
  });

  it('fails when PUBLIC_URL does not answer', { timeout: 120_000 }, async () => {
    const port = await closedPort();
    const { code, stdout } = await doctor({ PUBLIC_URL: `http://127.0.0.1:${port}` });
    expect(stdout).toMatch(new RegExp(`^FAIL {2}PUBLIC_URL: http://127.0.0.1:${port}/api/health: `, 'm'));
    expect(code).toBe(1);
  });
});

describe('the doctor on the diagnostics page', () => {
  it('answers the same checks to an admin, and nothing to others', async () => {
    const admin = await createAdmin(app);
    const res = await as(admin, app, { method: 'GET', url: '/api/admin/debug/doctor' });
    expect(res.statusCode).toBe(200);
    const names = res.json().checks.map((check: { name: string }) => check.name);
    expect(names).toEqual(['database', 'storage', 'mail', 'PUBLIC_URL', 'VAPID', 'disk space', 'clock', 'backups']);
    expect(res.json().checks[0]).toMatchObject({ status: 'pass' });
    expect((await app.inject({ method: 'GET', url: '/api/admin/debug/doctor' })).statusCode).toBe(401);
  });
});
