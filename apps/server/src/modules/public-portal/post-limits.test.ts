import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, publicUrl } from '../../../test/client-portal';
import { creatorWithPortal } from '../../../test/factories';
import { restartableTestApp } from '../../../test/restartable-app';
import { forgetEndedWindows } from './post-limits';

const shared = await restartableTestApp();
afterAll(() => shared.cleanup());

describe('post limits on one database', () => {
  let first: Awaited<ReturnType<typeof shared.build>>;
  let second: typeof first;
  let uuid: string;
  beforeAll(async () => {
    first = await shared.build();
    second = await shared.build();
    uuid = (await creatorWithPortal(first)).portal.uuid;
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts the posts that reach either instance against one limit', async () => {
    const ip = '198.51.100.20';
    const posts = [browser(first, ip), browser(second, ip)];
    for (let i = 0; i < 30; i++) {
      const res = await posts[i % 2].post(publicUrl(uuid, '/comments'), { name: 'Dana', body: `#${i}` });
      expect(res.statusCode).toBe(201);
    }
    for (const client of posts) {
      const over = await client.post(publicUrl(uuid, '/comments'), { name: 'Dana', body: 'one more' });
      expect(over.statusCode).toBe(429);
      expect(over.json().error.message).toMatch(/You are sending comments too quickly/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(500);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(600);
    }
    // Another address, and another kind of post from the same address, have limits of their own.
    const neighbour = browser(second, '198.51.100.21');
    expect((await neighbour.post(publicUrl(uuid, '/comments'), { name: 'Ann', body: 'hi' })).statusCode).toBe(201);
  });

  it('starts a new window once ten minutes have passed, and the hourly job forgets the ended ones', async () => {
    const ip = '198.51.100.30';
    const client = browser(first, ip);
    for (let i = 0; i < 30; i++) await client.post(publicUrl(uuid, '/comments'), { name: 'Bo', body: `#${i}` });
    expect((await client.post(publicUrl(uuid, '/comments'), { name: 'Bo', body: 'over' })).statusCode).toBe(429);

    const later = new Date(Date.now() + 10 * 60_000 + 1000);
    first.ctx.clock = () => later;
    second.ctx.clock = () => later;
    try {
      expect((await client.post(publicUrl(uuid, '/comments'), { name: 'Bo', body: 'again' })).statusCode).toBe(201);
      // Every window but the one just started has ended.
      expect(await forgetEndedWindows(second.ctx)).toBeGreaterThanOrEqual(2);
      expect(await forgetEndedWindows(second.ctx)).toBe(0);
      const left = await first.ctx.db.selectFrom('rate_window').select(['key', 'count']).execute();
      expect(left).toEqual([{ key: ip, count: 1 }]);
      // A window an hour or a day long outlives the ten minutes of the post limits.
      await second.ctx.repos.rateWindows.hit('portal-under-attack', 'pin:p1', later.getTime() - 50 * 60_000, 3600_000);
      await second.ctx.repos.rateWindows.hit('portal-view-notice', 'old', later.getTime() - 26 * 3600_000, 86400_000);
      expect(await forgetEndedWindows(second.ctx)).toBe(1);
      const kept = await first.ctx.db.selectFrom('rate_window').select('name').orderBy('name').execute();
      expect(kept.map((row) => row.name)).toEqual(['comments', 'portal-under-attack']);
    } finally {
      first.ctx.clock = () => new Date();
      second.ctx.clock = () => new Date();
    }
  });
});
