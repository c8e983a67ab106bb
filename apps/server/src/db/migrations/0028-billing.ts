import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Card payments. billing_customer ties an account to its Stripe customer and the subscription the plan comes
// from, with the Stripe time of the last subscription event applied, so an older event arriving late changes
// nothing; teamGraceUntil is how long the team of an owner who left the Agency plan still reads its portals.
// billing_event holds the ids of the webhook events already applied (Stripe may send one twice).
// billing_invoice is what Settings > Plan lists, kept from the invoice events.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('billing_customer')
    .addColumn('userId', t.id, (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('stripeCustomerId', t.text, (c) => c.notNull().unique())
    .addColumn('subscriptionId', t.text)
    .addColumn('priceId', t.text)
    .addColumn('currentPeriodEnd', t.timestamp)
    .addColumn('cancelAtPeriodEnd', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('pastDueSince', t.timestamp)
    .addColumn('teamGraceUntil', t.timestamp)
    .addColumn('lastEventAt', t.bigint, (c) => c.notNull().defaultTo(0))
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('billing_event')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('type', t.text, (c) => c.notNull())
    .addColumn('receivedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('billing_invoice')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('userId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('number', t.text)
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('amountCents', t.int, (c) => c.notNull())
    .addColumn('currency', t.text, (c) => c.notNull())
    .addColumn('hostedUrl', t.text)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_invoice_user_idx')
    .on('billing_invoice')
    .columns(['userId', 'createdAt'])
    .execute();
}
