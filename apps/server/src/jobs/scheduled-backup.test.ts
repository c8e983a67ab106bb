import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { createFile, creatorWithPortal } from '../../test/factories';
import { runDoctor } from '../modules/operations/doctor';
import { listJobs, timedRun, trackJob } from './job-status';
import { runScheduledBackup } from './scheduled-backup';

const run = promisify(execFile);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-scheduled-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

const backupsCheck = async () => (await runDoctor(app.ctx)).checks.find((check) => check.name === 'backups');

describe('scheduled backups', () => {
  it('write the day’s archive into BACKUP_DIR once, then keep only the newest BACKUP_KEEP', async () => {
    const dir = path.join(work, 'kept');
    app = await buildTestApp({ config: { backup: { dir, keep: 2 } } });
    const { owner, portal } = await creatorWithPortal(app);
    await createFile(app, owner, portal.id, Buffer.from('in every backup'), 'a.txt');
    expect(await backupsCheck()).toMatchObject({
      status: 'pass',
      detail: expect.stringContaining('first runs at 03:00'),
    });

    fs.mkdirSync(dir, { recursive: true });
    const older = ['clientdock-20260101-030000.tar.gz', 'clientdock-20260102-030000.tar.gz'];
    const others = ['clientdock-manual.tar.gz', 'notes.txt'];
    for (const name of [...older, ...others]) fs.writeFileSync(path.join(dir, name), 'old');

    // Before 03:00 nothing is due.
    expect(await runScheduledBackup(app.ctx, new Date(2026, 0, 10, 2, 59))).toBeNull();
    const result = await runScheduledBackup(app.ctx, new Date(2026, 0, 10, 3, 0, 5));
    expect(result).toMatchObject({ ok: true, files: 1, removed: [older[0]] });
    expect(fs.readdirSync(dir).sort()).toEqual(['clientdock-20260110-030005.tar.gz', older[1], ...others].sort());
    const listing = await run('tar', ['-tzf', path.join(dir, 'clientdock-20260110-030005.tar.gz')]);
    expect(listing.stdout).toContain('manifest.json');

    // Claimed for the day: a later hour of the same day, or another instance, does not write a second one.
    expect(await runScheduledBackup(app.ctx, new Date(2026, 0, 10, 4, 0))).toBeNull();
    await runScheduledBackup(app.ctx, new Date(2026, 0, 11, 3, 0));
    expect(
      fs
        .readdirSync(dir)
        .filter((name) => name.startsWith('clientdock-2026'))
        .sort(),
    ).toEqual(['clientdock-20260110-030005.tar.gz', 'clientdock-20260111-030000.tar.gz']);
    expect(await backupsCheck()).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/^2 of 2 archives kept in .*; last clientdock-20260111-030000\.tar\.gz \(/),
    });
  });

  it('report a failure in the job status and the doctor', async () => {
    const blocked = path.join(work, 'a-file');
    fs.writeFileSync(blocked, 'not a folder');
    const dir = path.join(blocked, 'backups');
    app = await buildTestApp({ config: { backup: { dir, keep: 7 } } });
    expect(await backupsCheck()).toMatchObject({
      status: 'fail',
      detail: `${dir} is not a folder this user can write`,
      hint: 'Create BACKUP_DIR and make it writable by the server user.',
    });

    // As the scheduler runs it: the error reaches the job status (and the scheduler's error log).
    trackJob(app.ctx, 'backup', new Cron('0 * * * *', { paused: true }, () => {}));
    const timed = timedRun(app.ctx, 'backup', () => runScheduledBackup(app.ctx, new Date(2026, 0, 10, 3, 0)));
    await expect(timed()).rejects.toThrow();
    expect(listJobs(app.ctx).find((job) => job.name === 'backup')?.lastError).toMatch(/ENOTDIR|not a directory/);

    // The folder is fixed, but the last scheduled backup failed: the doctor still says so.
    fs.rmSync(blocked);
    expect(await backupsCheck()).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/^the backup of 2026-01-10 failed: .*(ENOTDIR|not a directory)/),
    });
  });

  it('are skipped by the doctor without BACKUP_DIR', async () => {
    app = await buildTestApp();
    expect(await backupsCheck()).toEqual({
      name: 'backups',
      status: 'skip',
      detail: 'no BACKUP_DIR: no scheduled backups',
      hint: null,
    });
  });
});
