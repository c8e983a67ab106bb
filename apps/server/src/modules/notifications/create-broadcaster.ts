import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/types';
import { createInProcessBroadcaster, type NotificationBroadcaster } from './notification-broadcaster';
import type { NotificationsRepository } from './notifications.repository';
import { createPgBroadcaster } from './pg-notification-broadcaster';

/** In-process on SQLite (one instance); LISTEN/NOTIFY on PostgreSQL, where several instances may run. */
export function createNotificationBroadcaster(opts: {
  config: AppConfig;
  db: Kysely<Database>;
  repository: NotificationsRepository;
  log: FastifyBaseLogger;
}): NotificationBroadcaster {
  const { database } = opts.config;
  if (database.dialect === 'postgres' && database.url) {
    return createPgBroadcaster({
      db: opts.db,
      connectionString: database.url,
      schema: database.pgSchema,
      repository: opts.repository,
      log: opts.log,
    });
  }
  return createInProcessBroadcaster(opts.repository, (error) =>
    opts.log.error({ err: error }, 'live notification delivery failed'),
  );
}
