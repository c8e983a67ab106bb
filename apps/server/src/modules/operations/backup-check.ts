import fs from 'node:fs/promises';
import path from 'node:path';
import type { DoctorCheck } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { ARCHIVE_NAME, BACKUP_HOUR, BACKUP_JOB, type ScheduledBackupResult } from '../../jobs/scheduled-backup';
import { createOperationsRepository } from './operations.repository';

type Outcome = Omit<DoctorCheck, 'name'>;

/** True when the folder is writable, or does not exist yet and would be made in a writable one. */
async function canWriteInto(dir: string): Promise<boolean> {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      if (!(await fs.stat(current)).isDirectory()) return false;
      await fs.access(current, fs.constants.W_OK);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || path.dirname(current) === current) return false;
    }
  }
}

/** The doctor's "backups" check: BACKUP_DIR can be written, and the last scheduled backup did not fail. */
export async function checkBackups(ctx: AppContext): Promise<Outcome> {
  const { dir, keep } = ctx.config.backup;
  if (!dir) return { status: 'skip', detail: 'no BACKUP_DIR: no scheduled backups', hint: null };
  if (!(await canWriteInto(dir))) {
    return {
      status: 'fail',
      detail: `${dir} is not a folder this user can write`,
      hint: 'Create BACKUP_DIR and make it writable by the server user.',
    };
  }
  const last = await createOperationsRepository(ctx.db).lastRun(BACKUP_JOB);
  const result = last?.result ? (JSON.parse(last.result) as ScheduledBackupResult) : null;
  if (result && !result.ok) {
    return {
      status: 'fail',
      detail: `the backup of ${last?.slot} failed: ${result.error}`,
      hint: 'Fix the cause, then run `npm run cli -- backup FILE` for today; the next scheduled one is tomorrow.',
    };
  }
  const archives = (await fs.readdir(dir).catch(() => [])).filter((name) => ARCHIVE_NAME.test(name)).length;
  const kept = `${archives} of ${keep} archives kept in ${dir}`;
  if (!last)
    return {
      status: 'pass',
      detail: `${kept}; the first runs at ${String(BACKUP_HOUR).padStart(2, '0')}:00`,
      hint: null,
    };
  if (!result) return { status: 'pass', detail: `${kept}; the backup of ${last.slot} is running`, hint: null };
  const size = `${(result.bytes / 1024 ** 2).toFixed(1)} MB`;
  return { status: 'pass', detail: `${kept}; last ${path.basename(result.file)} (${size})`, hint: null };
}
