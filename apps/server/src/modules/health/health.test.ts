import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { usePostgres } from '../../../test/test-database';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

it('reports the database, storage, mail transport and version', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    status: 'ok',
    db: { status: 'ok', dialect: usePostgres ? 'postgres' : 'sqlite' },
    storage: { status: 'ok', driver: 'local' },
    mail: { transport: 'outbox' },
    version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    instance: expect.stringMatching(/^\w+/),
  });
  expect(res.headers['cache-control']).toBe('no-store');
});

it('names the instance that answered: the same each time, another for another process, INSTANCE_ID when set', async () => {
  const instanceOf = async (target: FastifyInstance) =>
    (await target.inject({ method: 'GET', url: '/api/health' })).json().instance;
  const first = await instanceOf(app);
  expect(await instanceOf(app)).toBe(first);
  const other = await buildTestApp();
  const named = await buildTestApp({ env: { INSTANCE_ID: 'web-2' } });
  try {
    expect(await instanceOf(other)).not.toBe(first);
    expect(await instanceOf(named)).toBe('web-2');
  } finally {
    await Promise.all([other.close(), named.close()]);
  }
});

it('answers unknown API paths 404 in the error shape', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'No API route for GET /api/nothing-here' });
});
