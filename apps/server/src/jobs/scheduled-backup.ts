import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../app-context';
import { writeBackup } from '../modules/operations/backup';
import { createOperationsRepository } from '../modules/operations/operations.repository';

export const BACKUP_JOB = 'backup';
/** The day's backup is due from this hour on, server time; the README tells the same. */
export const BACKUP_HOUR = 3;
/** Only archives the job wrote are pruned: a file the operator put beside them is never deleted. */
export const ARCHIVE_NAME = /^clientdock-\d{8}-\d{6}\.tar\.gz$/;

/** What a scheduled run leaves in its claim, for the doctor. */
export type ScheduledBackupResult =
  | { ok: true; file: string; bytes: number; files: number; removed: string[] }
  | { ok: false; error: string };

const pad = (value: number) => String(value).padStart(2, '0');
const localDay = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

export function archiveName(now: Date): string {
  const date = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  return `clientdock-${date}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}.tar.gz`;
}

/** Deletes the oldest archives beyond `keep` (the name sorts by time); answers the names deleted. */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const archives = (await fsp.readdir(dir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) await fsp.rm(path.join(dir, name), { force: true });
  return removed;
}

/**
 * Writes the day's archive into BACKUP_DIR, then prunes it to BACKUP_KEEP. Claimed per server-time day, so one
 * of several instances writes it, once; answers null when there is nothing to do. A failure is kept in the
 * claim (the doctor reports it) and thrown, so the scheduler logs it and the job status shows it.
 */
export async function runScheduledBackup(ctx: AppContext, now = ctx.clock()): Promise<ScheduledBackupResult | null> {
  const { dir, keep } = ctx.config.backup;
  if (!dir || now.getHours() < BACKUP_HOUR) return null;
  const repo = createOperationsRepository(ctx.db);
  const day = localDay(now);
  if (!(await repo.claimRun(BACKUP_JOB, day, now.getTime()))) return null;
  try {
    const file = path.join(dir, archiveName(now));
    // writeBackup writes a temporary name and renames it whole, so BACKUP_DIR never holds half an archive.
    const manifest = await writeBackup(ctx, file);
    const { size } = await fsp.stat(file);
    const result: ScheduledBackupResult = {
      ok: true,
      file,
      bytes: size,
      files: manifest.files.length,
      removed: await pruneArchives(dir, keep),
    };
    await repo.finishRun(BACKUP_JOB, day, JSON.stringify(result));
    return result;
  } catch (error) {
    const failed: ScheduledBackupResult = { ok: false, error: error instanceof Error ? error.message : String(error) };
    await repo.finishRun(BACKUP_JOB, day, JSON.stringify(failed));
    throw error;
  }
}
