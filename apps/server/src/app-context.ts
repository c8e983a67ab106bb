import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig, DbDialect } from './config';
import type { Database } from './db/types';
import type { EventBus } from './lib/events';
import type { AccountRepository } from './modules/account/account.repository';
import type { AdminCreatorsRepository } from './modules/admin/admin-creators.repository';
import type { AdminDashboardRepository } from './modules/admin/admin-dashboard.repository';
import type { AdminDebugRepository } from './modules/admin/admin-debug.repository';
import type { SecurityLogsRepository } from './modules/admin/security-logs.repository';
import type { AnalyticsRepository } from './modules/analytics/analytics.repository';
import type { EventRetentionRepository } from './modules/analytics/event-retention.repository';
import type { PlatformAnalyticsRepository } from './modules/analytics/platform-analytics.repository';
import type { StalledApprovalsRepository } from './modules/analytics/stalled-approvals.repository';
import type { AnnouncementsRepository } from './modules/announcements/announcements.repository';
import type { AppSettingsRepository } from './modules/app-settings/app-settings.repository';
import type { AuditRepository } from './modules/audit/audit.repository';
import type { Auth } from './modules/auth/auth';
import type { Billing } from './modules/billing/billing';
import type { BlogRepository } from './modules/blog/blog.repository';
import type { CreatorProfilesRepository } from './modules/creator-profile/creator-profiles.repository';
import type { CustomDomainsRepository } from './modules/custom-domains/custom-domains.repository';
import type { DnsResolver } from './modules/custom-domains/dns-check';
import type { FilesRepository } from './modules/files/files.repository';
import type { MailRepository } from './modules/mail/mail.repository';
import type { Mailer } from './modules/mail/mailer';
import type { ExpiryRemindersRepository } from './modules/notifications/expiry-reminders.repository';
import type { NotificationBroadcaster } from './modules/notifications/notification-broadcaster';
import type { NotificationDigestsRepository } from './modules/notifications/notification-digests.repository';
import type { NotificationsRepository } from './modules/notifications/notifications.repository';
import type { PushSubscriptionsRepository } from './modules/notifications/push-subscriptions.repository';
import type { SecurityAlert } from './modules/notifications/security-alerts';
import type { PortalsRepository } from './modules/portals/portals.repository';
import type { AccessAttemptsRepository } from './modules/public-portal/access-attempts.repository';
import type { ApprovalsRepository } from './modules/public-portal/approvals.repository';
import type { ClientActivity } from './modules/public-portal/client-activity-event';
import type { CommentsRepository } from './modules/public-portal/comments.repository';
import type { EmailCodesRepository } from './modules/public-portal/email-codes.repository';
import type { EventsRepository } from './modules/public-portal/events.repository';
import type { FormResponsesRepository } from './modules/public-portal/form-responses.repository';
import type { RateWindowsRepository } from './modules/public-portal/rate-windows.repository';
import type { VisitorsRepository } from './modules/public-portal/visitors.repository';
import type { SettingsRepository } from './modules/settings/settings.repository';
import type { SupportTicketsRepository } from './modules/support-tickets/support-tickets.repository';
import type { TeamRepository } from './modules/team/team.repository';
import type { TemplateReviewsRepository } from './modules/templates/template-reviews.repository';
import type { TemplatesRepository } from './modules/templates/templates.repository';
import type { UploadLocksRepository } from './modules/uploads/upload-locks.repository';
import type { UploadStore } from './modules/uploads/upload-store';
import type { UploadsRepository } from './modules/uploads/uploads.repository';
import type { UsersRepository } from './modules/users/users.repository';
import type { Storage } from './storage/storage';

/** What modules announce on ctx.events, and who announces it. */
export interface AppEvents {
  'client.activity': ClientActivity;
  'security.alert': { userId: string; alert: SecurityAlert };
}

export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DbDialect;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  /** Partial tus uploads until they are finished and moved into storage. */
  uploadStore: UploadStore;
  repos: {
    users: UsersRepository;
    audit: AuditRepository;
    mail: MailRepository;
    portals: PortalsRepository;
    files: FilesRepository;
    uploads: UploadsRepository;
    uploadLocks: UploadLocksRepository;
    notifications: NotificationsRepository;
    settings: SettingsRepository;
    account: AccountRepository;
    customDomains: CustomDomainsRepository;
    creatorProfiles: CreatorProfilesRepository;
    visitors: VisitorsRepository;
    accessAttempts: AccessAttemptsRepository;
    rateWindows: RateWindowsRepository;
    emailCodes: EmailCodesRepository;
    comments: CommentsRepository;
    approvals: ApprovalsRepository;
    formResponses: FormResponsesRepository;
    events: EventsRepository;
    appSettings: AppSettingsRepository;
    notificationDigests: NotificationDigestsRepository;
    expiryReminders: ExpiryRemindersRepository;
    pushSubscriptions: PushSubscriptionsRepository;
    analytics: AnalyticsRepository;
    stalledApprovals: StalledApprovalsRepository;
    blog: BlogRepository;
    supportTickets: SupportTicketsRepository;
    team: TeamRepository;
    announcements: AnnouncementsRepository;
    platformAnalytics: PlatformAnalyticsRepository;
    eventRetention: EventRetentionRepository;
    adminCreators: AdminCreatorsRepository;
    securityLogs: SecurityLogsRepository;
    adminDashboard: AdminDashboardRepository;
    adminDebug: AdminDebugRepository;
    templates: TemplatesRepository;
    templateReviews: TemplateReviewsRepository;
  };
  /** Records plan changes and subscriptions (today in the database; a card-payment provider later). */
  billing: Billing;
  /** In-process announcements (client activity, ...) other modules subscribe to. */
  events: EventBus<AppEvents>;
  /** Live notification changes to open streams, across app instances on PostgreSQL. */
  broadcaster: NotificationBroadcaster;
  /** For work outside a request (event listeners, jobs). */
  log: FastifyBaseLogger;
  /** The time as rules see it; tests move it to check expiry and throttling windows. */
  clock: () => Date;
  /** DNS answers for custom-domain checks; unset means the system resolver (tests set a stub). */
  dns?: DnsResolver;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
