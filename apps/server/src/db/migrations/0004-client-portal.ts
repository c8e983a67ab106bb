import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// What clients do in a portal: visitors, access throttling, email codes, comments, approvals, form
// responses, and the event log analytics and notifications read.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  const portalRef = (c: ColumnDefinitionBuilder) => c.notNull().references('portal.id').onDelete('cascade');

  await db.schema
    .createTable('visitor')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('portalId', t.id, portalRef)
    .addColumn('cookieId', t.text, (c) => c.notNull())
    .addColumn('name', t.text)
    .addColumn('email', t.text)
    .addColumn('emailVerified', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('firstSeenAt', t.timestamp, (c) => c.notNull())
    .addColumn('lastSeenAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('visitor_portal_cookie_idx')
    .on('visitor')
    .columns(['portalId', 'cookieId'])
    .unique()
    .execute();

  // Rows outlive the portal's settings on purpose: throttling must hold across restarts and instances.
  await db.schema
    .createTable('access_attempt')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('portalId', t.id, portalRef)
    .addColumn('ip', t.text, (c) => c.notNull())
    .addColumn('kind', t.text, (c) => c.notNull())
    .addColumn('success', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('access_attempt_lookup_idx')
    .on('access_attempt')
    .columns(['portalId', 'ip', 'kind', 'at'])
    .execute();

  await db.schema
    .createTable('email_code')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('portalId', t.id, portalRef)
    .addColumn('email', t.text, (c) => c.notNull())
    .addColumn('codeHash', t.text, (c) => c.notNull())
    .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
    .addColumn('attempts', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('consumedAt', t.timestamp)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_code_lookup_idx')
    .on('email_code')
    .columns(['portalId', 'email', 'createdAt'])
    .execute();

  await db.schema
    .createTable('comment')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('portalId', t.id, portalRef)
    .addColumn('fileId', t.id)
    .addColumn('parentId', t.id, (c) => c.references('comment.id').onDelete('cascade'))
    .addColumn('visitorId', t.id, (c) => c.references('visitor.id').onDelete('set null'))
    .addColumn('authorType', t.text, (c) => c.notNull())
    .addColumn('authorUserId', t.id, (c) => c.references('user.id').onDelete('set null'))
    .addColumn('authorName', t.text, (c) => c.notNull())
    .addColumn('authorEmail', t.text)
    .addColumn('verified', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('body', t.text, (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('resolvedAt', t.timestamp)
    .execute();
  await db.schema.createIndex('comment_portal_created_idx').on('comment').columns(['portalId', 'createdAt']).execute();
  await db.schema.createIndex('comment_visitor_idx').on('comment').columns(['visitorId', 'createdAt']).execute();

  await db.schema
    .createTable('approval')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('portalId', t.id, portalRef)
    .addColumn('fileId', t.id)
    .addColumn('fileVersionId', t.id)
    .addColumn('fileVersion', t.int)
    .addColumn('sha256', t.text)
    .addColumn('sectionId', t.text)
    .addColumn('decision', t.text, (c) => c.notNull())
    .addColumn('note', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('approverName', t.text, (c) => c.notNull())
    .addColumn('approverEmail', t.text)
    .addColumn('verified', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('visitorId', t.id, (c) => c.references('visitor.id').onDelete('set null'))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('approval_portal_created_idx')
    .on('approval')
    .columns(['portalId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('form_response')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('portalId', t.id, portalRef)
    .addColumn('sectionId', t.text, (c) => c.notNull())
    .addColumn('visitorId', t.id, (c) => c.references('visitor.id').onDelete('set null'))
    .addColumn('name', t.text)
    .addColumn('email', t.text)
    .addColumn('answers', t.json, (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_response_portal_created_idx')
    .on('form_response')
    .columns(['portalId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('event')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('portalId', t.id, portalRef)
    .addColumn('ownerId', t.id, (c) => c.notNull())
    .addColumn('type', t.text, (c) => c.notNull())
    .addColumn('fileId', t.id)
    .addColumn('visitorId', t.id)
    .addColumn('at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_owner_at_idx').on('event').columns(['ownerId', 'at']).execute();
  await db.schema.createIndex('event_portal_at_idx').on('event').columns(['portalId', 'at']).execute();
  await db.schema.createIndex('event_visitor_idx').on('event').columns(['visitorId', 'type', 'at']).execute();
}
