import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, cookieFrom, createCreator, signUp, type TestUser } from '../../../test/factories';
import { baseUrl, openEventStream } from '../../../test/sse';

let app: FastifyInstance;
let owner: TestUser;
beforeEach(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { email: 'ada@example.com', name: 'Ada Lovelace' });
});
afterEach(async () => {
  await app.close();
});

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

async function linkIn(to: string, pattern: RegExp): Promise<string> {
  await expect
    .poll(async () => (await app.ctx.repos.mail.listRecent()).some((m) => m.to === to && pattern.test(m.text)))
    .toBe(true);
  const mail = (await app.ctx.repos.mail.listRecent()).find((m) => m.to === to && pattern.test(m.text))!;
  const url = new URL(mail.text.match(pattern)![0]);
  return `${url.pathname}${url.search}`;
}

/** Someone with a stolen session and password moves the account to their own address. */
async function takeOver(): Promise<void> {
  await as(owner, app, {
    method: 'POST',
    url: '/api/account/email',
    payload: { newEmail: 'thief@example.com', currentPassword: owner.password },
  });
  const link = await linkIn('thief@example.com', /https?:\/\/\S+verify-email\S+/);
  expect((await app.inject({ method: 'GET', url: link, headers: { cookie: owner.cookie } })).statusCode).toBe(302);
}

describe('"this wasn\'t me" after an email change', () => {
  it('tells the old address, and its link puts the address back, ends every session, once, audited', async () => {
    await takeOver();
    const thiefSession = cookieFrom((await signIn('thief@example.com', owner.password)).headers);
    const revert = await linkIn('ada@example.com', /https?:\/\/\S+\/api\/account\/email\/revert\S+/);
    const mail = (await app.ctx.repos.mail.listRecent()).find(
      (m) => m.subject === 'Your ClientDock email address was changed',
    );
    expect(mail?.text).toContain('thief@example.com');

    const res = await app.inject({ method: 'GET', url: revert });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?emailReverted=true');
    expect((await app.ctx.repos.users.findById(owner.id))?.email).toBe('ada@example.com');
    for (const cookie of [owner.cookie, thiefSession]) {
      expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    }
    expect((await signIn('thief@example.com', owner.password)).statusCode).toBe(401);
    const log = await app.ctx.repos.audit.listByAction('account.email_change_reverted');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ targetId: owner.id });
    const details = log[0]!.details;
    // JSON text on SQLite, an object on PostgreSQL.
    expect(typeof details === 'string' ? JSON.parse(details) : details).toEqual({
      from: 'thief@example.com',
      to: 'ada@example.com',
    });

    const again = await app.inject({ method: 'GET', url: revert });
    expect(again.headers.location).toBe('/login?error=email-revert-invalid');
    expect(await app.ctx.repos.audit.listByAction('account.email_change_reverted')).toHaveLength(1);
  });

  it('closes the open notification streams of the ended sessions at once, not at the next heartbeat', async () => {
    await takeOver();
    const thiefSession = cookieFrom((await signIn('thief@example.com', owner.password)).headers);
    const stream = await openEventStream(`${await baseUrl(app)}/api/notifications/stream`, { cookie: thiefSession });
    await stream.next('unread');
    const revert = await linkIn('ada@example.com', /https?:\/\/\S+\/api\/account\/email\/revert\S+/);
    expect((await app.inject({ method: 'GET', url: revert })).statusCode).toBe(302);
    // The heartbeat that would otherwise notice is 25 s away.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('the stream was still open after 3 s')), 3000);
    });
    try {
      await Promise.race([stream.closed, late]);
    } finally {
      clearTimeout(timer);
      stream.close();
    }
  });

  it('refuses a forged or altered link', async () => {
    await takeOver();
    const revert = await linkIn('ada@example.com', /https?:\/\/\S+\/api\/account\/email\/revert\S+/);
    const forged = revert.replace(/token=([^.]+)\.(\d+)\./, (_m, id, at) => `token=${id}.${Number(at) + 1}.`);
    for (const url of [forged, '/api/account/email/revert?token=x.y.z', '/api/account/email/revert']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers.location).toBe('/login?error=email-revert-invalid');
    }
    expect((await app.ctx.repos.users.findById(owner.id))?.email).toBe('thief@example.com');
  });
});
