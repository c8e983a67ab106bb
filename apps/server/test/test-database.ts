import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../src/config';

export const usePostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Each test app gets its own database: a SQLite file in its data folder, or a fresh PostgreSQL schema. */
export async function createTestDatabase(
  dataDir: string,
): Promise<{ database: AppConfig['database']; drop(): Promise<void> }> {
  const sqliteFile = path.join(dataDir, 'clientdock.sqlite');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: { dialect: 'sqlite', url: null, sqliteFile }, drop: async () => {} };
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return {
    database: { dialect: 'postgres', url, sqliteFile, pgSchema: schema },
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}
