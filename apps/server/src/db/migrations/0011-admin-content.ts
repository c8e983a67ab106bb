import { type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// The admin's content tools: blog posts written in Markdown (the source is kept beside the rendered HTML),
// replies to support tickets, announcements to creators (with their email queue), and the daily run of the
// raw-event retention (recorded under a unique day, so one instance does it once).
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);

  await db.schema
    .alterTable('blog_post')
    .addColumn('markdown', t.text, (c) => c.notNull().defaultTo(''))
    .execute();
  // HTML is valid Markdown: posts written before keep their text when they are next edited.
  await sql`update ${sql.table('blog_post')} set ${sql.ref('markdown')} = ${sql.ref('content')}`.execute(db);

  await db.schema
    .createTable('support_ticket_reply')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('ticketId', t.id, (c) => c.notNull().references('support_ticket.id').onDelete('cascade'))
    .addColumn('authorId', t.id, (c) => c.references('user.id').onDelete('set null'))
    .addColumn('authorName', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('message', t.text, (c) => c.notNull())
    .addColumn('mailId', t.id)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_ticket_reply_ticket_idx')
    .on('support_ticket_reply')
    .columns(['ticketId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('announcement')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('title', t.text, (c) => c.notNull())
    .addColumn('message', t.text, (c) => c.notNull())
    .addColumn('link', t.text)
    .addColumn('audience', t.text, (c) => c.notNull())
    .addColumn('sendEmail', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('recipients', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('emailStatus', t.text, (c) => c.notNull().defaultTo('none'))
    .addColumn('emailSent', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('emailSkipped', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('emailFailed', t.int, (c) => c.notNull().defaultTo(0))
    // The mail queue walks the audience in user-id order; the cursor is the last id mailed.
    .addColumn('emailCursor', t.id)
    .addColumn('emailLeaseUntil', t.timestamp)
    .addColumn('sentBy', t.id, (c) => c.references('user.id').onDelete('set null'))
    .addColumn('sentByName', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('completedAt', t.timestamp)
    .execute();
  await db.schema.createIndex('announcement_created_idx').on('announcement').column('createdAt').execute();
  await db.schema.createIndex('announcement_email_idx').on('announcement').column('emailStatus').execute();

  await db.schema
    .createTable('event_retention_run')
    .addColumn('day', t.text, (c) => c.primaryKey())
    .addColumn('retentionDays', t.int, (c) => c.notNull())
    .addColumn('cutoff', t.timestamp, (c) => c.notNull())
    .addColumn('deleted', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('startedAt', t.timestamp, (c) => c.notNull())
    .addColumn('finishedAt', t.timestamp)
    .execute();
  // The retention job deletes by age, and the management page shows the oldest raw event.
  await db.schema.createIndex('event_at_idx').on('event').column('at').execute();
}
