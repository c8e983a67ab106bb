import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppContext, AppEvents } from './app-context';
import type { AppConfig } from './config';
import { createDb } from './db/connection';
import { migrateToLatest } from './db/migrator';
import { startJobs } from './jobs/scheduler';
import { createEventBus } from './lib/events';
import { loggerOptions, trustProxyOption } from './lib/logging';
import { validatorCompiler } from './lib/validation';
import { createRepositories } from './module-repositories';
import { accountRoutes } from './modules/account/account.routes';
import { adminCreatorsRoutes } from './modules/admin/admin-creators.routes';
import { adminDashboardRoutes } from './modules/admin/admin-dashboard.routes';
import { adminDebugRoutes } from './modules/admin/admin-debug.routes';
import { platformSettingsRoutes } from './modules/admin/platform-settings.routes';
import { applyRegistrationPolicy } from './modules/admin/registration-policy';
import { securityLogsRoutes } from './modules/admin/security-logs.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { platformAnalyticsRoutes } from './modules/analytics/platform-analytics.routes';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { apiTokensRoutes } from './modules/api-tokens';
import { createAuth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth.routes';
import { registerTokenHooks } from './modules/auth/bearer-token';
import { securityRoutes } from './modules/auth/security.routes';
import { createRecordedBilling } from './modules/billing/billing';
import { billingRoutes } from './modules/billing/billing.routes';
import { createStripeBilling } from './modules/billing/stripe-billing';
import { blogRoutes } from './modules/blog/blog.routes';
import { blogAdminRoutes } from './modules/blog/blog-admin.routes';
import { creatorProfileRoutes } from './modules/creator-profile/creator-profile.routes';
import { customDomainsRoutes } from './modules/custom-domains/custom-domains.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { publicRequestsRoutes, requestsRoutes } from './modules/file-requests';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { homeRoutes } from './modules/home/home.routes';
import { createMailer } from './modules/mail/mailer';
import { meRoutes } from './modules/me/me.routes';
import { subscribeClientActivityNotifier } from './modules/notifications/client-activity-notifier';
import { createNotificationBroadcaster } from './modules/notifications/create-broadcaster';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { subscribeSecurityAlerts } from './modules/notifications/security-alerts';
import { announceSessionsEnded } from './modules/notifications/sessions-ended';
import { registerOpenApi } from './modules/openapi/openapi';
import { registerMetrics } from './modules/operations/metrics';
import { portalsRoutes } from './modules/portals/portals.routes';
import { productAnalyticsRoutes, recordProductEvent, subscribeProductEvents } from './modules/product-analytics';
import { clientActivityRoutes } from './modules/public-portal/client-activity.routes';
import { changesPortalView, createPortalCache } from './modules/public-portal/portal-cache';
import { publicPortalRoutes } from './modules/public-portal/public-portal.routes';
import { readingRoutes } from './modules/reading';
import { subscribeRecipientProgress } from './modules/recipients/recipient-progress';
import { recipientsRoutes } from './modules/recipients/recipients.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { siteRoutes } from './modules/site/site.routes';
import { supportTicketsRoutes } from './modules/support-tickets/support-tickets.routes';
import { teamRoutes } from './modules/team/team.routes';
import { adminTemplatesRoutes } from './modules/templates/admin-templates.routes';
import { migrateSampleTemplates } from './modules/templates/sample-templates.service';
import { templatesRoutes } from './modules/templates/templates.routes';
import { createUploadStore } from './modules/uploads/upload-store';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { startWebhooks, webhooksRoutes } from './modules/webhooks';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors';
import { registerErrorHandler } from './plugins/error-handler';
import { registerJsonBody } from './plugins/json-body';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { createLocalStorage } from './storage/local-storage';
import { createS3Client, createS3Storage } from './storage/s3-storage';

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle = createDb(
    config.database,
    (error) => app.log.warn({ err: error }, 'database connection lost; it will be replaced'),
    (error) => app.log.warn({ err: error }, 'SQLite checkpoint failed'),
  );
  app.addHook('onClose', () => handle.close());
  await migrateToLatest(handle.db as never, handle.dialect, config.database.pgSchema);

  const repos = createRepositories(handle.db, handle.dialect);
  // Registered after the database's own hook, so it runs before it: the queued views and downloads are written
  // once the last requests have finished, before the connection closes (decision 0017).
  app.addHook('onClose', () => repos.events.flushQueued());
  repos.events.onQueueWriteError((error, lost) =>
    app.log.error({ err: error, lost }, 'queued portal events could not be written'),
  );
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    repository: repos.mail,
    log: app.log,
    printText: config.env !== 'production',
  });
  app.addHook('onClose', async () => mailer.close());
  const auth = createAuth({
    config,
    db: handle.db,
    dialect: handle.dialect,
    mailer,
    users: repos.users,
    onBackgroundError: (error) => app.log.error({ err: error }, 'background task failed'),
    log: app.log,
    onNewAccount: async (user) => {
      await applyRegistrationPolicy(app.ctx, user);
      await recordProductEvent(app.ctx, 'sign_up', { userId: user.id });
    },
    onSessionEnded: (session) => announceSessionsEnded(app.ctx, session.userId),
  });
  const broadcaster = createNotificationBroadcaster({
    config,
    db: handle.db,
    repository: repos.notifications,
    log: app.log,
  });
  await broadcaster.start();
  app.addHook('onClose', () => broadcaster.close());
  const portalCache = createPortalCache();
  handle.onWrite((tables, sql) => {
    if (changesPortalView(tables, sql)) portalCache.changed();
  });
  const ctx: AppContext = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    auth,
    mailer,
    storage: config.s3
      ? createS3Storage(createS3Client(config.s3), config.s3.bucket)
      : createLocalStorage(path.join(config.dataDir, 'files')),
    uploadStore: createUploadStore(config),
    repos,
    portalCache,
    billing: config.stripe ? createStripeBilling(config.stripe) : createRecordedBilling(),
    events: createEventBus<AppEvents>((error, name) =>
      app.log.error({ err: error, event: name }, 'event listener failed'),
    ),
    broadcaster,
    log: app.log,
    clock: () => new Date(),
  };
  app.decorate('ctx', ctx);
  await migrateSampleTemplates(ctx);
  subscribeClientActivityNotifier(ctx);
  subscribeRecipientProgress(ctx);
  subscribeSecurityAlerts(ctx);
  const stopWebhooks = startWebhooks(ctx, { poll: config.runJobs });
  app.addHook('preClose', stopWebhooks);
  subscribeProductEvents(ctx);

  registerErrorHandler(app);
  registerMetrics(app, config.metricsToken);
  registerJsonBody(app);
  registerTokenHooks(app);
  await registerSecurity(app, config);
  await registerOpenApi(app, config);
  await app.register(authRoutes);
  await app.register(securityRoutes);
  await app.register(healthRoutes);
  await app.register(meRoutes);
  await app.register(devMailboxRoutes);
  await app.register(portalsRoutes);
  await app.register(filesRoutes);
  await app.register(uploadsRoutes);
  await app.register(settingsRoutes);
  await app.register(accountRoutes);
  await app.register(customDomainsRoutes);
  await app.register(creatorProfileRoutes);
  await app.register(publicPortalRoutes);
  await app.register(clientActivityRoutes);
  await app.register(notificationsRoutes);
  await app.register(analyticsRoutes);
  await app.register(homeRoutes);
  await app.register(blogRoutes);
  await app.register(blogAdminRoutes);
  await app.register(announcementsRoutes);
  await app.register(platformAnalyticsRoutes);
  await app.register(productAnalyticsRoutes);
  await app.register(readingRoutes);
  await app.register(supportTicketsRoutes);
  await app.register(teamRoutes);
  await app.register(billingRoutes);
  await app.register(adminCreatorsRoutes);
  await app.register(platformSettingsRoutes);
  await app.register(securityLogsRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminDebugRoutes);
  await app.register(templatesRoutes);
  await app.register(adminTemplatesRoutes);
  await app.register(siteRoutes);
  await app.register(recipientsRoutes);
  await app.register(requestsRoutes);
  await app.register(publicRequestsRoutes);
  await app.register(apiTokensRoutes);
  await app.register(webhooksRoutes);
  await registerWebApp(app, config.webDistDir);
  if (config.runJobs) startJobs(app);
  return app;
}
