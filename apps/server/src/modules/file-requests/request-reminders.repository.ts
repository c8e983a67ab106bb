import { type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../config';
import type { Database } from '../../db/types';
import { parseJson } from '../../db/values';

export type ReminderStage = 'before' | 'due';

export interface PortalWithRequests {
  id: string;
  uuid: string;
  name: string;
  ownerId: string;
  sections: unknown[];
}

export function createRequestRemindersRepository(db: Kysely<Database>, dialect: DbDialect) {
  const sectionsText =
    dialect === 'postgres' ? sql<string>`"portal"."sections"::text` : sql<string>`"portal"."sections"`;
  return {
    /** Active portals whose layout may hold a request section (the caller reads the sections to be sure). */
    async activePortalsWithRequests(limit: number): Promise<PortalWithRequests[]> {
      const rows = await db
        .selectFrom('portal')
        .select(['id', 'uuid', 'name', 'ownerId', 'sections'])
        .where('status', '=', 'active')
        .where(sectionsText, 'like', '%"request"%')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, sections: parseJson<unknown[]>(row.sections, []) }));
    },
    /** Claims one reminder of a section's due date; false when an instance already took it. */
    async claim(portalId: string, sectionId: string, dueDate: string, stage: ReminderStage, now: string) {
      const result = await db
        .insertInto('request_reminder')
        .values({ portalId, sectionId, dueDate, stage, sentAt: now })
        .onConflict((oc) => oc.columns(['portalId', 'sectionId', 'dueDate', 'stage']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
