import type { ColumnType, Generated } from 'kysely';

// Timestamps are written as ISO strings and read back as Date (PostgreSQL) or string (SQLite):
// read them through values.ts. JSON columns likewise (jsonb object or text).
type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string, string>;
type Bool = ColumnType<boolean | number, boolean | undefined, boolean>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  firstName: string | null;
  lastName: string | null;
  userType: Generated<string>;
  adminLevel: string | null;
  plan: Generated<string>;
  subscriptionStatus: string | null;
  status: Generated<string>;
  teamRole: string | null;
  permissions: Json;
  lastLogin: NullableTimestamp;
  settings: Json;
  createdBy: string | null;
  /** better-auth's twoFactor plugin: true once an authenticator app is set up and confirmed. */
  twoFactorEnabled: ColumnType<boolean | number | null, boolean | undefined, boolean>;
}

/** better-auth's twoFactor plugin: the TOTP secret and recovery codes, encrypted with the auth secret. */
export interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: ColumnType<boolean | number | null, boolean | undefined, boolean>;
  failedVerificationCount: ColumnType<number | null, number | undefined, number>;
  lockedUntil: NullableTimestamp;
}

/** @better-auth/passkey: one WebAuthn credential of a user. */
export interface PasskeyTable {
  id: string;
  name: string | null;
  publicKey: string;
  userId: string;
  credentialID: string;
  counter: number;
  deviceType: string;
  backedUp: Bool;
  transports: string | null;
  createdAt: NullableTimestamp;
  aaguid: string | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  activeOrganizationId: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OutboxTable {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  error: string | null;
  attempts: Generated<number>;
  createdAt: Timestamp;
  sentAt: NullableTimestamp;
  /** Milliseconds since the epoch; null once sent, kept in the log only, or given up. */
  nextAttemptAt: number | null;
  /** JSON of the extra headers, so a retry sends the same mail. */
  headers: string | null;
}

export interface JobClaimTable {
  name: string;
  /** The period the run is for (a UTC day, an hour...): one instance claims it. */
  slot: string;
  claimedAt: number;
  result: string | null;
}

export interface AuditLogTable {
  id: string;
  at: Timestamp;
  action: string;
  actorId: string | null;
  actorEmail: string | null;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  userAgent: string | null;
  details: Json;
}

export interface AppSettingTable {
  key: string;
  value: Json;
  updatedAt: Timestamp;
}

export interface PortalTable {
  id: string;
  uuid: string;
  ownerId: string;
  organizationId: string | null;
  name: string;
  description: Generated<string>;
  status: Generated<string>;
  accessType: Generated<string>;
  pinHash: string | null;
  allowedEmails: Json;
  allowDownload: Bool;
  expiresAt: NullableTimestamp;
  branding: Json;
  sections: Json;
  templateId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  archivedAt: NullableTimestamp;
  /** The team member who made it (the editor's portal limit counts these); null before teams existed. */
  createdBy: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PortalFileTable {
  id: string;
  portalId: string;
  fileGroupId: string;
  parentFileId: string | null;
  version: number;
  name: string;
  mime: string;
  size: number;
  storageKey: string;
  sha256: string;
  thumbnailKey: string | null;
  position: number;
  downloadCount: Generated<number>;
  uploadedAt: Timestamp;
  uploadedBy: string | null;
}

export interface UploadTable {
  id: string;
  uid: string;
  portalId: string;
  filename: string;
  declaredType: string;
  size: number;
  replacesFileId: string | null;
  status: string;
  fileId: string | null;
  createdAt: Timestamp;
  finishedAt: NullableTimestamp;
}

export interface NotificationTable {
  id: string;
  uid: string;
  type: string;
  title: string;
  message: string;
  link: string | null;
  read: Bool;
  readAt: NullableTimestamp;
  createdAt: Timestamp;
}

export interface CustomDomainTable {
  id: string;
  ownerId: string;
  domain: string;
  status: string;
  verificationToken: string;
  lastCheckedAt: NullableTimestamp;
  error: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CreatorProfileTable {
  uid: string;
  displayName: string;
  businessName: string;
  bio: string;
  location: string;
  experience: string;
  expertise: Json;
  avatar: string | null;
  banner: string | null;
  bannerPosition: number;
  colorTemplate: string;
  publicProfile: Bool;
  socialLinks: Json;
  verified: Bool;
  badges: Json;
  joinedDate: Timestamp;
  updatedAt: Timestamp;
}

export interface EmailChangeRequestTable {
  id: string;
  userId: string;
  oldEmail: string;
  newEmail: string;
  status: string;
  createdAt: Timestamp;
  completedAt: NullableTimestamp;
}

export interface VisitorTable {
  id: string;
  portalId: string;
  cookieId: string;
  name: string | null;
  email: string | null;
  emailVerified: Bool;
  firstSeenAt: Timestamp;
  lastSeenAt: Timestamp;
}

export interface AccessAttemptTable {
  id: string;
  portalId: string;
  ip: string;
  kind: string;
  success: Bool;
  at: Timestamp;
}

export interface EmailCodeTable {
  id: string;
  portalId: string;
  email: string;
  codeHash: string;
  expiresAt: Timestamp;
  attempts: Generated<number>;
  consumedAt: NullableTimestamp;
  createdAt: Timestamp;
}

export interface CommentTable {
  id: string;
  portalId: string;
  fileId: string | null;
  parentId: string | null;
  visitorId: string | null;
  authorType: string;
  authorUserId: string | null;
  authorName: string;
  authorEmail: string | null;
  verified: Bool;
  body: string;
  createdAt: Timestamp;
  resolvedAt: NullableTimestamp;
}

export interface ApprovalTable {
  id: string;
  portalId: string;
  fileId: string | null;
  fileVersionId: string | null;
  fileVersion: number | null;
  sha256: string | null;
  sectionId: string | null;
  decision: string;
  note: string;
  approverName: string;
  approverEmail: string | null;
  verified: Bool;
  visitorId: string | null;
  createdAt: Timestamp;
}

export interface FormResponseTable {
  id: string;
  portalId: string;
  sectionId: string;
  visitorId: string | null;
  name: string | null;
  email: string | null;
  answers: Json;
  createdAt: Timestamp;
}

export interface EventTable {
  id: string;
  portalId: string;
  ownerId: string;
  type: string;
  fileId: string | null;
  visitorId: string | null;
  at: Timestamp;
}

export interface NotificationDigestTable {
  id: string;
  userId: string;
  period: string;
  periodKey: string;
  itemCount: number;
  sentAt: Timestamp;
}

export interface PortalExpiryReminderTable {
  id: string;
  portalId: string;
  expiresAt: string;
  reminder: string;
  createdAt: Timestamp;
}

export interface PushSubscriptionTable {
  id: string;
  uid: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: number | null;
  userAgent: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface EventDailyTable {
  portalId: string;
  ownerId: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  type: string;
  count: number;
}

export interface FileDailyTable {
  portalId: string;
  ownerId: string;
  fileId: string;
  day: string;
  downloads: number;
}

export interface VisitorDailyTable {
  portalId: string;
  ownerId: string;
  day: string;
  visitorId: string;
  views: number;
  downloads: number;
  comments: number;
  approvals: number;
  forms: number;
  lastAt: Timestamp;
}

export interface PortalNudgeTable {
  id: string;
  portalId: string;
  ownerId: string;
  sentBy: string | null;
  recipients: number;
  createdAt: Timestamp;
}

export interface BlogPostTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  coverImage: string | null;
  authorId: string | null;
  authorName: string;
  tags: Json;
  status: string;
  publishedAt: NullableTimestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The Markdown source; `content` is its rendered, sanitized HTML. */
  markdown: Generated<string>;
}

export interface SupportTicketTable {
  id: string;
  name: string;
  email: string;
  topic: string;
  subject: string;
  message: string;
  status: string;
  userId: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface OrganizationTable {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  createdAt: Timestamp;
  metadata: string | null;
}

export interface MemberTable {
  id: string;
  organizationId: string;
  userId: string;
  role: string;
  createdAt: Timestamp;
}

export interface InvitationTable {
  id: string;
  organizationId: string;
  email: string;
  role: string | null;
  status: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  inviterId: string;
}

export interface RevokedSessionTable {
  /** SHA-256 of the ended session's token. */
  tokenHash: string;
  userId: string;
  reason: string;
  revokedAt: Timestamp;
  expiresAt: Timestamp;
}

export interface PortalAssignmentTable {
  portalId: string;
  memberId: string;
  assignedBy: string | null;
  createdAt: Timestamp;
}

export interface SupportTicketReplyTable {
  id: string;
  ticketId: string;
  authorId: string | null;
  authorName: string;
  message: string;
  mailId: string | null;
  createdAt: Timestamp;
}

export interface AnnouncementTable {
  id: string;
  title: string;
  message: string;
  link: string | null;
  audience: string;
  sendEmail: Bool;
  recipients: number;
  emailStatus: string;
  emailSent: Generated<number>;
  emailSkipped: Generated<number>;
  emailFailed: Generated<number>;
  emailCursor: string | null;
  emailLeaseUntil: NullableTimestamp;
  sentBy: string | null;
  sentByName: string;
  createdAt: Timestamp;
  completedAt: NullableTimestamp;
}

export interface EventRetentionRunTable {
  day: string;
  retentionDays: number;
  cutoff: Timestamp;
  deleted: Generated<number>;
  startedAt: Timestamp;
  finishedAt: NullableTimestamp;
}

export interface TemplateTable {
  id: string;
  name: string;
  description: string;
  excerpt: string;
  category: string;
  sections: Json;
  tags: Json;
  complexity: string;
  estimatedSetupTime: number;
  supportLevel: string;
  preview: Json;
  pricingType: string;
  currency: string;
  priceCents: number;
  downloads: Generated<number>;
  rating: Generated<number>;
  reviewCount: Generated<number>;
  revenueCents: Generated<number>;
  creatorId: string | null;
  creatorName: string;
  sourcePortalId: string | null;
  isPublic: Bool;
  status: string;
  rejectionReason: string | null;
  reviewedAt: NullableTimestamp;
  reviewedBy: string | null;
  featured: Bool;
  verified: Bool;
  isSampleTemplate: Bool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TemplateReviewTable {
  id: string;
  templateId: string;
  userId: string;
  userName: string;
  rating: number;
  review: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TemplateAcquisitionTable {
  templateId: string;
  userId: string;
  pricePaidCents: number;
  currency: string;
  acquiredAt: Timestamp;
  usedAt: NullableTimestamp;
}

export interface SystemMigrationTable {
  id: string;
  migrated: Bool;
  migratedAt: NullableTimestamp;
  migratedCount: number;
  totalSampleTemplates: number;
  force: Bool;
  version: number;
}

export interface UploadLockTable {
  id: string;
  owner: string;
  /** Milliseconds since the epoch, compared as numbers on both databases. */
  expiresAt: number;
  releaseRequested: number;
}

export interface RateWindowTable {
  name: string;
  key: string;
  /** Milliseconds since the epoch. */
  windowStart: number;
  count: number;
}

export interface SignInThrottleTable {
  /** The address tried, lower-cased. */
  email: string;
  failures: number;
  /** Milliseconds since the epoch. */
  lastFailureAt: number;
  ownerAlertedAt: number | null;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  twoFactor: TwoFactorTable;
  passkey: PasskeyTable;
  outbox: OutboxTable;
  job_claim: JobClaimTable;
  audit_log: AuditLogTable;
  app_setting: AppSettingTable;
  portal: PortalTable;
  portal_file: PortalFileTable;
  upload: UploadTable;
  notification: NotificationTable;
  custom_domain: CustomDomainTable;
  creator_profile: CreatorProfileTable;
  email_change_request: EmailChangeRequestTable;
  visitor: VisitorTable;
  access_attempt: AccessAttemptTable;
  email_code: EmailCodeTable;
  comment: CommentTable;
  approval: ApprovalTable;
  form_response: FormResponseTable;
  event: EventTable;
  notification_digest: NotificationDigestTable;
  portal_expiry_reminder: PortalExpiryReminderTable;
  push_subscription: PushSubscriptionTable;
  event_daily: EventDailyTable;
  file_daily: FileDailyTable;
  visitor_daily: VisitorDailyTable;
  portal_nudge: PortalNudgeTable;
  blog_post: BlogPostTable;
  support_ticket: SupportTicketTable;
  organization: OrganizationTable;
  member: MemberTable;
  invitation: InvitationTable;
  portal_assignment: PortalAssignmentTable;
  template: TemplateTable;
  template_review: TemplateReviewTable;
  template_acquisition: TemplateAcquisitionTable;
  system_migration: SystemMigrationTable;
  revoked_session: RevokedSessionTable;
  support_ticket_reply: SupportTicketReplyTable;
  announcement: AnnouncementTable;
  event_retention_run: EventRetentionRunTable;
  upload_lock: UploadLockTable;
  rate_window: RateWindowTable;
  sign_in_throttle: SignInThrottleTable;
}
