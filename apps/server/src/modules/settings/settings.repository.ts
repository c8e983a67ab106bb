import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import type { Database } from '../../db/types';
import { nowIso, parseJson, toJson } from '../../db/values';

export type SettingsObject = Record<string, unknown>;

export interface UserChange {
  firstName?: string;
  lastName?: string;
  name?: string;
  image?: string | null;
  /** Receives the stored settings and answers the new ones; runs inside the update's transaction. */
  settings?: (current: SettingsObject) => SettingsObject;
}

export function createSettingsRepository(db: Kysely<Database>, dialect: DbDialect) {
  return {
    /**
     * Changes the user's own fields and settings JSON in one transaction. The settings are read and written
     * under a row lock (PostgreSQL; SQLite runs one writer at a time), so two saves of different settings
     * areas at once cannot undo each other. Answers the settings as saved.
     */
    async updateUser(userId: string, change: UserChange): Promise<SettingsObject> {
      return db.transaction().execute(async (trx) => {
        let select = trx.selectFrom('user').select('settings').where('id', '=', userId);
        if (dialect === 'postgres') select = select.forUpdate();
        const row = await select.executeTakeFirst();
        if (!row) throw new Error(`user ${userId} not found`);
        const current = parseJson<SettingsObject>(row.settings, {});
        const settings = change.settings ? change.settings(current) : current;
        const { settings: _mutate, ...fields } = change;
        await trx
          .updateTable('user')
          .set({ ...fields, ...(change.settings ? { settings: toJson(settings) } : {}), updatedAt: nowIso() })
          .where('id', '=', userId)
          .execute();
        return settings;
      });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
