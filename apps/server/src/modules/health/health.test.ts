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
  });
  expect(res.headers['cache-control']).toBe('no-store');
});

it('answers unknown API paths 404 in the error shape', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'No API route for GET /api/nothing-here' });
});
