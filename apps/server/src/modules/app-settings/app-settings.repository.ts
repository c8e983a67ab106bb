import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { nowIso, parseJson, toIso, toJson } from '../../db/values';

/** Instance-wide values kept in the database, so every app instance sees the same ones. */
export function createAppSettingsRepository(db: Kysely<Database>) {
  return {
    async get<T>(key: string): Promise<T | undefined> {
      const row = await db.selectFrom('app_setting').select('value').where('key', '=', key).executeTakeFirst();
      return row ? parseJson<T | undefined>(row.value, undefined) : undefined;
    },
    async set<T>(key: string, value: T): Promise<void> {
      const now = nowIso();
      await db
        .insertInto('app_setting')
        .values({ key, value: toJson(value), updatedAt: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: toJson(value), updatedAt: now }))
        .execute();
    },
    async getWithTime<T>(key: string): Promise<{ value: T; updatedAt: string } | undefined> {
      const row = await db.selectFrom('app_setting').selectAll().where('key', '=', key).executeTakeFirst();
      if (!row) return undefined;
      return { value: parseJson<T>(row.value, undefined as T), updatedAt: toIso(row.updatedAt)! };
    },
    /** Stores the value unless the key already has one; answers the stored value either way. */
    async getOrInsert<T>(key: string, value: T): Promise<T> {
      await db
        .insertInto('app_setting')
        .values({ key, value: toJson(value), updatedAt: nowIso() })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db.selectFrom('app_setting').select('value').where('key', '=', key).executeTakeFirstOrThrow();
      return parseJson<T>(row.value, value);
    },
  };
}
export type AppSettingsRepository = ReturnType<typeof createAppSettingsRepository>;
