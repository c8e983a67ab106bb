import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, latestCode, publicUrl } from '../../../test/client-portal';
import { createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { PORTAL_GUESS_CEILING } from './portal-guard';

let app: FastifyInstance;
let owner: TestUser;
let moved = 0;
beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  moved = 0;
  app.ctx.clock = () => new Date(Date.now() + moved);
  owner = await createCreator(app, { name: 'Sam Maker', plan: 'pro' });
});
afterEach(() => {
  app.ctx.clock = () => new Date();
});
afterAll(async () => {
  await app?.close();
});

const CEILING = PORTAL_GUESS_CEILING.perHour;
const attackAlerts = () =>
  app.ctx.db
    .selectFrom('notification')
    .selectAll()
    .where('uid', '=', owner.id)
    .where('title', 'like', 'Too many wrong%')
    .execute();

/** Wrong guesses from many addresses, a few each: no address ever reaches its own limit of 10. */
async function guessFromManyAddresses(count: number, send: (ip: string, i: number) => Promise<{ statusCode: number }>) {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) {
    const ip = `198.51.100.${Math.floor(i / 3) + 1}`;
    answers.push((await send(ip, i)).statusCode);
  }
  return answers;
}

describe('the per-portal ceiling of wrong PINs', () => {
  it('pauses the portal for everyone new after 25 wrong PINs an hour from any number of addresses', async () => {
    const portal = await createPortal(app, owner, { name: 'Secret', accessType: 'pin', pin: '5555' });
    const client = browser(app, '203.0.113.50');
    expect((await client.post(publicUrl(portal.uuid, '/unlock'), { pin: '5555' })).statusCode).toBe(200);

    const answers = await guessFromManyAddresses(CEILING + 10, (ip, i) =>
      browser(app, ip).post(publicUrl(portal.uuid, '/unlock'), { pin: String(1000 + i) }),
    );
    expect(answers.slice(0, CEILING).every((code) => code === 401)).toBe(true);
    expect(answers.slice(CEILING).every((code) => code === 429)).toBe(true);

    // A client with the right PIN on a fresh address is refused too, and told what to do.
    const right = await browser(app, '192.0.2.200').post(publicUrl(portal.uuid, '/unlock'), { pin: '5555' });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('PORTAL_PAUSED');
    expect(right.json().error.message).toContain("contact the portal's owner");
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);

    // The client who opened it before keeps access.
    expect((await client.get(publicUrl(portal.uuid))).statusCode).toBe(200);

    // The owner hears of it once, with what is happening, however many guesses follow.
    const alerts = await attackAlerts();
    expect(alerts).toHaveLength(1);
    expect(alerts[0].message).toContain(
      `${CEILING} wrong PIN attempts in the last hour from ${Math.ceil(CEILING / 3)} network addresses`,
    );
    expect(alerts[0].message).toContain('keep their access');
    const audit = (await app.ctx.repos.audit.listByAction('portal.pin_ceiling')).filter(
      (row) => row.targetId === portal.id,
    );
    expect(audit).toHaveLength(1);

    // Refused guesses are not counted: an hour after the wrong ones, the portal opens again.
    moved = 61 * 60_000;
    expect(
      (await browser(app, '192.0.2.200').post(publicUrl(portal.uuid, '/unlock'), { pin: '5555' })).statusCode,
    ).toBe(200);
  });

  it('cannot be reached by one address alone, which its own limit stops first', async () => {
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '8642' });
    const guesser = browser(app, '198.51.100.200');
    // Ten wrong PINs, locked out, half an hour later ten more: 20 in the hour, all this address may try.
    for (let half = 0; half < 2; half++) {
      if (half === 1) moved += 30 * 60_000 + 1000;
      for (let i = 0; i < 10; i++) await guesser.post(publicUrl(portal.uuid, '/unlock'), { pin: '0000' });
      expect((await guesser.post(publicUrl(portal.uuid, '/unlock'), { pin: '0000' })).json().error.code).toBe(
        'TOO_MANY_ATTEMPTS',
      );
    }
    expect(
      (await browser(app, '192.0.2.202').post(publicUrl(portal.uuid, '/unlock'), { pin: '8642' })).statusCode,
    ).toBe(200);
  });

  it('counts each portal on its own', async () => {
    const attacked = await createPortal(app, owner, { accessType: 'pin', pin: '1234' });
    const other = await createPortal(app, owner, { accessType: 'pin', pin: '1234' });
    await guessFromManyAddresses(CEILING, (ip, i) =>
      browser(app, ip).post(publicUrl(attacked.uuid, '/unlock'), { pin: String(2000 + i) }),
    );
    expect((await browser(app).post(publicUrl(attacked.uuid, '/unlock'), { pin: '1234' })).statusCode).toBe(429);
    expect((await browser(app).post(publicUrl(other.uuid, '/unlock'), { pin: '1234' })).statusCode).toBe(200);
  });
});

describe('the per-portal ceiling of wrong email codes', () => {
  it('pauses code checks after 25 wrong codes an hour from any number of addresses', async () => {
    const portal = await createPortal(app, owner, {
      name: 'Brand review',
      accessType: 'email',
      allowedEmails: ['client@example.com'],
    });
    const answers = await guessFromManyAddresses(CEILING + 2, (ip) =>
      browser(app, ip).post(publicUrl(portal.uuid, '/verify-email'), { email: 'client@example.com', code: '000000' }),
    );
    expect(answers.slice(0, CEILING).every((code) => code === 410)).toBe(true);
    expect(answers.slice(CEILING)).toEqual([429, 429]);

    const client = browser(app, '192.0.2.201');
    const sent = await client.post(publicUrl(portal.uuid, '/email-code'), { email: 'client@example.com' });
    expect(sent.statusCode).toBe(429);
    expect(sent.json().error.code).toBe('PORTAL_PAUSED');
    expect((await attackAlerts())[0]?.title).toBe('Too many wrong email codes on "Brand review"');

    moved = 61 * 60_000;
    expect((await client.post(publicUrl(portal.uuid, '/email-code'), { email: 'client@example.com' })).statusCode).toBe(
      200,
    );
    const code = await latestCode(app, 'client@example.com');
    const verified = await client.post(publicUrl(portal.uuid, '/verify-email'), { email: 'client@example.com', code });
    expect(verified.statusCode).toBe(200);
  });
});

describe('a client behind the address of someone guessing codes', () => {
  it('still gets a code for an allowed address and opens the portal with its first try', async () => {
    const portal = await createPortal(app, owner, {
      accessType: 'email',
      allowedEmails: ['client@example.com', 'boss@example.com'],
    });
    const office = '203.0.113.80';
    const guesser = browser(app, office);
    for (let i = 0; i < 10; i++) {
      await guesser.post(publicUrl(portal.uuid, '/verify-email'), { email: 'boss@example.com', code: '123456' });
    }
    const locked = await guesser.post(publicUrl(portal.uuid, '/verify-email'), {
      email: 'boss@example.com',
      code: '123456',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('TOO_MANY_ATTEMPTS');

    const client = browser(app, office);
    expect((await client.post(publicUrl(portal.uuid, '/email-code'), { email: 'client@example.com' })).statusCode).toBe(
      200,
    );
    // A wrong first try is answered as the lock, and the code cannot be tried again from here.
    const code = await latestCode(app, 'client@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const slip = await client.post(publicUrl(portal.uuid, '/verify-email'), {
      email: 'client@example.com',
      code: wrong,
    });
    expect(slip.statusCode).toBe(429);
    const again = await client.post(publicUrl(portal.uuid, '/verify-email'), { email: 'client@example.com', code });
    expect(again.statusCode).toBe(429);

    moved = 31_000;
    expect((await client.post(publicUrl(portal.uuid, '/email-code'), { email: 'client@example.com' })).statusCode).toBe(
      200,
    );
    const fresh = await latestCode(app, 'client@example.com');
    const opened = await client.post(publicUrl(portal.uuid, '/verify-email'), {
      email: 'client@example.com',
      code: fresh,
    });
    expect(opened.statusCode).toBe(200);
    expect((await client.get(publicUrl(portal.uuid))).statusCode).toBe(200);

    // The guesser is still locked out, and cannot probe the allow list either.
    expect(
      (await guesser.post(publicUrl(portal.uuid, '/verify-email'), { email: 'boss@example.com', code: '000000' }))
        .statusCode,
    ).toBe(429);
    expect((await guesser.post(publicUrl(portal.uuid, '/email-code'), { email: 'x@example.com' })).statusCode).toBe(
      429,
    );
  });
});
