import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { prepareQuery } from './prepared-query';
import { parseJson } from './values';

// PostgreSQL answers a JSON column parsed, SQLite as text.
const plain = (row: { key: string; value: unknown } | undefined) =>
  row && { ...row, value: parseJson(row.value, null) };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('prepareQuery', () => {
  it('compiles once and binds each run’s values by name, keeping constants, on either database', async () => {
    const { db } = app.ctx;
    const write = prepareQuery(db, (arg) =>
      db
        .insertInto('app_setting')
        .values({ key: arg<string>('key'), value: arg<string>('value'), updatedAt: '2026-01-01T00:00:00.000Z' })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: arg<string>('value') })),
    );
    const read = prepareQuery(db, (arg) =>
      db
        .selectFrom('app_setting')
        .select(['key', 'value'])
        .where((eb) => eb.or([eb('key', '=', arg<string>('key')), eb('key', '=', arg<string>('other'))]))
        .orderBy('key')
        .limit(5),
    );
    expect(await write.run({ key: 'prepared-a', value: '{"n":1}' })).toBe(1n);
    expect(await write.run({ key: 'prepared-b', value: '{"n":2}' })).toBe(1n);
    await write.run({ key: 'prepared-a', value: '{"n":3}' });
    expect((await read.execute({ key: 'prepared-a', other: 'prepared-b' })).map(plain)).toEqual([
      { key: 'prepared-a', value: { n: 3 } },
      { key: 'prepared-b', value: { n: 2 } },
    ]);
    expect(plain(await read.executeTakeFirst({ key: 'nothing', other: 'prepared-b' }))).toEqual({
      key: 'prepared-b',
      value: { n: 2 },
    });
    expect(await read.executeTakeFirst({ key: 'nothing', other: 'nothing either' })).toBeUndefined();
  });

  it('runs inside a transaction, and refuses a run that lacks a value', async () => {
    const { db } = app.ctx;
    const write = prepareQuery(db, (arg) =>
      db.insertInto('app_setting').values({ key: arg<string>('key'), value: '"x"', updatedAt: arg<string>('at') }),
    );
    await expect(write.run({ key: 'prepared-c' })).rejects.toThrow('no value for at');
    await expect(
      db.transaction().execute(async (trx) => {
        await write.on(trx).run({ key: 'prepared-c', at: new Date().toISOString() });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const row = await db.selectFrom('app_setting').select('key').where('key', '=', 'prepared-c').executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
