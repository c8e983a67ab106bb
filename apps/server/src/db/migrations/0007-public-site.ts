import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// The public site's own data: articles of the blog (written in the admin's blog manager) and the messages
// sent through the contact form.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);

  await db.schema
    .createTable('blog_post')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('slug', t.text, (c) => c.notNull().unique())
    .addColumn('title', t.text, (c) => c.notNull())
    .addColumn('excerpt', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('content', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('coverImage', t.text)
    .addColumn('authorId', t.id, (c) => c.references('user.id').onDelete('set null'))
    .addColumn('authorName', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('tags', t.json, (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', t.text, (c) => c.notNull().defaultTo('draft'))
    .addColumn('publishedAt', t.timestamp)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blog_post_published_idx').on('blog_post').columns(['status', 'publishedAt']).execute();

  await db.schema
    .createTable('support_ticket')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('email', t.text, (c) => c.notNull())
    .addColumn('topic', t.text, (c) => c.notNull().defaultTo('general'))
    .addColumn('subject', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('message', t.text, (c) => c.notNull())
    .addColumn('status', t.text, (c) => c.notNull().defaultTo('open'))
    .addColumn('userId', t.id, (c) => c.references('user.id').onDelete('set null'))
    .addColumn('ip', t.text)
    .addColumn('userAgent', t.text)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_ticket_created_idx').on('support_ticket').column('createdAt').execute();
  // The contact form's throttle counts recent tickets per client address and per sender.
  await db.schema.createIndex('support_ticket_ip_idx').on('support_ticket').columns(['ip', 'createdAt']).execute();
  await db.schema
    .createIndex('support_ticket_email_idx')
    .on('support_ticket')
    .columns(['email', 'createdAt'])
    .execute();
}
