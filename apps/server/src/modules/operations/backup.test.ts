import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { runCli } from '../../../test/command-line';
import { createFile, creatorWithPortal, type TestUser } from '../../../test/factories';
import { scratchDatabases, usePostgres } from '../../../test/test-database';
import { hashedAsRead } from './backup';

const run = promisify(execFile);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function envOf(app: FastifyInstance): NodeJS.ProcessEnv {
  const { database, dataDir } = app.ctx.config;
  return { DATA_DIR: dataDir, ...(database.dialect === 'postgres' ? { DATABASE_URL: database.url ?? '' } : {}) };
}

let app: FastifyInstance;
let owner: TestUser;
let portal: { id: string; uuid: string };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-backup-test-'));
const databases = scratchDatabases();

/** An empty database of the same kind for the restore: a fresh folder for SQLite, a new database for PostgreSQL. */
async function emptyInstanceEnv(): Promise<NodeJS.ProcessEnv> {
  const dataDir = fs.mkdtempSync(path.join(work, 'restored-'));
  if (!usePostgres) return { DATA_DIR: dataDir };
  return { DATA_DIR: dataDir, DATABASE_URL: await databases.create() };
}

beforeAll(async () => {
  app = await buildTestApp();
  ({ owner, portal } = await creatorWithPortal(app));
});
afterAll(async () => {
  await app.close();
  await databases.release();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a stored file on its way into the archive', () => {
  it('keeps every byte for a reader that starts late, and hashes what was read', async () => {
    const bytes = randomBytes(15);
    const hashed = hashedAsRead(Readable.from([bytes]));
    // The archive writes the entry's header first, and waits when its output is full.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read: Buffer[] = [];
    for await (const chunk of hashed.stream) read.push(chunk as Buffer);
    expect(Buffer.concat(read)).toEqual(bytes);
    expect(hashed.sha256()).toBe(sha256(bytes));
  });
});

describe('cli backup and restore', () => {
  it('backs up a serving instance into one archive and restores it into an empty one', {
    timeout: 240_000,
  }, async () => {
    const files = [randomBytes(300_000), Buffer.from('hello from the brief'), randomBytes(5000)];
    const fileIds: string[] = [];
    for (const [index, bytes] of files.entries()) {
      fileIds.push((await createFile(app, owner, portal.id, bytes, `file-${index}.bin`)).fileId);
    }
    const client = browser(app, '192.0.2.60');
    await client.get(publicUrl(portal.uuid));
    const comment = await client.post(publicUrl(portal.uuid, '/comments'), {
      name: 'Jo',
      email: 'jo@example.com',
      body: 'Looks good',
      fileId: fileIds[0],
    });
    expect(comment.statusCode).toBe(201);

    // The server keeps answering (and writing) while the backup runs.
    const archive = path.join(work, 'nightly.tar.gz');
    let serving = true;
    const traffic = (async () => {
      let answered = 0;
      while (serving) {
        const res = await client.get(publicUrl(portal.uuid));
        expect(res.statusCode).toBe(200);
        answered += 1;
        // Let the event loop hear about the command's exit.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return answered;
    })();
    const backup = await runCli(envOf(app), 'backup', archive);
    serving = false;
    expect(await traffic).toBeGreaterThan(0);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backup written to .*nightly\.tar\.gz: \d+ users, 1 portals, 3 portalFiles, 1 comments, \d+ files/,
    );
    const listing = await run('tar', ['-tzf', archive]);
    expect(listing.stdout).toContain('manifest.json');

    const target = await emptyInstanceEnv();
    const restored = await runCli(target, 'restore', archive);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Restored');

    // Restoring again into what is now a full instance is refused without --force.
    const again = await runCli(target, 'restore', archive);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds accounts');
    expect(again.stderr).toContain('--force');
    expect((await runCli(target, 'restore', archive, '--force')).code).toBe(0);

    const copy = await buildTestApp({
      dataDir: target.DATA_DIR,
      config: target.DATABASE_URL
        ? { database: { dialect: 'postgres', url: target.DATABASE_URL, sqliteFile: '' } }
        : { database: { dialect: 'sqlite', url: null, sqliteFile: path.join(target.DATA_DIR!, 'clientdock.sqlite') } },
    });
    try {
      const users = async (instance: FastifyInstance) =>
        (await instance.ctx.db.selectFrom('user').select(['id', 'email']).orderBy('id').execute()).map((u) => u.email);
      expect(await users(copy)).toEqual(await users(app));
      expect(await copy.ctx.repos.portals.findById(portal.id)).toMatchObject({ uuid: portal.uuid });
      const comments = await copy.ctx.db.selectFrom('comment').select(['body']).execute();
      expect(comments.map((c) => c.body)).toEqual(['Looks good']);
      for (const [index, fileId] of fileIds.entries()) {
        const row = await copy.ctx.db
          .selectFrom('portal_file')
          .select('storageKey')
          .where('id', '=', fileId)
          .executeTakeFirstOrThrow();
        const chunks: Buffer[] = [];
        for await (const chunk of await copy.ctx.storage.get(row.storageKey)) chunks.push(Buffer.from(chunk));
        expect(sha256(Buffer.concat(chunks))).toBe(sha256(files[index]));
      }
      // The owner signs in on the restored instance with the same password.
      const signIn = await copy.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: owner.email, password: 'correct horse battery' },
      });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await copy.close();
    }
  });

  it('refuses a file that is not a backup, and says so', { timeout: 120_000 }, async () => {
    const junk = path.join(work, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not an archive');
    const result = await runCli(await emptyInstanceEnv(), 'restore', junk);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Error: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
