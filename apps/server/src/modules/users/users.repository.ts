import type { Kysely } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { Database, User } from '../../db/types';
import { nowIso, parseJson, toBool, toIso, toJson } from '../../db/values';

export type UserRecord = RowRecord<
  Omit<User, 'createdBy'>,
  {
    permissions: string[];
    settings: Record<string, unknown>;
    /** An authenticator app is set up and confirmed (better-auth's twoFactor plugin). */
    twoFactorEnabled: boolean;
  }
>;

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

function selectUsers(db: Kysely<Database>) {
  return db.selectFrom('user').selectAll();
}

/** A user row as the app reads it (also used by the session lookup, which reads the user with its session). */
export function toUserRecord(row: UserRow): UserRecord {
  return {
    ...row,
    emailVerified: toBool(row.emailVerified),
    twoFactorEnabled: toBool(row.twoFactorEnabled),
    permissions: parseJson<string[]>(row.permissions, []),
    settings: parseJson<Record<string, unknown>>(row.settings, {}),
    lastLogin: toIso(row.lastLogin),
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
  };
}

export function createUsersRepository(db: Kysely<Database>) {
  return {
    async findById(id: string): Promise<UserRecord | undefined> {
      const row = await selectUsers(db).where('id', '=', id).executeTakeFirst();
      return row ? toUserRecord(row) : undefined;
    },
    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const row = await selectUsers(db).where('email', '=', email.toLowerCase()).executeTakeFirst();
      return row ? toUserRecord(row) : undefined;
    },
    async setNames(id: string, firstName: string, lastName: string) {
      await db.updateTable('user').set({ firstName, lastName }).where('id', '=', id).execute();
    },
    /** The first account on a fresh instance runs it; the count check makes a second sign-up a no-op. */
    async promoteIfOnlyUser(id: string): Promise<boolean> {
      const { count } = await db
        .selectFrom('user')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(count) !== 1) return false;
      const result = await db
        .updateTable('user')
        .set({ userType: 'admin', adminLevel: 'super', updatedAt: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async listNewestFirst(limit: number): Promise<UserRecord[]> {
      const rows = await selectUsers(db).orderBy('createdAt', 'desc').orderBy('id').limit(limit).execute();
      return rows.map(toUserRecord);
    },
    async setPermissions(id: string, permissions: string[]) {
      await db
        .updateTable('user')
        .set({ permissions: toJson(permissions), updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    },
    /** An invitation link followed from the mailbox proves the address as well as a verification link does. */
    async markEmailVerified(id: string) {
      await db.updateTable('user').set({ emailVerified: true, updatedAt: nowIso() }).where('id', '=', id).execute();
    },
    async touchLastLogin(id: string) {
      await db.updateTable('user').set({ lastLogin: nowIso() }).where('id', '=', id).execute();
    },
    async update(
      id: string,
      patch: Partial<
        Pick<UserRecord, 'status' | 'plan' | 'subscriptionStatus' | 'userType' | 'adminLevel' | 'teamRole'>
      >,
    ) {
      await db
        .updateTable('user')
        .set({ ...patch, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
