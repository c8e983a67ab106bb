import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import type SQLite from 'better-sqlite3';
import type { AppContext } from '../../app-context';
import type { AppConfig } from '../../config';
import { loadPackage } from '../../lib/load-package';
import { createOperationsRepository } from './operations.repository';
import { createTarWriter } from './tar';

export const MANIFEST = 'manifest.json';
export const SQLITE_ENTRY = 'database/clientdock.sqlite';
export const PG_ENTRY = 'database/clientdock.pgdump';
export const FILES_PREFIX = 'files/';

export interface BackupManifest {
  format: 1;
  appVersion: string;
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  /** Where the files were stored (local or s3); a restore puts them wherever the target instance stores. */
  storage?: string;
  database: { entry: string; sha256: string; size: number };
  counts: Record<string, number>;
  /** Every stored file: its storage key, size and sha256. */
  files: Array<{ key: string; size: number; sha256: string }>;
}

/** A mistake the operator can fix (a missing tool, a file in the way): printed without a stack trace. */
export class OperatorError extends Error {}

export function localFilesDir(config: AppConfig): string {
  return path.join(config.dataDir, 'files');
}

/** Runs a PostgreSQL client tool, with a clear message when it is not installed. */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new OperatorError(
              `${tool} is not on PATH: install the PostgreSQL client tools of your server's version (e.g. apt install postgresql-client).`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new OperatorError(`${tool} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

export function pgConnectionArgs(config: AppConfig['database']): string[] {
  return ['--dbname', config.url ?? '', ...(config.pgSchema ? ['--schema', config.pgSchema] : [])];
}

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The bytes of `body` hashed as the reader takes them. Nothing flows before the reader asks: a 'data' listener
 * would start the bytes while the archive still writes the entry's header, and they would pass it by.
 */
export function hashedAsRead(body: Readable): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  body.on('error', (error) => stream.destroy(error));
  body.pipe(stream);
  return { stream, sha256: () => hash.digest('hex') };
}

/** A consistent copy of the database into `file`: SQLite's online backup, or pg_dump's snapshot. */
async function copyDatabase(ctx: AppContext, file: string): Promise<void> {
  const { database } = ctx.config;
  if (database.dialect === 'sqlite') {
    // VACUUM INTO reads in one transaction while the server keeps writing (WAL), so the copy is one moment's
    // database; the online backup API restarts whenever another connection writes, which a busy server
    // does all the time.
    const source = new (loadPackage<typeof SQLite>('better-sqlite3'))(database.sqliteFile, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      source.prepare('VACUUM INTO ?').run(file);
    } finally {
      source.close();
    }
    return;
  }
  await runPgTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    '--file',
    file,
    ...pgConnectionArgs(database),
  ]);
}

/**
 * Writes one .tar.gz: the database first (one moment's copy), then every stored file, then the manifest
 * with the sha256 of each. Files written after the database copy may be in the archive too; a restore
 * keeps them, and nothing in the database points at a file the archive lacks unless it was deleted while
 * the backup ran.
 */
export async function writeBackup(ctx: AppContext, file: string): Promise<BackupManifest> {
  const target = path.resolve(file);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const temp = await fsp.mkdtemp(path.join(os.tmpdir(), 'clientdock-backup-'));
  const partial = `${target}.${randomUUID()}.part`;
  try {
    const dbEntry = ctx.dialect === 'sqlite' ? SQLITE_ENTRY : PG_ENTRY;
    const dbCopy = path.join(temp, 'database');
    await copyDatabase(ctx, dbCopy);
    const counts = await createOperationsRepository(ctx.db).countRows();
    const tar = createTarWriter(partial);
    const dbSize = (await fsp.stat(dbCopy)).size;
    await tar.addStream(dbEntry, dbSize, fs.createReadStream(dbCopy));
    const files: BackupManifest['files'] = [];
    for await (const listed of ctx.storage.list()) {
      // The size given with the bytes, not the listing's: a file replaced since it was listed is taken whole.
      const stored = await ctx.storage.stat(listed.key);
      let body: Readable;
      try {
        if (!stored) continue;
        body = await ctx.storage.get(listed.key);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // deleted since it was listed
        throw error;
      }
      const hashed = hashedAsRead(body);
      await tar.addStream(`${FILES_PREFIX}${listed.key}`, stored.size, hashed.stream);
      files.push({ key: listed.key, size: stored.size, sha256: hashed.sha256() });
    }
    const manifest: BackupManifest = {
      format: 1,
      appVersion: ctx.config.version,
      createdAt: ctx.clock().toISOString(),
      dialect: ctx.dialect,
      storage: ctx.storage.driver,
      database: { entry: dbEntry, sha256: await sha256File(dbCopy), size: dbSize },
      counts: { ...counts, files: files.length },
      files,
    };
    await tar.addBuffer(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.finish();
    await fsp.rename(partial, target);
    return manifest;
  } finally {
    await fsp.rm(temp, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
  }
}
