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
import { createAccountRepository } from './modules/account/account.repository';
import { accountRoutes } from './modules/account/account.routes';
import { createAdminCreatorsRepository } from './modules/admin/admin-creators.repository';
import { adminCreatorsRoutes } from './modules/admin/admin-creators.routes';
import { createAdminDashboardRepository } from './modules/admin/admin-dashboard.repository';
import { adminDashboardRoutes } from './modules/admin/admin-dashboard.routes';
import { createAdminDebugRepository } from './modules/admin/admin-debug.repository';
import { adminDebugRoutes } from './modules/admin/admin-debug.routes';
import { platformSettingsRoutes } from './modules/admin/platform-settings.routes';
import { applyRegistrationPolicy } from './modules/admin/registration-policy';
import { createSecurityLogsRepository } from './modules/admin/security-logs.repository';
import { securityLogsRoutes } from './modules/admin/security-logs.routes';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createEventRetentionRepository } from './modules/analytics/event-retention.repository';
import { createPlatformAnalyticsRepository } from './modules/analytics/platform-analytics.repository';
import { platformAnalyticsRoutes } from './modules/analytics/platform-analytics.routes';
import { createStalledApprovalsRepository } from './modules/analytics/stalled-approvals.repository';
import { createAnnouncementsRepository } from './modules/announcements/announcements.repository';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { createAppSettingsRepository } from './modules/app-settings/app-settings.repository';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth.routes';
import { securityRoutes } from './modules/auth/security.routes';
import { createRecordedBilling } from './modules/billing/billing';
import { billingRoutes } from './modules/billing/billing.routes';
import { createBlogRepository } from './modules/blog/blog.repository';
import { blogRoutes } from './modules/blog/blog.routes';
import { blogAdminRoutes } from './modules/blog/blog-admin.routes';
import { creatorProfileRoutes } from './modules/creator-profile/creator-profile.routes';
import { createCreatorProfilesRepository } from './modules/creator-profile/creator-profiles.repository';
import { createCustomDomainsRepository } from './modules/custom-domains/custom-domains.repository';
import { customDomainsRoutes } from './modules/custom-domains/custom-domains.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { createFilesRepository } from './modules/files/files.repository';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createMailRepository } from './modules/mail/mail.repository';
import { createMailer } from './modules/mail/mailer';
import { meRoutes } from './modules/me/me.routes';
import { subscribeClientActivityNotifier } from './modules/notifications/client-activity-notifier';
import { createNotificationBroadcaster } from './modules/notifications/create-broadcaster';
import { createExpiryRemindersRepository } from './modules/notifications/expiry-reminders.repository';
import { createNotificationDigestsRepository } from './modules/notifications/notification-digests.repository';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createPushSubscriptionsRepository } from './modules/notifications/push-subscriptions.repository';
import { subscribeSecurityAlerts } from './modules/notifications/security-alerts';
import { announceSessionsEnded } from './modules/notifications/sessions-ended';
import { registerOpenApi } from './modules/openapi/openapi';
import { registerMetrics } from './modules/operations/metrics';
import { createPortalsRepository } from './modules/portals/portals.repository';
import { portalsRoutes } from './modules/portals/portals.routes';
import { createAccessAttemptsRepository } from './modules/public-portal/access-attempts.repository';
import { createApprovalsRepository } from './modules/public-portal/approvals.repository';
import { clientActivityRoutes } from './modules/public-portal/client-activity.routes';
import { createCommentsRepository } from './modules/public-portal/comments.repository';
import { createEmailCodesRepository } from './modules/public-portal/email-codes.repository';
import { createEventsRepository } from './modules/public-portal/events.repository';
import { createFormResponsesRepository } from './modules/public-portal/form-responses.repository';
import { publicPortalRoutes } from './modules/public-portal/public-portal.routes';
import { createRateWindowsRepository } from './modules/public-portal/rate-windows.repository';
import { createVisitorsRepository } from './modules/public-portal/visitors.repository';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { settingsRoutes } from './modules/settings/settings.routes';
import { siteRoutes } from './modules/site/site.routes';
import { createSupportTicketsRepository } from './modules/support-tickets/support-tickets.repository';
import { supportTicketsRoutes } from './modules/support-tickets/support-tickets.routes';
import { createTeamRepository } from './modules/team/team.repository';
import { teamRoutes } from './modules/team/team.routes';
import { adminTemplatesRoutes } from './modules/templates/admin-templates.routes';
import { migrateSampleTemplates } from './modules/templates/sample-templates.service';
import { createTemplateReviewsRepository } from './modules/templates/template-reviews.repository';
import { createTemplatesRepository } from './modules/templates/templates.repository';
import { templatesRoutes } from './modules/templates/templates.routes';
import { createUploadLocksRepository } from './modules/uploads/upload-locks.repository';
import { createUploadStore } from './modules/uploads/upload-store';
import { createUploadsRepository } from './modules/uploads/uploads.repository';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { createUsersRepository } from './modules/users/users.repository';
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

  const handle = createDb(config.database, (error) =>
    app.log.warn({ err: error }, 'database connection lost; it will be replaced'),
  );
  app.addHook('onClose', () => handle.close());
  await migrateToLatest(handle.db as never, handle.dialect, config.database.pgSchema);

  const repos = {
    users: createUsersRepository(handle.db),
    audit: createAuditRepository(handle.db),
    mail: createMailRepository(handle.db),
    portals: createPortalsRepository(handle.db, handle.dialect),
    files: createFilesRepository(handle.db),
    uploads: createUploadsRepository(handle.db),
    uploadLocks: createUploadLocksRepository(handle.db),
    notifications: createNotificationsRepository(handle.db),
    settings: createSettingsRepository(handle.db, handle.dialect),
    account: createAccountRepository(handle.db),
    customDomains: createCustomDomainsRepository(handle.db),
    creatorProfiles: createCreatorProfilesRepository(handle.db),
    visitors: createVisitorsRepository(handle.db),
    accessAttempts: createAccessAttemptsRepository(handle.db),
    rateWindows: createRateWindowsRepository(handle.db),
    emailCodes: createEmailCodesRepository(handle.db),
    comments: createCommentsRepository(handle.db),
    approvals: createApprovalsRepository(handle.db),
    formResponses: createFormResponsesRepository(handle.db),
    events: createEventsRepository(handle.db),
    appSettings: createAppSettingsRepository(handle.db),
    notificationDigests: createNotificationDigestsRepository(handle.db, handle.dialect),
    expiryReminders: createExpiryRemindersRepository(handle.db),
    pushSubscriptions: createPushSubscriptionsRepository(handle.db),
    analytics: createAnalyticsRepository(handle.db),
    stalledApprovals: createStalledApprovalsRepository(handle.db, handle.dialect),
    blog: createBlogRepository(handle.db),
    supportTickets: createSupportTicketsRepository(handle.db),
    team: createTeamRepository(handle.db),
    announcements: createAnnouncementsRepository(handle.db),
    platformAnalytics: createPlatformAnalyticsRepository(handle.db),
    eventRetention: createEventRetentionRepository(handle.db),
    adminCreators: createAdminCreatorsRepository(handle.db),
    securityLogs: createSecurityLogsRepository(handle.db),
    adminDashboard: createAdminDashboardRepository(handle.db, handle.dialect),
    adminDebug: createAdminDebugRepository(handle.db),
    templates: createTemplatesRepository(handle.db),
    templateReviews: createTemplateReviewsRepository(handle.db),
  };
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
    onNewAccount: (user) => applyRegistrationPolicy(app.ctx, user),
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
    billing: createRecordedBilling(),
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
  subscribeSecurityAlerts(ctx);

  registerErrorHandler(app);
  registerMetrics(app, config.metricsToken);
  registerJsonBody(app);
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
  await app.register(blogRoutes);
  await app.register(blogAdminRoutes);
  await app.register(announcementsRoutes);
  await app.register(platformAnalyticsRoutes);
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
  await registerWebApp(app, config.webDistDir);
  if (config.runJobs) startJobs(app);
  return app;
}
