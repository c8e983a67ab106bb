import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared-query';
import type { RowRecord } from '../../db/row-record';
import type { Database, PushSubscription } from '../../db/types';
import { nowIso } from '../../db/values';

export type PushSubscriptionRecord = RowRecord<Pick<PushSubscription, 'id' | 'uid' | 'endpoint' | 'p256dh' | 'auth'>>;

export function createPushSubscriptionsRepository(db: Kysely<Database>) {
  // Every notification looks for the user's browsers; built and compiled once.
  const ofUser = prepareQuery(db, (arg) =>
    db
      .selectFrom('push_subscription')
      .select(['id', 'uid', 'endpoint', 'p256dh', 'auth'])
      .where('uid', '=', arg<string>('uid')),
  );
  return {
    /** One row per endpoint (one browser profile): subscribing again updates its keys and owner. */
    async upsert(input: {
      uid: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      expirationTime: number | null;
      userAgent: string | null;
    }): Promise<void> {
      const now = nowIso();
      await db
        .insertInto('push_subscription')
        .values({ id: randomUUID(), ...input, createdAt: now, updatedAt: now })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({
            uid: input.uid,
            p256dh: input.p256dh,
            auth: input.auth,
            expirationTime: input.expirationTime,
            userAgent: input.userAgent,
            updatedAt: now,
          }),
        )
        .execute();
    },
    async listForUser(uid: string): Promise<PushSubscriptionRecord[]> {
      return ofUser.execute({ uid });
    },
    async countForUser(uid: string): Promise<number> {
      const row = await db
        .selectFrom('push_subscription')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** Answers whether a row of this user's was removed. */
    async deleteForUser(uid: string, endpoint: string): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscription')
        .where('uid', '=', uid)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async deleteById(id: string): Promise<void> {
      await db.deleteFrom('push_subscription').where('id', '=', id).execute();
    },
  };
}
export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
