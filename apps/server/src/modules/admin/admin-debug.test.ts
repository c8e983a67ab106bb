import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createAdmin, createCreator, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let operator: TestUser;
let creator: TestUser;

/** A loopback port nothing listens on: every mail to it fails at once, as with an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function standardAdmin(permissions: string[]) {
  const admin = await createAdmin(app);
  await app.ctx.repos.users.update(admin.id, { adminLevel: 'standard' });
  await app.ctx.repos.users.setPermissions(admin.id, permissions);
  return admin;
}

const failMail = (n: number) =>
  app.ctx.mailer.send({ kind: 'test', to: `client${n}@example.com`, subject: `Proof ${n}`, text: 'Body' });

beforeAll(async () => {
  app = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
  operator = await createAdmin(app);
  creator = await createCreator(app);
});
afterAll(async () => {
  await app.close();
});

describe('failed mail on the diagnostics page', () => {
  it('lists the failed mail newest first, at most 50, with its recipient, tries, error and next try', async () => {
    for (let n = 1; n <= 51; n++) {
      expect((await failMail(n)).delivered).toBe(false);
      // Distinct creation times, so "newest first" has one answer.
      await sleep(2);
    }
    const res = await as(operator, app, { method: 'GET', url: '/api/admin/debug' });
    expect(res.statusCode).toBe(200);
    const { failedMail } = res.json().mail;
    expect(failedMail).toHaveLength(50);
    expect(failedMail[0]).toMatchObject({
      to: 'client51@example.com',
      subject: 'Proof 51',
      attempts: 1,
      error: expect.stringMatching(/ECONNREFUSED/),
      nextAttemptAt: expect.any(String),
    });
    expect(Date.parse(failedMail[0].nextAttemptAt)).toBeGreaterThan(Date.now());
    expect(failedMail.map((mail: { to: string }) => mail.to)).not.toContain('client1@example.com');
    // The sign-up mails of beforeAll failed too: the count tells of all, the list of the latest.
    expect(res.json().mail.outbox.failed).toBeGreaterThan(50);
  });

  it('tries a failed mail again by hand: the try is counted and the error kept while the server stays down', async () => {
    const { id } = await failMail(99);
    const res = await as(operator, app, { method: 'POST', url: `/api/admin/debug/outbox/${id}/retry` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ delivered: false });
    const listed = (await as(operator, app, { method: 'GET', url: '/api/admin/debug' })).json().mail.failedMail;
    expect(listed).toContainEqual(expect.objectContaining({ id, attempts: 2, error: expect.any(String) }));
  });

  it('answers 404 in words for a mail that is not (or no longer) failed', async () => {
    const res = await as(operator, app, { method: 'POST', url: '/api/admin/debug/outbox/no-such-mail/retry' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('There is no failed mail with this id: it was sent or retried meanwhile.');
  });
});

describe('who may use the operator tools', () => {
  const routes = async () => {
    const { id } = await failMail(7);
    return [
      { method: 'GET' as const, url: '/api/admin/debug' },
      { method: 'GET' as const, url: '/api/admin/debug/doctor' },
      { method: 'POST' as const, url: `/api/admin/debug/outbox/${id}/retry` },
    ];
  };

  it('refuses an admin without logs:read, a creator and a visitor', async () => {
    const admin = await standardAdmin(['users:read']);
    for (const route of await routes()) {
      const refused = await as(admin, app, route);
      expect(refused.statusCode, route.url).toBe(403);
      expect(refused.json().error.message).toBe(
        'Permission required: logs:read. Contact your administrator for access.',
      );
      const asCreator = await as(creator, app, route);
      expect(asCreator.statusCode, route.url).toBe(403);
      expect(asCreator.json().error.message).toBe('Admin privileges required to access this page.');
      const anonymous = await app.inject(route);
      expect(anonymous.statusCode, route.url).toBe(401);
    }
  });

  it('lets a standard admin with logs:read in', async () => {
    const admin = await standardAdmin(['logs:read']);
    for (const route of await routes()) {
      expect((await as(admin, app, route)).statusCode, route.url).toBe(200);
    }
  });
});
