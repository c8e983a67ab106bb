import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { AppConfig } from './config';
import { createDb } from './db/connection';
import { migrateToLatest } from './db/migrator';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createMailRepository } from './modules/mail/mail.repository';
import { createMailer } from './modules/mail/mailer';
import { meRoutes } from './modules/me/me.routes';
import { createPortalsRepository } from './modules/portals/portals.repository';
import { createUsersRepository } from './modules/users/users.repository';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { createLocalStorage } from './storage/local-storage';

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle = createDb(config.database);
  app.addHook('onClose', () => handle.close());
  await migrateToLatest(handle.db as never, handle.dialect, config.database.pgSchema);

  const repos = {
    users: createUsersRepository(handle.db),
    audit: createAuditRepository(handle.db),
    mail: createMailRepository(handle.db),
    portals: createPortalsRepository(handle.db),
  };
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, repository: repos.mail, log: app.log });
  app.addHook('onClose', async () => mailer.close());
  const auth = createAuth({
    config,
    db: handle.db,
    dialect: handle.dialect,
    mailer,
    users: repos.users,
    onBackgroundError: (error) => app.log.error({ err: error }, 'background task failed'),
    log: app.log,
  });
  const ctx: AppContext = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    auth,
    mailer,
    storage: createLocalStorage(path.join(config.dataDir, 'files')),
    repos,
  };
  app.decorate('ctx', ctx);

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(authRoutes);
  await app.register(healthRoutes);
  await app.register(meRoutes);
  await app.register(devMailboxRoutes);
  await registerWebApp(app, config.webDistDir);
  return app;
}
