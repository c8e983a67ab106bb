import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import type { Database } from '../../db/types';
import { parseJson } from '../../db/values';

export function createNotificationDigestsRepository(db: Kysely<Database>, dialect: DbDialect) {
  const frequency =
    dialect === 'postgres'
      ? sql<string>`${sql.ref('settings')}->'notifications'->>'emailFrequency'`
      : sql<string>`json_extract(${sql.ref('settings')}, '$.notifications.emailFrequency')`;
  return {
    /**
     * Active users who may get a digest: all but those who turned email off (per-kind choices, or never saving,
     * can put some kinds in a daily digest; the caller reads their preferences).
     */
    async listDigestUsers(): Promise<{ id: string; settings: Record<string, unknown> }[]> {
      const rows = await db
        .selectFrom('user')
        .select(['id', 'settings'])
        .where('status', '=', 'active')
        .where((eb) => eb.or([eb(frequency, 'is', null), eb(frequency, '!=', 'disabled')]))
        .execute();
      return rows.map((row) => ({ id: row.id, settings: parseJson<Record<string, unknown>>(row.settings, {}) }));
    },
    /** Which of these digests are already recorded, as `userId period periodKey` strings. */
    async listRecorded(userIds: string[], periodKeys: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('notification_digest')
        .select(['userId', 'period', 'periodKey'])
        .where('userId', 'in', userIds)
        .where('periodKey', 'in', [...new Set(periodKeys)])
        .execute();
      return new Set(rows.map((row) => `${row.userId} ${row.period} ${row.periodKey}`));
    },
    /**
     * Records a digest before it is sent. The unique key makes this the one place that decides: false when
     * another instance, or an earlier run, already has it.
     */
    async claim(input: { userId: string; period: string; periodKey: string; itemCount: number; sentAt: Date }) {
      const result = await db
        .insertInto('notification_digest')
        .values({ id: randomUUID(), ...input, sentAt: input.sentAt.toISOString() })
        .onConflict((oc) => oc.columns(['userId', 'period', 'periodKey']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
export type NotificationDigestsRepository = ReturnType<typeof createNotificationDigestsRepository>;
