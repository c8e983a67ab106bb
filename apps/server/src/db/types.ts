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
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  app_setting: AppSettingTable;
  portal: PortalTable;
}
