import type { FormAnswer } from '@clientdock/shared';
import type { Kysely } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { Database, FormResponse } from '../../db/types';
import { parseJson, toIso, toJson } from '../../db/values';

export type FormResponseRecord = RowRecord<FormResponse, { answers: Record<string, FormAnswer> }>;

export function createFormResponsesRepository(db: Kysely<Database>) {
  return {
    async insert(record: FormResponseRecord): Promise<void> {
      await db
        .insertInto('form_response')
        .values({ ...record, answers: toJson(record.answers) })
        .execute();
    },
    /** Newest first. */
    async listByPortal(portalId: string): Promise<FormResponseRecord[]> {
      const rows = await db
        .selectFrom('form_response')
        .selectAll()
        .where('portalId', '=', portalId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(10_000)
        .execute();
      return rows.map((row) => ({
        ...row,
        answers: parseJson<Record<string, FormAnswer>>(row.answers, {}),
        createdAt: toIso(row.createdAt)!,
      }));
    },
  };
}
export type FormResponsesRepository = ReturnType<typeof createFormResponsesRepository>;
