import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { prepareRows, statementSizes } from './prepared-rows';
import { parseJson } from './values';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

interface SettingRow {
  key: string;
  value: string;
  updatedAt: string;
}

const rowsOf = (prefix: string, count: number, n: number): SettingRow[] =>
  Array.from({ length: count }, (_, i) => ({
    key: `${prefix}-${String(i).padStart(3, '0')}`,
    value: JSON.stringify({ i, n }),
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));

describe('statementSizes', () => {
  it('splits a batch into whole statements of 128 rows, then the binary digits of the rest', () => {
    expect(statementSizes(0)).toEqual([]);
    expect(statementSizes(1)).toEqual([1]);
    expect(statementSizes(3)).toEqual([2, 1]);
    expect(statementSizes(128)).toEqual([128]);
    expect(statementSizes(255)).toEqual([128, 64, 32, 16, 8, 4, 2, 1]);
    expect(statementSizes(300)).toEqual([128, 128, 32, 8, 4]);
  });
});

describe('prepareRows', () => {
  it('writes every row of any batch, building each statement size once, on either database', async () => {
    const { db } = app.ctx;
    const built: number[] = [];
    const upsert = prepareRows<SettingRow, { key: string }>(['key', 'value', 'updatedAt'], (runner, rows) => {
      built.push(rows.length);
      return runner
        .insertInto('app_setting')
        .values(rows)
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
        .returning('key');
    });
    const read = async (prefix: string) =>
      (
        await db
          .selectFrom('app_setting')
          .select(['key', 'value'])
          .where('key', 'like', `${prefix}-%`)
          .orderBy('key')
          .execute()
      ).map((row) => ({ key: row.key, value: parseJson<{ i: number; n: number } | null>(row.value, null) }));

    const first = rowsOf('rows-a', 300, 1);
    const returned = await upsert.execute(db, first);
    expect(returned.map((row) => row.key).sort()).toEqual(first.map((row) => row.key));
    expect(await read('rows-a')).toEqual(first.map((row, i) => ({ key: row.key, value: { i, n: 1 } })));
    expect(built.sort((a, b) => a - b)).toEqual([4, 8, 32, 128]);

    // 37 rows: 32, 4 and 1; only the single row's statement is new. The upsert replaces the values.
    await upsert.execute(db, rowsOf('rows-a', 37, 2));
    expect(built.sort((a, b) => a - b)).toEqual([1, 4, 8, 32, 128]);
    const after = await read('rows-a');
    expect(after).toHaveLength(300);
    expect(after.filter((row) => row.value?.n === 2)).toHaveLength(37);
    expect(after[36]).toEqual({ key: 'rows-a-036', value: { i: 36, n: 2 } });
    expect(after[37]).toEqual({ key: 'rows-a-037', value: { i: 37, n: 1 } });

    expect(await upsert.execute(db, [])).toEqual([]);
  });

  it('answers how many rows a write changed, across its statements', async () => {
    const { db } = app.ctx;
    const insertNew = prepareRows<SettingRow>(['key', 'value', 'updatedAt'], (runner, rows) =>
      runner
        .insertInto('app_setting')
        .values(rows)
        .onConflict((oc) => oc.column('key').doNothing()),
    );
    expect(await insertNew.run(db, rowsOf('rows-d', 5, 1))).toBe(5n);
    // 7 rows in statements of 4, 2 and 1, five of them taken already.
    expect(await insertNew.run(db, rowsOf('rows-d', 7, 2))).toBe(2n);
    expect(await insertNew.run(db, [])).toBe(0n);
  });

  it('runs on a transaction with the statements built for its database handle', async () => {
    const { db } = app.ctx;
    let builds = 0;
    const insert = prepareRows<SettingRow>(['key', 'value', 'updatedAt'], (runner, rows) => {
      builds += 1;
      return runner.insertInto('app_setting').values(rows);
    });
    await insert.execute(db, rowsOf('rows-b', 2, 1));
    await expect(
      db.transaction().execute(async (trx) => {
        await insert.execute(trx, rowsOf('rows-c', 2, 1));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(builds).toBe(1);
    const keys = await db
      .selectFrom('app_setting')
      .select('key')
      .where((eb) => eb.or([eb('key', 'like', 'rows-b-%'), eb('key', 'like', 'rows-c-%')]))
      .execute();
    expect(keys.map((row) => row.key).sort()).toEqual(['rows-b-000', 'rows-b-001']);
  });
});
