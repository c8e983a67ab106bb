import type {
  MarketplaceQuery,
  TemplateCategory,
  TemplateComplexity,
  TemplateStatus,
  TemplateSupportLevel,
} from '@clientdock/shared';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { containsPattern } from '../../db/like-pattern';
import type { RowRecord } from '../../db/row-record';
import type { Database, SystemMigration, Template, TemplateAcquisition } from '../../db/types';
import { parseJson, toBool, toIso, toJson } from '../../db/values';

export type TemplateRecord = RowRecord<
  Template,
  {
    category: TemplateCategory;
    sections: unknown[];
    tags: string[];
    complexity: TemplateComplexity;
    supportLevel: TemplateSupportLevel;
    preview: { imageUrl?: string | null; accentColor?: string };
    pricingType: 'free' | 'paid';
    status: TemplateStatus;
  }
>;

/** A template with what its creator's account says about it. */
export interface TemplateView extends TemplateRecord {
  creatorProfilePublic: boolean;
  creatorEmail: string | null;
  /** The creator's account is active (a suspended creator's templates leave the marketplace). */
  creatorActive: boolean;
}

export type TemplateInsert = Omit<
  TemplateRecord,
  'downloads' | 'rating' | 'reviewCount' | 'revenueCents' | 'reviewedAt' | 'reviewedBy' | 'rejectionReason'
>;
export type TemplatePatch = Partial<Omit<TemplateRecord, 'id' | 'createdAt' | 'creatorId' | 'isSampleTemplate'>>;

export type AcquisitionRecord = RowRecord<TemplateAcquisition>;

export type MigrationRecord = RowRecord<Omit<SystemMigration, 'id'>>;

type Tables = Database & { t: Database['template']; cp: Database['creator_profile']; u: Database['user'] };

function selectViews(db: Kysely<Database>) {
  return db
    .selectFrom('template as t')
    .leftJoin('creator_profile as cp', 'cp.uid', 't.creatorId')
    .leftJoin('user as u', 'u.id', 't.creatorId')
    .selectAll('t')
    .select(['cp.publicProfile as creatorProfilePublic', 'u.status as creatorStatus', 'u.email as creatorEmail']);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['executeTakeFirstOrThrow']>>;

function toView(row: ViewRow): TemplateView {
  const { creatorProfilePublic, creatorStatus, creatorEmail, ...template } = row;
  return {
    ...template,
    category: template.category as TemplateCategory,
    complexity: template.complexity as TemplateComplexity,
    supportLevel: template.supportLevel as TemplateSupportLevel,
    status: template.status as TemplateStatus,
    pricingType: template.pricingType === 'paid' ? 'paid' : 'free',
    sections: parseJson<unknown[]>(template.sections, []),
    tags: parseJson<string[]>(template.tags, []),
    preview: parseJson<TemplateRecord['preview']>(template.preview, {}),
    estimatedSetupTime: Number(template.estimatedSetupTime),
    priceCents: Number(template.priceCents),
    downloads: Number(template.downloads),
    rating: Number(template.rating),
    reviewCount: Number(template.reviewCount),
    revenueCents: Number(template.revenueCents),
    isPublic: toBool(template.isPublic),
    featured: toBool(template.featured),
    verified: toBool(template.verified),
    isSampleTemplate: toBool(template.isSampleTemplate),
    reviewedAt: toIso(template.reviewedAt),
    createdAt: toIso(template.createdAt)!,
    updatedAt: toIso(template.updatedAt)!,
    creatorProfilePublic: toBool(creatorProfilePublic) && creatorStatus === 'active',
    creatorEmail: creatorEmail ?? null,
    creatorActive: creatorStatus === 'active',
  };
}

function toInsertRow(record: TemplateInsert) {
  return {
    ...record,
    sections: toJson(record.sections),
    tags: toJson(record.tags),
    preview: toJson(record.preview),
  };
}

function toRow(patch: TemplatePatch) {
  const { sections, tags, preview, ...rest } = patch;
  return {
    ...rest,
    ...(sections !== undefined ? { sections: toJson(sections) } : {}),
    ...(tags !== undefined ? { tags: toJson(tags) } : {}),
    ...(preview !== undefined ? { preview: toJson(preview) } : {}),
  };
}

type ViewQuery = SelectQueryBuilder<Tables, 't' | 'cp' | 'u', ViewRow>;

/** Words of a search each found in the name, excerpt, description or tags (any case). */
function matchesSearch(query: ViewQuery, q: string | undefined): ViewQuery {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  let select = query;
  for (const word of words) {
    const pattern = containsPattern(word);
    select = select.where((eb) =>
      eb.or(
        ['t.name', 't.excerpt', 't.description', 't.tags'].map((column) =>
          eb(sql`lower(cast(${sql.ref(column)} as text))`, 'like', sql`${pattern} escape '\\'`),
        ),
      ),
    );
  }
  return select;
}

// Listed in the marketplace: approved and public, from an account that is still active (or official samples).
function listed(eb: ExpressionBuilder<Tables, 't' | 'cp' | 'u'>) {
  return eb.and([
    eb('t.status', '=', 'approved'),
    eb('t.isPublic', '=', true),
    eb.or([eb('t.creatorId', 'is', null), eb('u.status', '=', 'active')]),
  ]);
}

export function createTemplatesRepository(db: Kysely<Database>) {
  const views = () => selectViews(db) as unknown as ViewQuery;

  return {
    async findById(id: string): Promise<TemplateView | undefined> {
      const row = await views().where('t.id', '=', id).executeTakeFirst();
      return row ? toView(row) : undefined;
    },

    /**
     * In the chosen order (most popular is most downloaded, whether featured or not: the Featured mark shows
     * an admin's pick, it does not buy a place); a page of them and how many match in all.
     */
    async listMarketplace(
      query: Omit<MarketplaceQuery, 'page' | 'pageSize'>,
      offset: number,
      limit: number,
    ): Promise<{ templates: TemplateView[]; total: number }> {
      let select = matchesSearch(views().where(listed), query.q);
      if (query.category) select = select.where('t.category', '=', query.category);
      if (query.complexity) select = select.where('t.complexity', '=', query.complexity);
      if (query.maxSetup) select = select.where('t.estimatedSetupTime', '<=', query.maxSetup);
      if (query.price) select = select.where('t.pricingType', '=', query.price);
      let ordered = select;
      if (query.sort === 'rating') ordered = ordered.orderBy('t.rating', 'desc').orderBy('t.reviewCount', 'desc');
      if (query.sort === 'newest') ordered = ordered.orderBy('t.createdAt', 'desc');
      const [rows, count] = await Promise.all([
        ordered
          .orderBy('t.downloads', 'desc')
          .orderBy('t.rating', 'desc')
          .orderBy('t.createdAt', 'desc')
          .orderBy('t.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        select
          .clearSelect()
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { templates: rows.map(toView), total: Number(count.count) };
    },

    async listByCreator(creatorId: string): Promise<TemplateView[]> {
      const rows = await views().where('t.creatorId', '=', creatorId).orderBy('t.updatedAt', 'desc').execute();
      return rows.map(toView);
    },

    /** A creator's templates as the marketplace lists them, most downloaded first. */
    async listListedByCreator(creatorId: string): Promise<TemplateView[]> {
      const rows = await views()
        .where(listed)
        .where('t.creatorId', '=', creatorId)
        .orderBy('t.featured', 'desc')
        .orderBy('t.downloads', 'desc')
        .orderBy('t.createdAt', 'desc')
        .execute();
      return rows.map(toView);
    },

    async listForAdmin(
      filter: { status: TemplateStatus | 'all'; q?: string },
      offset: number,
      limit: number,
    ): Promise<{ templates: TemplateView[]; total: number }> {
      // Private templates are their creator's own business: only shared ones are moderated.
      let select = matchesSearch(views().where('t.isPublic', '=', true), filter.q);
      if (filter.status !== 'all') select = select.where('t.status', '=', filter.status);
      // Waiting the longest first in the queue; otherwise the latest change first.
      const direction = filter.status === 'pending' ? 'asc' : 'desc';
      const [rows, count] = await Promise.all([
        select.orderBy('t.updatedAt', direction).orderBy('t.id').offset(offset).limit(limit).execute(),
        select
          .clearSelect()
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { templates: rows.map(toView), total: Number(count.count) };
    },

    async countByStatus(): Promise<Record<TemplateStatus, number>> {
      const rows = await db
        .selectFrom('template')
        .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('isPublic', '=', true)
        .groupBy('status')
        .execute();
      const counts: Record<TemplateStatus, number> = { pending: 0, approved: 0, rejected: 0 };
      for (const row of rows) if (row.status in counts) counts[row.status as TemplateStatus] = Number(row.count);
      return counts;
    },

    async insert(record: TemplateInsert): Promise<void> {
      await db.insertInto('template').values(toInsertRow(record)).execute();
    },

    /** An official sample: added, or its content brought up to date; its downloads and reviews are kept. */
    /** keepFeatured: an update leaves the featured mark as an admin set it. */
    async upsertSample(record: TemplateInsert, options: { keepFeatured: boolean }): Promise<void> {
      const row = toInsertRow(record);
      const { id: _id, createdAt: _createdAt, featured, ...rest } = row;
      const content = options.keepFeatured ? rest : { ...rest, featured };
      await db
        .insertInto('template')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(content))
        .execute();
    },

    async update(id: string, patch: TemplatePatch): Promise<void> {
      await db.updateTable('template').set(toRow(patch)).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('template').where('id', '=', id).execute();
    },

    async incrementDownloads(id: string): Promise<void> {
      await db
        .updateTable('template')
        .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async addRevenue(id: string, cents: number): Promise<void> {
      await db
        .updateTable('template')
        .set((eb) => ({ revenueCents: eb('revenueCents', '+', cents) }))
        .where('id', '=', id)
        .execute();
    },

    async setReviewStats(id: string, rating: number, reviewCount: number): Promise<void> {
      await db.updateTable('template').set({ rating, reviewCount }).where('id', '=', id).execute();
    },

    /** Every listed template, for the sitemap. */
    async listedForSitemap(): Promise<Array<{ id: string; updatedAt: string }>> {
      const rows = await views().where(listed).orderBy('t.downloads', 'desc').limit(5000).execute();
      return rows.map((row) => ({ id: row.id, updatedAt: toIso(row.updatedAt)! }));
    },

    async findAcquisition(templateId: string, userId: string): Promise<AcquisitionRecord | undefined> {
      const row = await db
        .selectFrom('template_acquisition')
        .selectAll()
        .where('templateId', '=', templateId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ...row,
        pricePaidCents: Number(row.pricePaidCents),
        acquiredAt: toIso(row.acquiredAt)!,
        usedAt: toIso(row.usedAt),
      };
    },

    /** A purchase; answers false when the person already had the template (nothing is recorded twice). */
    async recordAcquisition(record: Omit<AcquisitionRecord, 'usedAt'>): Promise<boolean> {
      const result = await db
        .insertInto('template_acquisition')
        .values({ ...record, usedAt: null })
        .onConflict((oc) => oc.columns(['templateId', 'userId']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** The person made a portal from it: what lets them review it. */
    async markUsed(templateId: string, userId: string, at: string): Promise<void> {
      await db
        .insertInto('template_acquisition')
        .values({ templateId, userId, pricePaidCents: 0, currency: 'USD', acquiredAt: at, usedAt: at })
        .onConflict((oc) =>
          oc
            .columns(['templateId', 'userId'])
            .doUpdateSet({ usedAt: sql`coalesce(${sql.ref('template_acquisition.usedAt')}, ${at})` }),
        )
        .execute();
    },

    async findMigration(id: string): Promise<MigrationRecord | undefined> {
      const row = await db.selectFrom('system_migration').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        migrated: toBool(row.migrated),
        migratedAt: toIso(row.migratedAt),
        migratedCount: Number(row.migratedCount),
        totalSampleTemplates: Number(row.totalSampleTemplates),
        force: toBool(row.force),
        version: Number(row.version),
      };
    },

    async saveMigration(id: string, record: MigrationRecord): Promise<void> {
      await db
        .insertInto('system_migration')
        .values({ id, ...record })
        .onConflict((oc) => oc.column('id').doUpdateSet(record))
        .execute();
    },
  };
}
export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
