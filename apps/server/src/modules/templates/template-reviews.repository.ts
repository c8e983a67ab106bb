import type { TemplateReview } from '@clientdock/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/types';
import { toIso } from '../../db/values';

function toReview(row: Selectable<Database['template_review']>): TemplateReview {
  return {
    ...row,
    rating: Number(row.rating),
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
  };
}

export function createTemplateReviewsRepository(db: Kysely<Database>) {
  return {
    async find(templateId: string, userId: string): Promise<TemplateReview | undefined> {
      const row = await db
        .selectFrom('template_review')
        .selectAll()
        .where('templateId', '=', templateId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row ? toReview(row) : undefined;
    },

    /** Answers false when this person already reviewed the template (one review each). */
    async insert(review: TemplateReview): Promise<boolean> {
      const result = await db
        .insertInto('template_review')
        .values(review)
        .onConflict((oc) => oc.columns(['templateId', 'userId']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async update(id: string, patch: Pick<TemplateReview, 'rating' | 'review' | 'userName' | 'updatedAt'>) {
      await db.updateTable('template_review').set(patch).where('id', '=', id).execute();
    },

    async list(
      templateId: string,
      offset: number,
      limit: number,
    ): Promise<{ reviews: TemplateReview[]; total: number }> {
      const base = db.selectFrom('template_review').where('templateId', '=', templateId);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('createdAt', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { reviews: rows.map(toReview), total: Number(count.count) };
    },

    /** The unrounded average and the number of reviews of a template. */
    async summary(templateId: string): Promise<{ average: number; count: number }> {
      const row = await db
        .selectFrom('template_review')
        .select((eb) => [
          eb.fn.avg<number | string>('rating').as('average'),
          eb.fn.countAll<number | string>().as('count'),
        ])
        .where('templateId', '=', templateId)
        .executeTakeFirstOrThrow();
      return { average: Number(row.average ?? 0), count: Number(row.count) };
    },
  };
}
export type TemplateReviewsRepository = ReturnType<typeof createTemplateReviewsRepository>;
