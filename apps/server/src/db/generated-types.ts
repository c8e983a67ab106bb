// Generated from the migrations by `npm run db:types -w apps/server` (src/db/generate-types.ts): do not edit.
// A test fails when it no longer matches the migrations.

import type { ColumnType } from 'kysely';
import type { DbBool, DbJson, DbTimestamp } from './dialect-types';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

export interface AccessAttempt {
  at: DbTimestamp;
  id: string;
  ip: string;
  kind: string;
  portalId: string;
  success: Generated<DbBool>;
}

export interface Account {
  accessToken: string | null;
  accessTokenExpiresAt: DbTimestamp | null;
  accountId: string;
  createdAt: DbTimestamp;
  id: string;
  idToken: string | null;
  password: string | null;
  providerId: string;
  refreshToken: string | null;
  refreshTokenExpiresAt: DbTimestamp | null;
  scope: string | null;
  updatedAt: DbTimestamp;
  userId: string;
}

export interface Announcement {
  audience: string;
  completedAt: DbTimestamp | null;
  createdAt: DbTimestamp;
  emailCursor: string | null;
  emailFailed: Generated<number>;
  emailLeaseUntil: DbTimestamp | null;
  emailSent: Generated<number>;
  emailSkipped: Generated<number>;
  emailStatus: Generated<string>;
  id: string;
  link: string | null;
  message: string;
  recipients: Generated<number>;
  sendEmail: Generated<DbBool>;
  sentBy: string | null;
  sentByName: Generated<string>;
  title: string;
}

export interface ApiToken {
  createdAt: DbTimestamp;
  expiresAt: DbTimestamp | null;
  id: string;
  lastUsedAt: DbTimestamp | null;
  name: string;
  prefix: string;
  scopes: DbJson;
  tokenHash: string;
  userId: string;
  windowCount: Generated<number>;
  windowStartedAt: DbTimestamp | null;
}

export interface Approval {
  approverEmail: string | null;
  approverName: string;
  commentIds: DbJson | null;
  createdAt: DbTimestamp;
  decision: string;
  fileId: string | null;
  fileVersion: number | null;
  fileVersionId: string | null;
  id: string;
  note: Generated<string>;
  portalId: string;
  sectionId: string | null;
  sha256: string | null;
  verified: Generated<DbBool>;
  visitorId: string | null;
}

export interface AppSetting {
  key: string;
  updatedAt: DbTimestamp;
  value: DbJson;
}

export interface AuditLog {
  action: string;
  actorEmail: string | null;
  actorId: string | null;
  at: DbTimestamp;
  details: Generated<DbJson>;
  id: string;
  ip: string | null;
  targetId: string | null;
  targetType: string | null;
  userAgent: string | null;
}

export interface BillingCustomer {
  cancelAtPeriodEnd: Generated<DbBool>;
  currentPeriodEnd: DbTimestamp | null;
  lastEventAt: Generated<number>;
  pastDueSince: DbTimestamp | null;
  priceId: string | null;
  stripeCustomerId: string;
  subscriptionId: string | null;
  teamGraceUntil: DbTimestamp | null;
  updatedAt: DbTimestamp;
  userId: string;
}

export interface BillingEvent {
  id: string;
  receivedAt: DbTimestamp;
  type: string;
}

export interface BillingInvoice {
  amountCents: number;
  createdAt: DbTimestamp;
  currency: string;
  hostedUrl: string | null;
  id: string;
  number: string | null;
  status: string;
  userId: string;
}

export interface BlogPost {
  authorId: string | null;
  authorName: Generated<string>;
  content: Generated<string>;
  coverImage: string | null;
  createdAt: DbTimestamp;
  excerpt: Generated<string>;
  id: string;
  markdown: Generated<string>;
  publishedAt: DbTimestamp | null;
  slug: string;
  status: Generated<string>;
  tags: Generated<DbJson>;
  title: string;
  updatedAt: DbTimestamp;
}

export interface Comment {
  anchor: DbJson | null;
  authorEmail: string | null;
  authorName: string;
  authorType: string;
  authorUserId: string | null;
  body: string;
  carriedFrom: string | null;
  createdAt: DbTimestamp;
  fileId: string | null;
  fileVersion: number | null;
  id: string;
  parentId: string | null;
  portalId: string;
  resolvedAt: DbTimestamp | null;
  verified: Generated<DbBool>;
  visitorId: string | null;
}

export interface CreatorProfile {
  avatar: string | null;
  badges: Generated<DbJson>;
  banner: string | null;
  bannerPosition: Generated<number>;
  bio: Generated<string>;
  businessName: Generated<string>;
  colorTemplate: Generated<string>;
  displayName: string;
  experience: Generated<string>;
  expertise: Generated<DbJson>;
  joinedDate: DbTimestamp;
  location: Generated<string>;
  publicProfile: Generated<DbBool>;
  socialLinks: Generated<DbJson>;
  uid: string;
  updatedAt: DbTimestamp;
  verified: Generated<DbBool>;
}

export interface CustomDomain {
  createdAt: DbTimestamp;
  domain: string;
  error: string | null;
  id: string;
  lastCheckedAt: DbTimestamp | null;
  ownerId: string;
  status: Generated<string>;
  updatedAt: DbTimestamp;
  verificationToken: string;
}

export interface EmailChangeRequest {
  completedAt: DbTimestamp | null;
  createdAt: DbTimestamp;
  id: string;
  newEmail: string;
  oldEmail: string;
  status: string;
  userId: string;
}

export interface EmailCode {
  attempts: Generated<number>;
  codeHash: string;
  consumedAt: DbTimestamp | null;
  createdAt: DbTimestamp;
  email: string;
  expiresAt: DbTimestamp;
  id: string;
  portalId: string;
}

export interface Event {
  at: DbTimestamp;
  fileId: string | null;
  fileVersion: number | null;
  id: string;
  ownerId: string;
  portalId: string;
  type: string;
  visitorId: string | null;
}

export interface EventDaily {
  count: Generated<number>;
  day: string;
  ownerId: string;
  portalId: string;
  type: string;
}

export interface EventRetentionRun {
  cutoff: DbTimestamp;
  day: string;
  deleted: Generated<number>;
  finishedAt: DbTimestamp | null;
  retentionDays: number;
  startedAt: DbTimestamp;
}

export interface FileDaily {
  day: string;
  downloads: Generated<number>;
  fileId: string;
  ownerId: string;
  portalId: string;
}

export interface FileMonthly {
  downloads: Generated<number>;
  fileId: string;
  month: string;
  portalId: string;
}

export interface FormResponse {
  answers: DbJson;
  createdAt: DbTimestamp;
  email: string | null;
  id: string;
  name: string | null;
  portalId: string;
  sectionId: string;
  visitorId: string | null;
}

export interface Invitation {
  createdAt: DbTimestamp;
  email: string;
  expiresAt: DbTimestamp;
  id: string;
  inviterId: string;
  organizationId: string;
  role: string | null;
  status: Generated<string>;
}

export interface JobClaim {
  claimedAt: number;
  name: string;
  result: string | null;
  slot: string;
}

export interface Member {
  createdAt: DbTimestamp;
  id: string;
  organizationId: string;
  role: string;
  userId: string;
}

export interface Notification {
  createdAt: DbTimestamp;
  emailDelivery: string | null;
  id: string;
  link: string | null;
  message: string;
  read: Generated<DbBool>;
  readAt: DbTimestamp | null;
  title: string;
  type: string;
  uid: string;
}

export interface NotificationDigest {
  id: string;
  itemCount: Generated<number>;
  period: string;
  periodKey: string;
  sentAt: DbTimestamp;
  userId: string;
}

export interface NotificationMailPending {
  createdAt: DbTimestamp;
  notificationId: string;
  userId: string;
}

export interface Organization {
  createdAt: DbTimestamp;
  id: string;
  logo: string | null;
  metadata: string | null;
  name: string;
  slug: string;
}

export interface Outbox {
  attempts: Generated<number>;
  createdAt: DbTimestamp;
  error: string | null;
  headers: string | null;
  html: string | null;
  id: string;
  kind: string;
  nextAttemptAt: number | null;
  sentAt: DbTimestamp | null;
  status: string;
  subject: string;
  text: string;
  to: string;
}

export interface Passkey {
  aaguid: string | null;
  backedUp: DbBool;
  counter: number;
  createdAt: DbTimestamp | null;
  credentialID: string;
  deviceType: string;
  id: string;
  name: string | null;
  publicKey: string;
  transports: string | null;
  userId: string;
}

export interface Portal {
  accessType: Generated<string>;
  allowDownload: Generated<DbBool>;
  allowedEmails: Generated<DbJson>;
  archivedAt: DbTimestamp | null;
  branding: Generated<DbJson>;
  createdAt: DbTimestamp;
  createdBy: string | null;
  description: Generated<string>;
  expiresAt: DbTimestamp | null;
  id: string;
  name: string;
  organizationId: string | null;
  ownerId: string;
  pinHash: string | null;
  pinSealed: string | null;
  sections: Generated<DbJson>;
  status: Generated<string>;
  templateId: string | null;
  updatedAt: DbTimestamp;
  uuid: string;
}

export interface PortalAssignment {
  assignedBy: string | null;
  createdAt: DbTimestamp;
  memberId: string;
  portalId: string;
}

export interface PortalExpiryReminder {
  createdAt: DbTimestamp;
  expiresAt: string;
  id: string;
  portalId: string;
  reminder: string;
}

export interface PortalFile {
  downloadCount: Generated<number>;
  fileGroupId: string;
  id: string;
  mime: string;
  name: string;
  note: string | null;
  pageCount: number | null;
  parentFileId: string | null;
  portalId: string;
  position: Generated<number>;
  sha256: string;
  size: number;
  storageKey: string;
  thumbnailKey: string | null;
  uploadedAt: DbTimestamp;
  uploadedBy: string | null;
  version: Generated<number>;
}

export interface PortalNudge {
  createdAt: DbTimestamp;
  id: string;
  ownerId: string;
  portalId: string;
  recipients: Generated<number>;
  sentBy: string | null;
}

export interface ProductEvent {
  at: DbTimestamp;
  day: string;
  id: string;
  name: string;
  props: DbJson | null;
  source: string;
  userId: string | null;
}

export interface PushSubscription {
  auth: string;
  createdAt: DbTimestamp;
  endpoint: string;
  expirationTime: number | null;
  id: string;
  p256dh: string;
  uid: string;
  updatedAt: DbTimestamp;
  userAgent: string | null;
}

export interface RateLimit {
  count: number;
  id: string;
  key: string;
  lastRequest: number;
}

export interface RateWindow {
  count: number;
  key: string;
  name: string;
  windowStart: number;
}

export interface Reading {
  duration: number | null;
  fileId: string;
  firstAt: DbTimestamp;
  kind: string;
  lastAt: DbTimestamp;
  opens: Generated<number>;
  page: number;
  portalId: string;
  position: number | null;
  seconds: Generated<number>;
  version: number | null;
  visitorId: string;
  windowSeconds: number | null;
  windowStart: number | null;
}

export interface Recipient {
  autoReminderStage: Generated<number>;
  downloads: Generated<number>;
  email: string;
  expiryRemindedAt: DbTimestamp | null;
  firstOpenedAt: DbTimestamp | null;
  id: string;
  invitedAt: DbTimestamp;
  invitedBy: string | null;
  lastRemindedAt: DbTimestamp | null;
  lastSeenAt: DbTimestamp | null;
  message: string | null;
  name: string | null;
  portalId: string;
  proofUsedAt: DbTimestamp | null;
  remindersSent: Generated<number>;
  revokedAt: DbTimestamp | null;
  status: Generated<string>;
  tokenHash: string;
  viewedFileIds: DbJson | null;
}

export interface RecipientSetting {
  autoReminders: Generated<DbBool>;
  portalId: string;
  reminderDays: string | null;
  updatedAt: DbTimestamp;
}

export interface RequestReminder {
  dueDate: string;
  portalId: string;
  sectionId: string;
  sentAt: DbTimestamp;
  stage: string;
}

export interface RequestUpload {
  createdAt: DbTimestamp;
  declaredType: string;
  emailVerified: Generated<DbBool>;
  id: string;
  itemId: string;
  mime: string | null;
  name: string;
  note: string | null;
  portalId: string;
  reviewedAt: DbTimestamp | null;
  reviewedBy: string | null;
  sectionId: string;
  sha256: string | null;
  sharedFileId: string | null;
  size: number;
  status: string;
  storageKey: string | null;
  thumbnailKey: string | null;
  uploadedAt: DbTimestamp | null;
  uploaderEmail: string | null;
  uploaderName: string | null;
  visitorId: string | null;
}

export interface RevokedSession {
  expiresAt: DbTimestamp;
  reason: string;
  revokedAt: DbTimestamp;
  tokenHash: string;
  userId: string;
}

export interface RollupMonth {
  events: number;
  month: string;
  portalId: string;
}

export interface Session {
  activeOrganizationId: string | null;
  createdAt: DbTimestamp;
  expiresAt: DbTimestamp;
  id: string;
  ipAddress: string | null;
  token: string;
  updatedAt: DbTimestamp;
  userAgent: string | null;
  userId: string;
}

export interface SignInThrottle {
  email: string;
  failures: number;
  lastFailureAt: number;
  ownerAlertedAt: number | null;
}

export interface SupportTicket {
  createdAt: DbTimestamp;
  email: string;
  id: string;
  ip: string | null;
  message: string;
  name: string;
  status: Generated<string>;
  subject: Generated<string>;
  topic: Generated<string>;
  updatedAt: DbTimestamp;
  userAgent: string | null;
  userId: string | null;
}

export interface SupportTicketReply {
  authorId: string | null;
  authorName: Generated<string>;
  createdAt: DbTimestamp;
  id: string;
  mailId: string | null;
  message: string;
  ticketId: string;
}

export interface SystemMigration {
  force: Generated<DbBool>;
  id: string;
  migrated: Generated<DbBool>;
  migratedAt: DbTimestamp | null;
  migratedCount: Generated<number>;
  totalSampleTemplates: Generated<number>;
  version: Generated<number>;
}

export interface Template {
  category: Generated<string>;
  complexity: Generated<string>;
  createdAt: DbTimestamp;
  creatorId: string | null;
  creatorName: Generated<string>;
  currency: Generated<string>;
  description: Generated<string>;
  downloads: Generated<number>;
  estimatedSetupTime: Generated<number>;
  excerpt: Generated<string>;
  featured: Generated<DbBool>;
  id: string;
  isPublic: Generated<DbBool>;
  isSampleTemplate: Generated<DbBool>;
  name: string;
  preview: Generated<DbJson>;
  priceCents: Generated<number>;
  pricingType: Generated<string>;
  rating: Generated<number>;
  rejectionReason: string | null;
  revenueCents: Generated<number>;
  reviewCount: Generated<number>;
  reviewedAt: DbTimestamp | null;
  reviewedBy: string | null;
  sections: Generated<DbJson>;
  sourcePortalId: string | null;
  status: Generated<string>;
  supportLevel: Generated<string>;
  tags: Generated<DbJson>;
  updatedAt: DbTimestamp;
  verified: Generated<DbBool>;
}

export interface TemplateAcquisition {
  acquiredAt: DbTimestamp;
  currency: Generated<string>;
  pricePaidCents: Generated<number>;
  templateId: string;
  usedAt: DbTimestamp | null;
  userId: string;
}

export interface TemplateReview {
  createdAt: DbTimestamp;
  id: string;
  rating: number;
  review: Generated<string>;
  templateId: string;
  updatedAt: DbTimestamp;
  userId: string;
  userName: string;
}

export interface TwoFactor {
  backupCodes: string;
  failedVerificationCount: Generated<number | null>;
  id: string;
  lockedUntil: DbTimestamp | null;
  secret: string;
  userId: string;
  verified: Generated<DbBool | null>;
}

export interface Upload {
  createdAt: DbTimestamp;
  declaredType: string;
  fileId: string | null;
  filename: string;
  finishedAt: DbTimestamp | null;
  id: string;
  note: string | null;
  portalId: string;
  replacesFileId: string | null;
  size: number;
  status: string;
  uid: string;
}

export interface UploadLock {
  expiresAt: number;
  id: string;
  owner: string;
  releaseRequested: Generated<number>;
}

export interface User {
  adminLevel: string | null;
  createdAt: DbTimestamp;
  createdBy: string | null;
  email: string;
  emailVerified: Generated<DbBool>;
  firstName: string | null;
  id: string;
  image: string | null;
  lastLogin: DbTimestamp | null;
  lastName: string | null;
  name: string;
  permissions: Generated<DbJson>;
  plan: Generated<string>;
  settings: Generated<DbJson>;
  status: Generated<string>;
  subscriptionStatus: string | null;
  teamRole: string | null;
  twoFactorEnabled: Generated<DbBool | null>;
  updatedAt: DbTimestamp;
  userType: Generated<string>;
}

export interface Verification {
  createdAt: DbTimestamp;
  expiresAt: DbTimestamp;
  id: string;
  identifier: string;
  updatedAt: DbTimestamp;
  value: string;
}

export interface Visitor {
  cookieId: string;
  email: string | null;
  emailVerified: Generated<DbBool>;
  firstSeenAt: DbTimestamp;
  id: string;
  lastSeenAt: DbTimestamp;
  name: string | null;
  portalId: string;
}

export interface VisitorDaily {
  approvals: Generated<number>;
  comments: Generated<number>;
  day: string;
  downloads: Generated<number>;
  forms: Generated<number>;
  lastAt: DbTimestamp;
  ownerId: string;
  portalId: string;
  views: Generated<number>;
  visitorId: string;
}

export interface VisitorMonthly {
  approvals: Generated<number>;
  comments: Generated<number>;
  downloads: Generated<number>;
  lastAt: DbTimestamp;
  month: string;
  portalId: string;
  views: Generated<number>;
  visitorId: string;
}

export interface VisitorRunning {
  approvals: Generated<number>;
  comments: Generated<number>;
  downloads: Generated<number>;
  lastAt: DbTimestamp;
  month: string;
  months: Generated<number>;
  portalId: string;
  views: Generated<number>;
  visitorId: string;
}

export interface VisitorRunningMark {
  portalId: string;
  through: string;
}

export interface VisitorToDate {
  approvals: Generated<number>;
  comments: Generated<number>;
  downloads: Generated<number>;
  lastAt: DbTimestamp;
  portalId: string;
  throughDay: string;
  views: Generated<number>;
  visitorId: string;
}

export interface VisitorToDateMark {
  events: number;
  portalId: string;
  throughDay: string;
}

export interface WebhookDelivery {
  attempts: Generated<number>;
  createdAt: DbTimestamp;
  durationMs: number | null;
  endpointId: string;
  error: string | null;
  eventType: string;
  id: string;
  lastAttemptAt: DbTimestamp | null;
  messageId: string;
  nextAttemptAt: DbTimestamp | null;
  payload: string;
  responseBody: string | null;
  responseStatus: number | null;
  status: string;
}

export interface WebhookEndpoint {
  createdAt: DbTimestamp;
  description: Generated<string>;
  disabledReason: string | null;
  enabled: Generated<DbBool>;
  events: DbJson;
  failingSince: DbTimestamp | null;
  format: Generated<string>;
  id: string;
  secretSealed: string;
  updatedAt: DbTimestamp;
  url: string;
  userId: string;
}

export interface DB {
  access_attempt: AccessAttempt;
  account: Account;
  announcement: Announcement;
  api_token: ApiToken;
  app_setting: AppSetting;
  approval: Approval;
  audit_log: AuditLog;
  billing_customer: BillingCustomer;
  billing_event: BillingEvent;
  billing_invoice: BillingInvoice;
  blog_post: BlogPost;
  comment: Comment;
  creator_profile: CreatorProfile;
  custom_domain: CustomDomain;
  email_change_request: EmailChangeRequest;
  email_code: EmailCode;
  event: Event;
  event_daily: EventDaily;
  event_retention_run: EventRetentionRun;
  file_daily: FileDaily;
  file_monthly: FileMonthly;
  form_response: FormResponse;
  invitation: Invitation;
  job_claim: JobClaim;
  member: Member;
  notification: Notification;
  notification_digest: NotificationDigest;
  notification_mail_pending: NotificationMailPending;
  organization: Organization;
  outbox: Outbox;
  passkey: Passkey;
  portal: Portal;
  portal_assignment: PortalAssignment;
  portal_expiry_reminder: PortalExpiryReminder;
  portal_file: PortalFile;
  portal_nudge: PortalNudge;
  product_event: ProductEvent;
  push_subscription: PushSubscription;
  rate_window: RateWindow;
  rateLimit: RateLimit;
  reading: Reading;
  recipient: Recipient;
  recipient_setting: RecipientSetting;
  request_reminder: RequestReminder;
  request_upload: RequestUpload;
  revoked_session: RevokedSession;
  rollup_month: RollupMonth;
  session: Session;
  sign_in_throttle: SignInThrottle;
  support_ticket: SupportTicket;
  support_ticket_reply: SupportTicketReply;
  system_migration: SystemMigration;
  template: Template;
  template_acquisition: TemplateAcquisition;
  template_review: TemplateReview;
  twoFactor: TwoFactor;
  upload: Upload;
  upload_lock: UploadLock;
  user: User;
  verification: Verification;
  visitor: Visitor;
  visitor_daily: VisitorDaily;
  visitor_monthly: VisitorMonthly;
  visitor_running: VisitorRunning;
  visitor_running_mark: VisitorRunningMark;
  visitor_to_date: VisitorToDate;
  visitor_to_date_mark: VisitorToDateMark;
  webhook_delivery: WebhookDelivery;
  webhook_endpoint: WebhookEndpoint;
}
