import type { SystemMigration } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { SAMPLE_TEMPLATES, SAMPLE_TEMPLATES_VERSION, type SampleTemplate } from './sample-templates';
import { OFFICIAL_CREATOR_NAME } from './template-mapper';
import type { TemplateInsert } from './templates.repository';

/** The key of the migration record (spec §3 "Migration record") of the sample templates. */
export const SAMPLE_TEMPLATES_MIGRATION = 'sample-templates';
const SAMPLES_UNFEATURED_FROM = 2;

function toInsert(sample: SampleTemplate, now: string): TemplateInsert {
  return {
    id: sample.id,
    name: sample.name,
    description: sample.description,
    excerpt: sample.excerpt,
    category: sample.category,
    sections: sample.sections,
    tags: sample.tags,
    complexity: sample.complexity,
    estimatedSetupTime: sample.estimatedSetupTime,
    // The official samples come with the instance; nobody stands behind them with priority support.
    supportLevel: 'community',
    preview: { accentColor: sample.accentColor },
    pricingType: 'free',
    currency: 'USD',
    priceCents: 0,
    creatorId: null,
    creatorName: OFFICIAL_CREATOR_NAME,
    sourcePortalId: null,
    isPublic: true,
    // Spec §4 stores samples approved and verified; "Featured" is left to an admin's pick (issue #25).
    status: 'approved',
    featured: false,
    verified: true,
    isSampleTemplate: true,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Seeds (or brings up to date) the six official sample templates, once per version: a run is skipped when the
 * record says this version is already in, unless `force` is set. Answers the migration record as it stands.
 * Run at every start-up and by `templates:migrate [--force]`.
 */
export async function migrateSampleTemplates(
  ctx: AppContext,
  options: { force?: boolean; version?: number } = {},
): Promise<SystemMigration> {
  const force = options.force ?? false;
  const version = options.version ?? SAMPLE_TEMPLATES_VERSION;
  const previous = await ctx.repos.templates.findMigration(SAMPLE_TEMPLATES_MIGRATION);
  if (previous?.migrated && previous.version >= version && !force) return previous;

  const now = ctx.clock().toISOString();
  // Before version 2 every sample was stored featured; from then on an admin's featuring is theirs to keep.
  const keepFeatured = (previous?.version ?? 0) >= SAMPLES_UNFEATURED_FROM;
  for (const sample of SAMPLE_TEMPLATES) {
    await ctx.repos.templates.upsertSample(toInsert(sample, now), { keepFeatured });
  }
  const record: SystemMigration = {
    migrated: true,
    migratedAt: now,
    migratedCount: SAMPLE_TEMPLATES.length,
    totalSampleTemplates: SAMPLE_TEMPLATES.length,
    force,
    version: Math.max(version, previous?.version ?? 0),
  };
  await ctx.repos.templates.saveMigration(SAMPLE_TEMPLATES_MIGRATION, record);
  ctx.log.info({ version: record.version, count: record.migratedCount, force }, 'sample templates migrated');
  return record;
}
