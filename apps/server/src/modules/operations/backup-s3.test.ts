import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { createFile, creatorWithPortal } from '../../../test/factories';
import { startS3Server } from '../../../test/s3-server';
import { scratchDatabases, usePostgres } from '../../../test/test-database';
import { type AppConfig, loadConfig } from '../../config';
import { createLocalStorage } from '../../storage/local-storage';
import { createS3Client, createS3Storage } from '../../storage/s3-storage';
import type { Storage } from '../../storage/storage';
import { type BackupManifest, writeBackup } from './backup';
import { restoreBackup } from './restore';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function read(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Every stored file of a storage as key → sha256, read back byte for byte. */
async function contents(storage: Storage): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for await (const { key } of storage.list()) found[key] = sha256(await read(storage, key));
  return found;
}

const manifestContents = (manifest: BackupManifest) =>
  Object.fromEntries(manifest.files.map((file) => [file.key, file.sha256]));

let source: Awaited<ReturnType<typeof startS3Server>>;
let target: Awaited<ReturnType<typeof startS3Server>>;
let app: FastifyInstance;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-backup-s3-test-'));
const databases = scratchDatabases();
const archive = path.join(work, 'from-s3.tar.gz');
let manifest: BackupManifest;
const files = [randomBytes(400_000), Buffer.from('kept in a bucket'), randomBytes(7000)];

/** The configuration of a fresh instance: an empty database of the same kind, files in DATA_DIR or a bucket. */
async function freshInstance(s3: AppConfig['s3']): Promise<AppConfig> {
  const dataDir = fs.mkdtempSync(path.join(work, 'restored-'));
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'test', DATA_DIR: dataDir };
  if (usePostgres) env.DATABASE_URL = await databases.create();
  return loadConfig(env, { runJobs: false, s3 });
}

beforeAll(async () => {
  source = await startS3Server('clientdock-source');
  target = await startS3Server('clientdock-target');
  app = await buildTestApp({ config: { s3: source.config } });
  const { owner, portal } = await creatorWithPortal(app);
  for (const [index, bytes] of files.entries()) await createFile(app, owner, portal.id, bytes, `file-${index}.bin`);
  manifest = await writeBackup(app.ctx, archive);
}, 120_000);

afterAll(async () => {
  await app.close();
  await source.close();
  await target.close();
  await databases.release();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore of files stored on S3', () => {
  it('reads every object of the bucket into the archive, with its sha256', async () => {
    expect(manifest.storage).toBe('s3');
    expect(manifest.counts).toMatchObject({ portalFiles: 3, files: manifest.files.length });
    const stored = await contents(app.ctx.storage);
    expect(manifestContents(manifest)).toEqual(stored);
    for (const bytes of files) expect(Object.values(stored)).toContain(sha256(bytes));
  });

  it('restores them into a fresh instance that keeps its files in DATA_DIR', { timeout: 120_000 }, async () => {
    const config = await freshInstance(null);
    await restoreBackup(config, archive, false);
    expect(await contents(createLocalStorage(path.join(config.dataDir, 'files')))).toEqual(manifestContents(manifest));
    const copy = await buildTestApp({ dataDir: config.dataDir, config: { database: config.database } });
    try {
      const row = await copy.ctx.db.selectFrom('portal_file').select('storageKey').executeTakeFirstOrThrow();
      expect(files.map(sha256)).toContain(sha256(await read(copy.ctx.storage, row.storageKey)));
    } finally {
      await copy.close();
    }
  });

  it('restores them into a fresh bucket, and into a bucket that holds files only with --force', {
    timeout: 120_000,
  }, async () => {
    const targetStorage = createS3Storage(createS3Client(target.config), target.config.bucket);
    await restoreBackup(await freshInstance(target.config), archive, false);
    expect(await contents(targetStorage)).toEqual(manifestContents(manifest));

    // An empty database, but the bucket already holds files.
    const again = await freshInstance(target.config);
    await expect(restoreBackup(again, archive, false)).rejects.toThrow(
      'The bucket clientdock-target already holds files (under files/): restore into an empty bucket, or add --force to replace them.',
    );
    await targetStorage.put('portals/stray/left-over.bin', Buffer.from('not in the archive'));
    await restoreBackup(again, archive, true);
    expect(await contents(targetStorage)).toEqual(manifestContents(manifest));
  });
});
