import type { Kysely, Selectable } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { Database } from '../../db/types';
import { toBool, toIso } from '../../db/values';

export type BillingCustomerRecord = RowRecord<Database['billing_customer']>;
export type BillingInvoiceRecord = RowRecord<Database['billing_invoice']>;

function toCustomer(row: Selectable<Database['billing_customer']>): BillingCustomerRecord {
  return {
    ...row,
    cancelAtPeriodEnd: toBool(row.cancelAtPeriodEnd),
    currentPeriodEnd: toIso(row.currentPeriodEnd),
    pastDueSince: toIso(row.pastDueSince),
    teamGraceUntil: toIso(row.teamGraceUntil),
    lastEventAt: Number(row.lastEventAt),
    updatedAt: toIso(row.updatedAt)!,
  };
}

function toInvoice(row: Selectable<Database['billing_invoice']>): BillingInvoiceRecord {
  return { ...row, amountCents: Number(row.amountCents), createdAt: toIso(row.createdAt)! };
}

export function createBillingRepository(db: Kysely<Database>) {
  return {
    async findCustomerByUser(userId: string): Promise<BillingCustomerRecord | undefined> {
      const row = await db.selectFrom('billing_customer').selectAll().where('userId', '=', userId).executeTakeFirst();
      return row ? toCustomer(row) : undefined;
    },
    async findCustomerByStripeId(stripeCustomerId: string): Promise<BillingCustomerRecord | undefined> {
      const row = await db
        .selectFrom('billing_customer')
        .selectAll()
        .where('stripeCustomerId', '=', stripeCustomerId)
        .executeTakeFirst();
      return row ? toCustomer(row) : undefined;
    },
    /** Ties an account to its Stripe customer; the first one recorded stays (two checkouts at once). */
    async linkCustomer(userId: string, stripeCustomerId: string, now: string): Promise<BillingCustomerRecord> {
      await db
        .insertInto('billing_customer')
        .values({ userId, stripeCustomerId, updatedAt: now })
        .onConflict((oc) => oc.column('userId').doNothing())
        .execute();
      return (await this.findCustomerByUser(userId))!;
    },
    async updateSubscription(
      userId: string,
      changes: Partial<
        Pick<
          BillingCustomerRecord,
          | 'subscriptionId'
          | 'priceId'
          | 'currentPeriodEnd'
          | 'cancelAtPeriodEnd'
          | 'pastDueSince'
          | 'teamGraceUntil'
          | 'lastEventAt'
        >
      > & { updatedAt: string },
    ): Promise<void> {
      await db.updateTable('billing_customer').set(changes).where('userId', '=', userId).execute();
    },
    /** Accounts whose payment has failed since before `before`: their grace period is over. */
    async listPastDueSince(before: string): Promise<BillingCustomerRecord[]> {
      const rows = await db
        .selectFrom('billing_customer')
        .selectAll()
        .where('pastDueSince', 'is not', null)
        .where('pastDueSince', '<', before)
        .limit(500)
        .execute();
      return rows.map(toCustomer);
    },
    /** Ends one account's grace period; false when another instance's job already did. */
    async claimExpiredGrace(userId: string, before: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('billing_customer')
        .set({ pastDueSince: null, updatedAt: now })
        .where('userId', '=', userId)
        .where('pastDueSince', 'is not', null)
        .where('pastDueSince', '<', before)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async isEventApplied(id: string): Promise<boolean> {
      const row = await db.selectFrom('billing_event').select('id').where('id', '=', id).executeTakeFirst();
      return Boolean(row);
    },
    async markEventApplied(id: string, type: string, now: string): Promise<void> {
      await db
        .insertInto('billing_event')
        .values({ id, type, receivedAt: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
    async upsertInvoice(invoice: BillingInvoiceRecord): Promise<void> {
      await db
        .insertInto('billing_invoice')
        .values(invoice)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            status: invoice.status,
            number: invoice.number,
            amountCents: invoice.amountCents,
            hostedUrl: invoice.hostedUrl,
          }),
        )
        .execute();
    },
    async listInvoices(userId: string): Promise<BillingInvoiceRecord[]> {
      const rows = await db
        .selectFrom('billing_invoice')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .limit(24)
        .execute();
      return rows.map(toInvoice);
    },
  };
}
