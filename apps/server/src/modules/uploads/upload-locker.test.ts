import { ERRORS } from '@tus/utils';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { createUploadLocker } from './upload-locker';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

// Two lockers on one database stand for two app instances.
const fast = { renewMs: 50, pollMs: 20, leaseMs: 1000 };

describe('upload locks shared through the database', () => {
  it('asks the holder on another instance to let go, then takes the lock', async () => {
    const one = createUploadLocker(app.ctx.repos.uploadLocks, fast);
    const two = createUploadLocker(app.ctx.repos.uploadLocks, fast);
    const held = one.newLock('upload-a');
    let asked = 0;
    await held.lock(new AbortController().signal, async () => {
      asked += 1;
      await held.unlock();
    });
    const next = two.newLock('upload-a');
    await next.lock(new AbortController().signal, () => {});
    expect(asked).toBe(1);
    await next.unlock();
  });

  it('takes over a lock whose holder stopped renewing it (a crashed instance)', async () => {
    const started = Date.now();
    expect(await app.ctx.repos.uploadLocks.acquire('upload-b', 'crashed-instance', started, 300)).toBe(true);
    const lock = createUploadLocker(app.ctx.repos.uploadLocks, fast).newLock('upload-b');
    await lock.lock(new AbortController().signal, () => {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await lock.unlock();
  });

  it('gives up with tus’ lock timeout when the holder never lets go', async () => {
    const stubborn = createUploadLocker(app.ctx.repos.uploadLocks, fast).newLock('upload-c');
    await stubborn.lock(new AbortController().signal, () => {});
    const waiting = createUploadLocker(app.ctx.repos.uploadLocks, { ...fast, acquireTimeoutMs: 200 }).newLock(
      'upload-c',
    );
    await expect(waiting.lock(new AbortController().signal, () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await stubborn.unlock();
  });

  it('hands a lock within one instance straight to the next request', async () => {
    const locker = createUploadLocker(app.ctx.repos.uploadLocks, { ...fast, renewMs: 60_000 });
    const first = locker.newLock('upload-d');
    await first.lock(new AbortController().signal, () => first.unlock());
    const second = locker.newLock('upload-d');
    await second.lock(new AbortController().signal, () => {});
    await second.unlock();
  });
});
