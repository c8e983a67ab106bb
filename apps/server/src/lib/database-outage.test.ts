import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { as, createCreator } from '../../test/factories';
import { usePostgres } from '../../test/test-database';
import { isDatabaseUnavailable } from './database-unavailable';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('while the database cannot be reached', () => {
  it.skipIf(!usePostgres)('answers 503 with Retry-After, then serves again once it is back', async () => {
    const app = await buildTestApp();
    const name = new URL(app.ctx.config.database.url!).pathname.slice(1);
    cleanup = async () => {
      await admin((c) => c.query(`alter database ${name} allow_connections true`));
      await app.close();
    };
    const creator = await createCreator(app);
    expect((await as(creator, app, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    await admin(async (c) => {
      await c.query(`alter database ${name} allow_connections false`);
      await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    });
    for (const request of [
      { method: 'GET' as const, url: '/api/me' },
      { method: 'POST' as const, url: '/api/portals', payload: { name: 'During the outage' } },
    ]) {
      const res = await as(creator, app, request);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(res.json().error.message).toMatch(/try again in a few seconds/);
    }

    await admin((c) => c.query(`alter database ${name} allow_connections true`));
    expect((await as(creator, app, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it.skipIf(usePostgres)(
    'answers 503 when another writer holds the SQLite file past the busy timeout',
    async () => {
      const app = await buildTestApp();
      const creator = await createCreator(app);
      const other = new SQLite(app.ctx.config.database.sqliteFile);
      cleanup = async () => {
        other.close();
        await app.close();
      };
      other.exec('begin immediate');
      try {
        const res = await as(creator, app, { method: 'POST', url: '/api/portals', payload: { name: 'Locked out' } });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
      } finally {
        other.exec('rollback');
      }
      const res = await as(creator, app, { method: 'POST', url: '/api/portals', payload: { name: 'Back' } });
      expect(res.statusCode).toBe(201);
    },
    20_000,
  );

  it('tells a lost connection from a bug', async () => {
    const refused = await new pg.Client({ host: '127.0.0.1', port: 1, user: 'nobody' }).connect().catch((e) => e);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('wrapped', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
