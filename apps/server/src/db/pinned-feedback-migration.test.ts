import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, type Migration, Migrator, SqliteDialect, sql } from 'kysely';
import { expect, it } from 'vitest';
import { openSqlite } from './connection';
import { migrationNames } from './migrator';

// Migration 0021: comments written before versions existed are given the version that was current when they were written.
it('backfills fileVersion of existing file comments', async () => {
  const file = path.join(os.tmpdir(), `clientdock-0021-${process.pid}-${Date.now()}.sqlite`);
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: openSqlite(file) }) });
  const migrations: Record<string, Migration> = {};
  for (const name of migrationNames()) {
    const module = (await import(`./migrations/${name}.ts`)) as {
      up(db: Kysely<unknown>, dialect: 'sqlite'): Promise<void>;
    };
    migrations[name] = { up: (target) => module.up(target, 'sqlite') };
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  try {
    expect((await migrator.migrateTo('0020-operations')).error).toBeUndefined();
    await sql`pragma foreign_keys = off`.execute(db);
    const version = (id: string, n: number, at: string) =>
      sql`insert into portal_file ("id", "portalId", "fileGroupId", "version", "name", "mime", "size", "storageKey", "sha256", "uploadedAt")
        values (${id}, 'p', 'f', ${n}, 'a.png', 'image/png', 1, ${id}, 'x', ${at})`.execute(db);
    await version('v1', 1, '2026-01-01T00:00:00.000Z');
    await version('v2', 2, '2026-02-01T00:00:00.000Z');
    const comment = (id: string, fileId: string | null, at: string) =>
      sql`insert into comment ("id", "portalId", "fileId", "authorType", "authorName", "body", "createdAt")
        values (${id}, 'p', ${fileId}, 'client', 'Dana', 'Hi', ${at})`.execute(db);
    await comment('before-any', 'f', '2025-12-01T00:00:00.000Z');
    await comment('on-v1', 'f', '2026-01-15T00:00:00.000Z');
    await comment('on-v2', 'f', '2026-03-01T00:00:00.000Z');
    await comment('on-portal', null, '2026-03-01T00:00:00.000Z');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await sql<{ id: string; fileVersion: number | null; anchor: string | null }>`
      select "id", "fileVersion", "anchor" from comment order by "createdAt", "id"`.execute(db);
    expect(rows.rows).toEqual([
      { id: 'before-any', fileVersion: 1, anchor: null },
      { id: 'on-v1', fileVersion: 1, anchor: null },
      { id: 'on-portal', fileVersion: null, anchor: null },
      { id: 'on-v2', fileVersion: 2, anchor: null },
    ]);
  } finally {
    await db.destroy();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  }
});
