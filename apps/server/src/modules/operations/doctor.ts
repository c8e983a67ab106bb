import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { DoctorCheck, DoctorReport } from '@clientdock/shared';
import webpush from 'web-push';
import type { AppContext } from '../../app-context';
import { migrationNames } from '../../db/migrator';
import { getVapidKeys } from '../notifications';
import { checkBackups } from './backup-check';
import { createOperationsRepository } from './operations.repository';

/** Below this much free space in DATA_DIR the disk check fails (uploads and the SQLite file live there). */
export const MIN_FREE_BYTES = 1024 ** 3;
/** More difference than this between this machine's clock and the database's fails the clock check. */
export const MAX_CLOCK_SKEW_MS = 5000;
const PUBLIC_URL_TIMEOUT_MS = 5000;

type Outcome = Omit<DoctorCheck, 'name'>;
const pass = (detail: string): Outcome => ({ status: 'pass', detail, hint: null });
const fail = (detail: string, hint: string): Outcome => ({ status: 'fail', detail, hint });
const skip = (detail: string): Outcome => ({ status: 'skip', detail, hint: null });
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function checkDatabase(ctx: AppContext): Promise<Outcome> {
  if (!(await ctx.repos.adminDebug.ping())) {
    return fail(
      `${ctx.dialect} does not answer`,
      'Check DATABASE_URL (or DATA_DIR for SQLite) and that the server is up.',
    );
  }
  const applied = new Set((await ctx.repos.adminDebug.appliedMigrations()).map((m) => m.name));
  const pending = migrationNames().filter((name) => !applied.has(name));
  if (pending.length > 0) {
    return fail(
      `${pending.length} migration(s) not applied: ${pending.join(', ')}`,
      'Start the server once: it migrates.',
    );
  }
  return pass(`${ctx.dialect} reachable, ${applied.size} migrations applied`);
}

async function checkStorage(ctx: AppContext): Promise<Outcome> {
  const key = `doctor-check-${randomUUID()}`;
  const payload = Buffer.from(`clientdock doctor ${new Date().toISOString()}`);
  try {
    await ctx.storage.put(key, payload);
    const chunks: Buffer[] = [];
    for await (const chunk of await ctx.storage.get(key)) chunks.push(Buffer.from(chunk));
    if (!Buffer.concat(chunks).equals(payload)) throw new Error('the bytes read back differ from those written');
    await ctx.storage.delete(key);
    if (await ctx.storage.stat(key)) throw new Error('the test object is still there after delete');
    return pass(`${ctx.storage.driver}: write, read and delete work`);
  } catch (error) {
    const where =
      ctx.storage.driver === 'local'
        ? 'that DATA_DIR is writable by this user'
        : 'the S3_* settings and the bucket policy';
    return fail(`${ctx.storage.driver}: ${reason(error)}`, `Check ${where}.`);
  }
}

async function checkMail(ctx: AppContext): Promise<Outcome> {
  if (ctx.mailer.transport !== 'smtp') {
    const outcome = skip('no SMTP_URL: mail is kept in the outbox and not sent');
    return ctx.config.env === 'production'
      ? fail(outcome.detail, 'Set SMTP_URL (smtp://user:pass@host:587) so clients get codes and notifications.')
      : outcome;
  }
  try {
    await ctx.mailer.verify();
    return pass('SMTP server connected and signed in');
  } catch (error) {
    return fail(`SMTP: ${reason(error)}`, 'Check SMTP_URL: host, port, user and password (and smtps:// for port 465).');
  }
}

async function checkPublicUrl(ctx: AppContext): Promise<Outcome> {
  const url = new URL('/api/health', ctx.config.publicUrl).toString();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PUBLIC_URL_TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok) return fail(`${url} answered ${response.status}`, 'Check the proxy in front of ClientDock.');
    const body = (await response.json().catch(() => null)) as {
      version?: string;
      instance?: string;
      db?: { dialect?: string };
    } | null;
    if (!body?.version)
      return fail(`${url} is not a ClientDock health answer`, 'PUBLIC_URL must point at this instance.');
    if (body.version !== ctx.config.version || body.db?.dialect !== ctx.dialect) {
      return fail(
        `${url} is ClientDock ${body.version} on ${body.db?.dialect}, this is ${ctx.config.version} on ${ctx.dialect}`,
        'PUBLIC_URL points at another instance, or that instance was not restarted after the upgrade.',
      );
    }
    const instance = body.instance ? `, instance ${body.instance}` : '';
    return pass(`${url} answers (ClientDock ${body.version}${instance})`);
  } catch (error) {
    return fail(`${url}: ${reason(error)}`, 'Start the server and check PUBLIC_URL, DNS and the TLS proxy.');
  }
}

async function checkVapid(ctx: AppContext): Promise<Outcome> {
  try {
    const keys = await getVapidKeys(ctx);
    webpush.setVapidDetails(keys.subject, keys.publicKey, keys.privateKey);
    const source = ctx.config.vapid.publicKey ? 'from the environment' : 'generated and kept in the database';
    return pass(`keys valid (${source}), subject ${keys.subject}`);
  } catch (error) {
    return fail(
      `VAPID: ${reason(error)}`,
      'Set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY from `npx web-push generate-vapid-keys`.',
    );
  }
}

async function checkDisk(ctx: AppContext): Promise<Outcome> {
  try {
    const stats = await fs.statfs(ctx.config.dataDir);
    const free = stats.bavail * stats.bsize;
    const detail = `${(free / 1024 ** 3).toFixed(1)} GB free in ${ctx.config.dataDir}`;
    return free < MIN_FREE_BYTES
      ? fail(detail, 'Free some space or grow the disk: uploads fail when it is full.')
      : pass(detail);
  } catch (error) {
    return fail(`DATA_DIR: ${reason(error)}`, 'Create DATA_DIR and make it writable by the server user.');
  }
}

async function checkClock(ctx: AppContext): Promise<Outcome> {
  if (ctx.dialect === 'sqlite') return skip('SQLite uses this machine’s clock');
  try {
    const before = Date.now();
    const dbTime = (await createOperationsRepository(ctx.db).databaseTime()).getTime();
    const skew = dbTime - (before + Date.now()) / 2;
    const detail = `database clock ${skew >= 0 ? 'ahead' : 'behind'} by ${Math.abs(Math.round(skew))} ms`;
    return Math.abs(skew) > MAX_CLOCK_SKEW_MS
      ? fail(detail, 'Run NTP (e.g. systemd-timesyncd) on both machines.')
      : pass(detail);
  } catch (error) {
    return fail(`clock: ${reason(error)}`, 'Check that the database answers.');
  }
}

/** Every check, one by one (a failing one does not stop the others). */
export async function runDoctor(ctx: AppContext): Promise<DoctorReport> {
  const checks: Array<[string, (ctx: AppContext) => Promise<Outcome>]> = [
    ['database', checkDatabase],
    [ctx.storage.driver === 's3' ? 'storage (S3)' : 'storage', checkStorage],
    ['mail', checkMail],
    ['PUBLIC_URL', checkPublicUrl],
    ['VAPID', checkVapid],
    ['disk space', checkDisk],
    ['clock', checkClock],
    ['backups', checkBackups],
  ];
  const results: DoctorCheck[] = [];
  for (const [name, check] of checks) {
    results.push({ name, ...(await check(ctx).catch((error) => fail(reason(error), 'Unexpected; see the log.'))) });
  }
  return { ok: results.every((check) => check.status !== 'fail'), checks: results };
}

/** The report as the command line prints it: one line per check, the hint under a failure. */
export function formatDoctorReport(report: DoctorReport): string {
  const lines = report.checks.map((check) => {
    const mark = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' }[check.status];
    const hint = check.hint ? `\n       ${check.hint}` : '';
    return `${mark}  ${check.name}: ${check.detail}${hint}`;
  });
  lines.push(report.ok ? 'All checks passed.' : 'Some checks failed.');
  return lines.join('\n');
}
