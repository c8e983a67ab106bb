import path from 'node:path';
import type { AdminDebug } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { migrationNames } from '../../db/migrator';
import { listJobs } from '../../jobs/job-status';

const DAY_MS = 24 * 60 * 60 * 1000;
const FAILED_MAIL_SHOWN = 50;

/** Where the data lives, without credentials: a PostgreSQL URL loses its user and password. */
function databaseLocation(ctx: AppContext): string {
  const { database } = ctx.config;
  if (database.dialect === 'sqlite') return database.sqliteFile;
  try {
    const url = new URL(database.url ?? '');
    const schema = database.pgSchema ? ` (schema ${database.pgSchema})` : '';
    return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}${schema}`;
  } catch {
    return 'PostgreSQL';
  }
}

export async function getAdminDebug(ctx: AppContext): Promise<AdminDebug> {
  const repo = ctx.repos.adminDebug;
  const [dbOk, storageOk, outbox, uploadsInProgress, failedMail] = await Promise.all([
    repo.ping(),
    ctx.storage.check().catch(() => false),
    repo.outbox(new Date(ctx.clock().getTime() - DAY_MS)),
    repo.uploadsInProgress(),
    ctx.repos.mail.listFailed(FAILED_MAIL_SHOWN),
  ]);
  const applied = await repo.appliedMigrations().catch(() => []);
  const appliedNames = new Set(applied.map((migration) => migration.name));
  return {
    version: ctx.config.version,
    instance: ctx.config.instanceId,
    nodeVersion: process.version,
    environment: ctx.config.env,
    publicUrl: ctx.config.publicUrl,
    uptimeSeconds: Math.round(process.uptime()),
    database: {
      dialect: ctx.dialect,
      status: dbOk ? 'ok' : 'error',
      location: databaseLocation(ctx),
      migrations: { applied, pending: migrationNames().filter((name) => !appliedNames.has(name)) },
    },
    storage: {
      driver: ctx.storage.driver,
      status: storageOk ? 'ok' : 'error',
      location: ctx.storage.driver === 'local' ? path.join(ctx.config.dataDir, 'files') : ctx.storage.driver,
    },
    mail: {
      transport: ctx.mailer.transport,
      from: ctx.config.mailFrom,
      outbox: { pending: outbox.pending, failed: outbox.failed, sentLast24h: outbox.sentLast24h },
      lastFailure: outbox.lastFailure,
      failedMail,
    },
    jobs: {
      scheduler: 'In-process (croner)',
      runsHere: ctx.config.runJobs,
      jobs: listJobs(ctx),
      uploadsInProgress,
    },
  };
}
