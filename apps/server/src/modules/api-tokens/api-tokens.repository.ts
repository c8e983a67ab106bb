import type { ApiTokenScope } from '@clientdock/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { Database } from '../../db/types';
import { parseJson, toIso, toJson } from '../../db/values';

export type ApiTokenRecord = RowRecord<Database['api_token'], { scopes: ApiTokenScope[] }>;

function toRecord(row: Selectable<Database['api_token']>): ApiTokenRecord {
  return {
    ...row,
    scopes: parseJson<ApiTokenScope[]>(row.scopes, []),
    createdAt: toIso(row.createdAt)!,
    lastUsedAt: toIso(row.lastUsedAt),
    expiresAt: toIso(row.expiresAt),
    windowStartedAt: toIso(row.windowStartedAt),
    windowCount: Number(row.windowCount),
  };
}

export interface NewApiToken {
  id: string;
  userId: string;
  name: string;
  tokenHash: string;
  prefix: string;
  scopes: ApiTokenScope[];
  createdAt: string;
  expiresAt: string | null;
}

export function createApiTokensRepository(db: Kysely<Database>) {
  return {
    async insert(token: NewApiToken): Promise<ApiTokenRecord> {
      await db
        .insertInto('api_token')
        .values({ ...token, scopes: toJson(token.scopes), windowCount: 0 })
        .execute();
      return (await this.findById(token.id))!;
    },
    async findById(id: string): Promise<ApiTokenRecord | undefined> {
      const row = await db.selectFrom('api_token').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async findByHash(tokenHash: string): Promise<ApiTokenRecord | undefined> {
      const row = await db.selectFrom('api_token').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async listByUser(userId: string): Promise<ApiTokenRecord[]> {
      const rows = await db
        .selectFrom('api_token')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toRecord);
    },
    async countByUser(userId: string): Promise<number> {
      const row = await db
        .selectFrom('api_token')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async delete(id: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('api_token')
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /**
     * Counts one request in the token's current minute, starting a new minute when the last one is over, and
     * notes the use; one statement, so requests through several instances at once are all counted.
     */
    async countRequest(id: string, now: string, windowStart: string): Promise<{ count: number; startedAt: string }> {
      const fresh = sql<boolean>`${sql.ref('windowStartedAt')} is null or ${sql.ref('windowStartedAt')} <= ${windowStart}`;
      const row = await db
        .updateTable('api_token')
        .set({
          windowCount: sql`case when ${fresh} then 1 else ${sql.ref('windowCount')} + 1 end`,
          windowStartedAt: sql`case when ${fresh} then ${now} else ${sql.ref('windowStartedAt')} end`,
          lastUsedAt: now,
        })
        .where('id', '=', id)
        .returning(['windowCount', 'windowStartedAt'])
        .executeTakeFirst();
      return { count: Number(row?.windowCount ?? 0), startedAt: toIso(row?.windowStartedAt) ?? now };
    },
  };
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
