import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { cookieFrom, createCreator, signUp, type TestUser } from '../../../test/factories';
import { delayAfter, KNOWN_DEVICE_COOKIE, MAX_DELAY_MS } from './sign-in-throttle';

let app: FastifyInstance;
let owner: TestUser;
let now = Date.now();
beforeEach(async () => {
  app = await buildTestApp();
  now = Date.now();
  app.ctx.clock = () => new Date(now);
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { email: 'ada@example.com' });
});
afterEach(async () => {
  await app.close();
});

const signIn = (password: string, opts: { ip?: string; cookie?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'Ada@example.com', password },
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });

async function guessFrom100Addresses(): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 100; i++) statuses.push((await signIn(`guess number ${i}`, { ip: `10.1.${i}.1` })).statusCode);
  return statuses;
}

describe('sign-in throttling per account', () => {
  it('grows the wait per account, whatever the client address, and mails the owner once', async () => {
    const statuses = await guessFrom100Addresses();
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);

    // The right password from a new browser waits too, with a message saying how long.
    const right = await signIn(owner.password, { ip: '10.2.0.1' });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toMatch(/Wait 30 seconds/);
    expect(right.headers['retry-after']).toBe('30');

    await expect
      .poll(async () =>
        (await app.ctx.repos.mail.listRecent()).filter(
          (m) => m.subject === 'Failed sign-ins to your ClientDock account',
        ),
      )
      .toHaveLength(1);
    expect((await app.ctx.repos.audit.listByAction('auth.sign_in_throttled')).length).toBeGreaterThan(90);
  });

  it('lets the right password in after the wait, and doubles the wait per further failure up to 15 minutes', async () => {
    for (let i = 0; i < 6; i++) {
      await signIn(`wrong ${i}`);
      now += delayAfter(i + 1) + 1000;
    }
    expect(delayAfter(5)).toBe(30_000);
    expect(delayAfter(6)).toBe(60_000);
    expect(delayAfter(50)).toBe(MAX_DELAY_MS);
    expect((await signIn(owner.password)).statusCode).toBe(200);
    // A success forgets the failures.
    expect((await signIn('wrong again')).statusCode).toBe(401);
    expect((await signIn(owner.password)).statusCode).toBe(200);
  });

  it('never locks out for longer than 15 minutes', async () => {
    await guessFrom100Addresses();
    now += MAX_DELAY_MS + 1000;
    expect((await signIn(owner.password)).statusCode).toBe(200);
  });

  it('lets a browser that signed in before straight in', async () => {
    const first = await signIn(owner.password);
    expect(String(first.headers['set-cookie'])).toContain(`${KNOWN_DEVICE_COOKIE}=`);
    const device = cookieFrom(first.headers)
      .split('; ')
      .filter((c) => c.startsWith(KNOWN_DEVICE_COOKIE))
      .join('; ');
    await guessFrom100Addresses();
    expect((await signIn(owner.password)).statusCode).toBe(429);
    // A forged cookie does not help.
    expect((await signIn(owner.password, { cookie: `${KNOWN_DEVICE_COOKIE}=abc.def` })).statusCode).toBe(429);
    expect((await signIn(owner.password, { cookie: device })).statusCode).toBe(200);
  });
});
