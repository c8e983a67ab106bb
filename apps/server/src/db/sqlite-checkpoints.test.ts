import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from './connection';
import { CHECKPOINT_MS, checkpointElsewhere } from './sqlite-checkpoints';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function scratchFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-checkpoints-'));
  dirs.push(dir);
  return path.join(dir, 'test.sqlite');
}

async function until(check: () => boolean, ms = 20 * CHECKPOINT_MS): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await delay(20);
  }
  return check();
}

const autocheckpoint = (database: ReturnType<typeof openSqlite>) =>
  database.pragma('wal_autocheckpoint', { simple: true }) as number;

describe('checkpointElsewhere', () => {
  it('moves committed pages into the database file from the helper thread, not the app’s connection', async () => {
    const file = scratchFile();
    const database = openSqlite(file);
    const errors: Error[] = [];
    const checkpoints = checkpointElsewhere(database, file, (error) => errors.push(error));
    expect(await until(() => autocheckpoint(database) === 0)).toBe(true);

    database.exec('create table t (id integer primary key, body text)');
    const insert = database.prepare('insert into t (body) values (?)');
    database.transaction(() => {
      for (let i = 0; i < 2000; i++) insert.run('x'.repeat(1000));
    })();
    // About 2 MB committed into the WAL. The app’s connection no longer checkpoints (0 above): the pages reach
    // the database file through the helper.
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(2_000_000);
    expect(await until(() => fs.statSync(file).size > 2_000_000)).toBe(true);
    expect(database.prepare('select count(*) as n from t').get()).toEqual({ n: 2000 });

    await checkpoints.stop();
    database.close();
    // The helper had let go of the file: the app's connection was the last, and removed the WAL on closing.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('leaves checkpoints to the app’s connection when the helper cannot open the file', async () => {
    const file = scratchFile();
    const database = openSqlite(file);
    const errors: Error[] = [];
    checkpointElsewhere(database, path.join(path.dirname(file), 'missing', 'test.sqlite'), (error) =>
      errors.push(error),
    );
    expect(await until(() => errors.length > 0)).toBe(true);
    expect(errors[0]?.message).toMatch(/could not open/);
    expect(autocheckpoint(database)).toBe(1000);
    database.close();
  });

  it('serves several databases at once, each let go on its own', async () => {
    const [first, second] = [scratchFile(), scratchFile()];
    const a = openSqlite(first);
    const b = openSqlite(second);
    const checkA = checkpointElsewhere(a, first, () => {});
    const checkB = checkpointElsewhere(b, second, () => {});
    expect(await until(() => autocheckpoint(a) === 0 && autocheckpoint(b) === 0)).toBe(true);
    await checkA.stop();
    a.close();
    expect(fs.existsSync(`${first}-wal`)).toBe(false);
    b.exec('create table t (id integer primary key)');
    b.exec('insert into t default values');
    expect(await until(() => fs.statSync(second).size > 0)).toBe(true);
    await checkB.stop();
    b.close();
  });
});
