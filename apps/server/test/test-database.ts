import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { AppConfig } from '../src/config';
import { dropDatabases } from './drop-test-databases';

export const usePostgres = Boolean(process.env.TEST_DATABASE_URL);

// Dropping a database removes its files, and ext4 then takes far longer to create the next clone's files: dropped
// as each app closed, the drops and the slowed clones were a fifth of the PostgreSQL run. So clones are kept until
// the global teardown drops them all, about 450 of them and 6 GB at the end of a run, unless the disk is short of
// room (the temporary folder's disk stands in for the database's: a local server's files are usually on it).
const ROOM_TO_KEEP_CLONES = 20 * 1024 ** 3;
function roomToKeepClones(): boolean {
  const { bavail, bsize } = fs.statfsSync(os.tmpdir());
  return bavail * bsize > ROOM_TO_KEEP_CLONES;
}

/**
 * Each test app gets its own database: a SQLite file in its data folder, or a PostgreSQL clone of the migrated
 * template. `drop()` leaves a clone for the global teardown while the disk has room.
 */
export async function createTestDatabase(
  dataDir: string,
): Promise<{ database: AppConfig['database']; drop(): Promise<void> }> {
  const sqliteFile = path.join(dataDir, 'clientdock.sqlite');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: { dialect: 'sqlite', url: null, sqliteFile }, drop: async () => {} };
  const template = inject('pgTemplate');
  if (!template) throw new Error('TEST_DATABASE_URL is set but the PostgreSQL template was not prepared');
  const name = `${template}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  // A test's commits need not outlive a crash of the machine: they return without waiting for the log's sync.
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    database: { dialect: 'postgres', url: target.toString(), sqliteFile },
    async drop() {
      if (!roomToKeepClones()) await dropDatabases(url, [name]);
    },
  };
}

/**
 * Empty PostgreSQL databases for one test file (a restore needs a database with nothing in it): `create()` answers
 * the new database's URL. They are the run's like the clones: `release()` leaves them to the global teardown, or
 * drops them at once when the disk is short. Each drop waits for a checkpoint: dropped in a file's last hook, two
 * of them with the app's close once passed the hook's 30 s on a busy machine.
 */
export function scratchDatabases() {
  const names: string[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    async create(): Promise<string> {
      const name = `${inject('pgTemplate')}_restore_${randomBytes(5).toString('hex')}`;
      await admin((client) => client.query(`create database ${name}`));
      names.push(name);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async release(): Promise<void> {
      const made = names.splice(0);
      if (!roomToKeepClones()) await dropDatabases(process.env.TEST_DATABASE_URL!, made);
    },
  };
}
