import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import type SQLite from 'better-sqlite3';
import type { AppConfig } from '../../config';
import { loadPg } from '../../db/connection';
import { loadPackage } from '../../lib/load-package';
import { createLocalStorage } from '../../storage/local-storage';
import { createS3Client, createS3Storage } from '../../storage/s3-storage';
import type { Storage } from '../../storage/storage';
import {
  type BackupManifest,
  FILES_PREFIX,
  localFilesDir,
  MANIFEST,
  OperatorError,
  PG_ENTRY,
  pgConnectionArgs,
  runPgTool,
  SQLITE_ENTRY,
} from './backup';
import { readTar } from './tar';

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

/** The storage the restored instance will serve files from: S3 when its S3_* settings are given, else DATA_DIR. */
function targetStorage(config: AppConfig): Storage {
  return config.s3
    ? createS3Storage(createS3Client(config.s3), config.s3.bucket)
    : createLocalStorage(localFilesDir(config));
}

async function storedKeys(storage: Storage): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const { key } of storage.list()) keys.add(key);
  return keys;
}

async function holdsAnyFile(storage: Storage): Promise<boolean> {
  for await (const _ of storage.list()) return true;
  return false;
}

/** True when the database already holds accounts: a restore would overwrite someone's data. */
async function databaseHoldsData(config: AppConfig): Promise<boolean> {
  const { database } = config;
  if (database.dialect === 'sqlite') {
    if (!fs.existsSync(database.sqliteFile)) return false;
    const db = new (loadPackage<typeof SQLite>('better-sqlite3'))(database.sqliteFile, { readonly: true });
    try {
      const table = db.prepare(`select name from sqlite_master where type = 'table' and name = 'user'`).get();
      if (!table) return false;
      return (db.prepare('select count(*) as count from "user"').get() as { count: number }).count > 0;
    } finally {
      db.close();
    }
  }
  const client = new (loadPg().Client)({
    connectionString: database.url ?? undefined,
    options: database.pgSchema ? `-c search_path=${database.pgSchema}` : undefined,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string | null }>(`select to_regclass('"user"')::text as name`);
    if (!rows[0]?.name) return false;
    const count = await client.query<{ count: string }>('select count(*)::text as count from "user"');
    return Number(count.rows[0].count) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Brings a backup archive back: into an empty database and an empty files folder, or over existing data
 * with `force`. Every file and the database copy are checked against the manifest's sha256 before anything
 * replaces what is there. The server must be stopped.
 */
export async function restoreBackup(config: AppConfig, file: string, force: boolean): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new OperatorError(`There is no archive at ${file}.`);
  const storage = targetStorage(config);
  if (!force) {
    if (await databaseHoldsData(config)) {
      throw new OperatorError(
        'The database already holds accounts: restore into an empty one, or add --force to replace it.',
      );
    }
    if (await holdsAnyFile(storage)) {
      throw new OperatorError(
        config.s3
          ? `The bucket ${config.s3.bucket} already holds files (under files/): restore into an empty bucket, or add --force to replace them.`
          : `${localFilesDir(config)} already holds files: restore into an empty DATA_DIR, or add --force to replace them.`,
      );
    }
  }
  const staging = path.join(config.dataDir, `.restore-${randomUUID()}`);
  await fsp.mkdir(staging, { recursive: true });
  try {
    const hashes = new Map<string, { sha256: string; size: number }>();
    let manifest: BackupManifest | null = null;
    let databaseEntry: string | null = null;
    const reading = readTar(file, async (name, size) => {
      if (name === MANIFEST) {
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk, _encoding, callback) {
            chunks.push(chunk as Buffer);
            callback();
          },
        });
        return {
          sink,
          done: async () => {
            manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
          },
        };
      }
      let target: string;
      if (name === SQLITE_ENTRY || name === PG_ENTRY) {
        databaseEntry = name;
        target = path.join(staging, 'database');
      } else if (name.startsWith(FILES_PREFIX)) {
        const key = name.slice(FILES_PREFIX.length);
        if (!SAFE_KEY.test(key) || key.includes('..'))
          throw new OperatorError(`The archive holds an unsafe name: ${name}`);
        target = path.join(staging, 'files', key);
      } else {
        return null;
      }
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      const sink = fs.createWriteStream(target);
      const write = sink.write.bind(sink);
      sink.write = ((chunk: Buffer, ...rest: never[]) => {
        hash.update(chunk);
        return write(chunk, ...rest);
      }) as typeof sink.write;
      return {
        sink,
        done: async () => {
          await new Promise<void>((resolve, reject) => {
            if (sink.closed) resolve();
            sink.once('close', () => resolve());
            sink.once('error', reject);
          });
          hashes.set(name, { sha256: hash.digest('hex'), size });
        },
      };
    });
    await reading.catch((error: NodeJS.ErrnoException) => {
      if (error instanceof OperatorError) throw error;
      throw new OperatorError(`${file} is not a readable backup archive (.tar.gz): ${error.message}.`);
    });
    const found = manifest as BackupManifest | null;
    if (found?.format !== 1) throw new OperatorError('This is not a ClientDock backup: it has no manifest.');
    if (found.dialect !== config.database.dialect) {
      throw new OperatorError(
        `The backup is of a ${found.dialect} database and this instance uses ${config.database.dialect}: restore it with the same kind.`,
      );
    }
    const dbHash = databaseEntry ? hashes.get(databaseEntry) : undefined;
    if (!dbHash || dbHash.sha256 !== found.database.sha256)
      throw new OperatorError('The database copy in the archive is damaged.');
    for (const entry of found.files) {
      if (hashes.get(`${FILES_PREFIX}${entry.key}`)?.sha256 !== entry.sha256) {
        throw new OperatorError(`The file ${entry.key} in the archive is missing or damaged.`);
      }
    }

    const dbCopy = path.join(staging, 'database');
    if (config.database.dialect === 'sqlite') {
      const dbFile = config.database.sqliteFile;
      await fsp.mkdir(path.dirname(dbFile), { recursive: true });
      for (const suffix of ['-wal', '-shm']) await fsp.rm(`${dbFile}${suffix}`, { force: true });
      await fsp.rename(dbCopy, dbFile);
    } else {
      await runPgTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--clean',
        '--if-exists',
        '--single-transaction',
        ...pgConnectionArgs(config.database),
        dbCopy,
      ]);
    }
    // With --force, what the archive does not hold goes once the archive's files are in.
    const leftOver = force ? await storedKeys(storage) : new Set<string>();
    for (const entry of found.files) {
      const staged = path.join(staging, 'files', entry.key);
      if (storage.adopt) await storage.adopt(entry.key, staged);
      else await storage.put(entry.key, fs.createReadStream(staged));
      leftOver.delete(entry.key);
    }
    for (const key of leftOver) await storage.delete(key);
    return found;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
