import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// API tokens and webhooks. api_token keeps only the SHA-256 of a token (tokens are 256-bit random, so a plain
// hash is enough and lets a request find its token by index); windowStartedAt/windowCount are its per-minute
// rate window, counted in the database so the limit holds across instances. webhook_endpoint keeps its signing
// secret sealed (like a recoverable PIN), since every delivery needs it in the clear. webhook_delivery is the
// durable queue and the log at once: one row per message and endpoint, claimed by moving nextAttemptAt forward
// (a lease), so an instance that dies mid-delivery leaves it to be tried again, and two instances never both
// send it.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('api_token')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('userId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('tokenHash', t.text, (c) => c.notNull().unique())
    .addColumn('prefix', t.text, (c) => c.notNull())
    .addColumn('scopes', t.json, (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('lastUsedAt', t.timestamp)
    .addColumn('expiresAt', t.timestamp)
    .addColumn('windowStartedAt', t.timestamp)
    .addColumn('windowCount', t.int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('api_token_user_idx').on('api_token').column('userId').execute();

  await db.schema
    .createTable('webhook_endpoint')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('userId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('url', t.text, (c) => c.notNull())
    .addColumn('description', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('events', t.json, (c) => c.notNull())
    .addColumn('secretSealed', t.text, (c) => c.notNull())
    .addColumn('enabled', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
    .addColumn('disabledReason', t.text)
    .addColumn('failingSince', t.timestamp)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoint_user_idx').on('webhook_endpoint').column('userId').execute();

  await db.schema
    .createTable('webhook_delivery')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('endpointId', t.id, (c) => c.notNull().references('webhook_endpoint.id').onDelete('cascade'))
    .addColumn('messageId', t.text, (c) => c.notNull())
    .addColumn('eventType', t.text, (c) => c.notNull())
    .addColumn('payload', t.text, (c) => c.notNull())
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('attempts', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', t.timestamp)
    .addColumn('lastAttemptAt', t.timestamp)
    .addColumn('responseStatus', t.int)
    .addColumn('durationMs', t.int)
    .addColumn('responseBody', t.text)
    .addColumn('error', t.text)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_delivery_endpoint_idx')
    .on('webhook_delivery')
    .columns(['endpointId', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('webhook_delivery_due_idx')
    .on('webhook_delivery')
    .columns(['status', 'nextAttemptAt'])
    .execute();
}
