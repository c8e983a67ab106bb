import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// better-auth's core tables (user, session, account, verification, rateLimit) as its schema generator
// describes them for 1.7, plus ClientDock's user fields and the platform tables every feature uses.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);

  await db.schema
    .createTable('user')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('email', t.text, (c) => c.notNull().unique())
    .addColumn('emailVerified', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('image', t.text)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('firstName', t.text)
    .addColumn('lastName', t.text)
    .addColumn('userType', t.text, (c) => c.notNull().defaultTo('creator'))
    .addColumn('adminLevel', t.text)
    .addColumn('plan', t.text, (c) => c.notNull().defaultTo('free'))
    .addColumn('subscriptionStatus', t.text)
    .addColumn('status', t.text, (c) => c.notNull().defaultTo('active'))
    .addColumn('teamRole', t.text)
    .addColumn('permissions', t.json, (c) => c.notNull().defaultTo('[]'))
    .addColumn('lastLogin', t.timestamp)
    .addColumn('settings', t.json, (c) => c.notNull().defaultTo('{}'))
    .addColumn('createdBy', t.text)
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
    .addColumn('token', t.text, (c) => c.notNull().unique())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('ipAddress', t.text)
    .addColumn('userAgent', t.text)
    .addColumn('userId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();

  await db.schema
    .createTable('account')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('accountId', t.text, (c) => c.notNull())
    .addColumn('providerId', t.text, (c) => c.notNull())
    .addColumn('userId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', t.text)
    .addColumn('refreshToken', t.text)
    .addColumn('idToken', t.text)
    .addColumn('accessTokenExpiresAt', t.timestamp)
    .addColumn('refreshTokenExpiresAt', t.timestamp)
    .addColumn('scope', t.text)
    .addColumn('password', t.text)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();

  await db.schema
    .createTable('verification')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('identifier', t.text, (c) => c.notNull())
    .addColumn('value', t.text, (c) => c.notNull())
    .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();

  await db.schema
    .createTable('rateLimit')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('key', t.text, (c) => c.notNull().unique())
    .addColumn('count', t.int, (c) => c.notNull())
    .addColumn('lastRequest', t.bigint, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('kind', t.text, (c) => c.notNull())
    .addColumn('to', t.text, (c) => c.notNull())
    .addColumn('subject', t.text, (c) => c.notNull())
    .addColumn('text', t.text, (c) => c.notNull())
    .addColumn('html', t.text)
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('error', t.text)
    .addColumn('attempts', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('sentAt', t.timestamp)
    .execute();
  await db.schema.createIndex('outbox_createdAt_idx').on('outbox').column('createdAt').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('at', t.timestamp, (c) => c.notNull())
    .addColumn('action', t.text, (c) => c.notNull())
    .addColumn('actorId', t.text)
    .addColumn('actorEmail', t.text)
    .addColumn('targetType', t.text)
    .addColumn('targetId', t.text)
    .addColumn('ip', t.text)
    .addColumn('userAgent', t.text)
    .addColumn('details', t.json, (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at']).execute();

  await db.schema
    .createTable('app_setting')
    .addColumn('key', t.text, (c) => c.primaryKey())
    .addColumn('value', t.json, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('portal')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('uuid', t.text, (c) => c.notNull().unique())
    .addColumn('ownerId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('organizationId', t.text)
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('description', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('status', t.text, (c) => c.notNull().defaultTo('draft'))
    .addColumn('accessType', t.text, (c) => c.notNull().defaultTo('link'))
    .addColumn('pinHash', t.text)
    .addColumn('allowedEmails', t.json, (c) => c.notNull().defaultTo('[]'))
    .addColumn('allowDownload', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
    .addColumn('expiresAt', t.timestamp)
    .addColumn('branding', t.json, (c) => c.notNull().defaultTo('{}'))
    .addColumn('sections', t.json, (c) => c.notNull().defaultTo('[]'))
    .addColumn('templateId', t.text)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('archivedAt', t.timestamp)
    .execute();
  await db.schema.createIndex('portal_owner_status_idx').on('portal').columns(['ownerId', 'status']).execute();
}
