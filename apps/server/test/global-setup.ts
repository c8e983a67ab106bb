import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../src/db/migrator';
import { dropTestDatabases } from './drop-test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string | null;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

let template: string | null = null;

// On PostgreSQL each test file gets its own database cloned from one migrated template: cloning is
// quick, and no test ever sees (or waits on) another file's tables.
export async function setup(project: TestProject) {
  // The command line's tests run its bundle, as operators do: rebuilt here when the sources changed.
  execFileSync('node', ['../../scripts/build-server.mjs', '--if-stale'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('pgTemplate', null);
    return;
  }
  template = `cdtpl_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${template}`);
  await admin.end();
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: withDatabase(url, template), max: 1 }) }),
  });
  await migrateToLatest(db, 'postgres');
  await db.destroy();
  project.provide('pgTemplate', template);
}

// The clones are dropped here rather than as each app closes: test-database.ts says why. Dropped beside the browser
// suite instead, they took 218 to 272 s there against about 40 s here, and the browser suite ran slower beside them.
export async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || !template) return;
  await dropTestDatabases(url, template);
}
