import type { CreatorProfile } from '@clientdock/shared';
import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared-query';
import type { Database } from '../../db/types';
import { parseJson, toBool, toIso, toJson } from '../../db/values';

type Row = Awaited<ReturnType<ReturnType<typeof selectProfiles>['executeTakeFirstOrThrow']>>;

function selectProfiles(db: Kysely<Database>) {
  return db.selectFrom('creator_profile').selectAll();
}

function toProfile(row: Row): CreatorProfile {
  return {
    ...row,
    expertise: parseJson<string[]>(row.expertise, []),
    socialLinks: parseJson<Record<string, string>>(row.socialLinks, {}),
    badges: parseJson<string[]>(row.badges, []),
    bannerPosition: Number(row.bannerPosition),
    publicProfile: toBool(row.publicProfile),
    verified: toBool(row.verified),
    joinedDate: toIso(row.joinedDate)!,
    updatedAt: toIso(row.updatedAt),
  };
}

/** What the owner writes; verified, badges and joinedDate are the platform's. */
export type CreatorProfileFields = Omit<CreatorProfile, 'uid' | 'verified' | 'badges' | 'joinedDate' | 'updatedAt'>;

export function createCreatorProfilesRepository(db: Kysely<Database>) {
  // Every client's portal view reads the owner's business name here; built and compiled once.
  const byUid = prepareQuery(db, (arg) => selectProfiles(db).where('uid', '=', arg<string>('uid')));
  return {
    async find(uid: string): Promise<CreatorProfile | undefined> {
      const row = await byUid.executeTakeFirst({ uid });
      return row ? toProfile(row) : undefined;
    },
    /** Public profiles only, and only while their owner's account is active. */
    async findPublic(uid: string): Promise<CreatorProfile | undefined> {
      const row = await db
        .selectFrom('creator_profile as p')
        .innerJoin('user as u', 'u.id', 'p.uid')
        .selectAll('p')
        .where('p.uid', '=', uid)
        .where('p.publicProfile', '=', true)
        .where('u.status', '=', 'active')
        .executeTakeFirst();
      return row ? toProfile(row) : undefined;
    },
    async upsert(uid: string, fields: CreatorProfileFields, joinedDate: string, now: string): Promise<void> {
      const values = {
        ...fields,
        expertise: toJson(fields.expertise),
        socialLinks: toJson(fields.socialLinks),
        updatedAt: now,
      };
      await db
        .insertInto('creator_profile')
        .values({ uid, ...values, verified: false, badges: toJson([]), joinedDate })
        .onConflict((oc) => oc.column('uid').doUpdateSet(values))
        .execute();
    },
  };
}
export type CreatorProfilesRepository = ReturnType<typeof createCreatorProfilesRepository>;
