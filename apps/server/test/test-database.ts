import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { AppConfig } from '../src/config';

export const usePostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Each test app gets its own database: a SQLite file in its data folder, or a PostgreSQL clone of the migrated template. */
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
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    database: { dialect: 'postgres', url: target.toString(), sqliteFile },
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
