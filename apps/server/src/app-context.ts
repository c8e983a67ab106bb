import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig, DbDialect } from './config';
import type { Database } from './db/types';
import type { EventBus } from './lib/events';
import type { Repositories } from './module-repositories';
import type { Auth } from './modules/auth/auth';
import type { Billing } from './modules/billing/billing';
import type { DnsResolver } from './modules/custom-domains/dns-check';
import type { Mailer } from './modules/mail/mailer';
import type { NotificationBroadcaster } from './modules/notifications/notification-broadcaster';
import type { SecurityAlert } from './modules/notifications/security-alerts';
import type { ClientActivity } from './modules/public-portal/client-activity-event';
import type { PortalCache } from './modules/public-portal/portal-cache';
import type { UploadStore } from './modules/uploads/upload-store';
import type { Storage } from './storage/storage';

/** What modules announce on ctx.events, and who announces it. */
export interface AppEvents {
  'client.activity': ClientActivity;
  'security.alert': { userId: string; alert: SecurityAlert };
  /** A client opened a file in the portal's preview (not a download: those are client.activity). */
  'client.file-viewed': { portalId: string; fileId: string; visitorId: string; at: string };
  /** A creator accepted or rejected a file a client sent into a request (the upload itself is client.activity). */
  'request.reviewed': {
    portalId: string;
    ownerId: string;
    uploadId: string;
    itemId: string;
    status: 'accepted' | 'rejected';
    note: string | null;
    reviewedBy: string;
    at: string;
  };
  /** A creator made or archived a portal (webhooks tell integrations). */
  'portal.changed': { change: 'created' | 'archived'; portalId: string; ownerId: string; by: string; at: string };
  /** A recipient opened the portal for the first time, through their personal link or a code to their address. */
  'recipient.opened': { portalId: string; recipientId: string; email: string; name: string | null; at: string };
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
  repos: Repositories;
  /** Public portals read in the last second, for the client's pages (decision 0018). */
  portalCache: PortalCache;
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
