import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { signUp } from '../../test/factories';
import { pruneExpiredRows } from './retention';

const DAY_MS = 86_400_000;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const sessionsOf = (userId: string) =>
  app.ctx.db.selectFrom('session').select('id').where('userId', '=', userId).execute();

describe('the retention job', () => {
  it('prunes expired sessions and mail delivered more than 30 days ago, once a day', async () => {
    const user = await signUp(app);
    expect((await sessionsOf(user.id)).length).toBeGreaterThan(0);
    const old = randomUUID();
    const fresh = randomUUID();
    const failed = randomUUID();
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString();
    const row = { kind: 'test', to: 'x@example.com', subject: 's', text: 't', html: null, error: null, sentAt: null };
    await app.ctx.db
      .insertInto('outbox')
      .values([
        { ...row, id: old, status: 'sent', createdAt: at(31), nextAttemptAt: null, headers: null },
        { ...row, id: fresh, status: 'sent', createdAt: at(29), nextAttemptAt: null, headers: null },
        { ...row, id: failed, status: 'failed', createdAt: at(60), nextAttemptAt: null, headers: null },
      ])
      .execute();

    // Today: the session is still valid and stays.
    const today = await pruneExpiredRows(app.ctx, new Date());
    expect(today).toMatchObject({ sessions: 0, deliveredMail: 1 });
    expect((await sessionsOf(user.id)).length).toBeGreaterThan(0);
    expect(await app.ctx.repos.mail.findById(old)).toBeUndefined();
    expect(await app.ctx.repos.mail.findById(fresh)).toBeDefined();
    expect(await app.ctx.repos.mail.findById(failed)).toBeDefined();
    // Claimed: a second call the same day (another instance) does nothing.
    expect(await pruneExpiredRows(app.ctx, new Date())).toBeNull();

    // A year later the session has expired.
    const later = await pruneExpiredRows(app.ctx, new Date(Date.now() + 365 * DAY_MS));
    expect(later?.sessions).toBeGreaterThan(0);
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(await app.ctx.repos.mail.findById(failed)).toBeDefined();
  });

  it('forgets runs of failed sign-ins two days after their last failure', async () => {
    const now = Date.now();
    await app.ctx.db
      .insertInto('sign_in_throttle')
      .values([
        { email: 'stale@example.com', failures: 7, lastFailureAt: now - 3 * DAY_MS, ownerAlertedAt: null },
        { email: 'recent@example.com', failures: 7, lastFailureAt: now - DAY_MS / 2, ownerAlertedAt: null },
      ])
      .execute();
    // Tomorrow: the stale run's last failure is three days old, the recent one's a day and a half.
    const result = await pruneExpiredRows(app.ctx, new Date(now + DAY_MS));
    expect(result?.signInThrottles).toBe(1);
    const left = await app.ctx.db.selectFrom('sign_in_throttle').select('email').execute();
    expect(left.map((row) => row.email)).toEqual(['recent@example.com']);
  });
});
