import { randomUUID } from 'node:crypto';
import {
  type CreatorStats,
  displayNameOf,
  dropUndefined,
  layoutWithoutFiles,
  type Marketplace,
  type MarketplaceQuery,
  type MyTemplate,
  messages,
  roundRating,
  type Section,
  sectionsSchema,
  type TemplateCreate,
  type TemplateDetail,
  type TemplatePricingInput,
  type TemplateSummary,
  type TemplateUpdate,
  type TemplateViewer,
  templateMessages,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError, BadRequest, Forbidden } from '../../lib/errors';
import { loadPortalFor } from '../access';
import { prepareSections } from '../sections';
import type { UserRecord } from '../users';
import {
  assertCanUse,
  hasTemplateFeatures,
  isAdmin,
  isOwner,
  loadOwnTemplate,
  loadVisibleTemplate,
} from './template-access';
import { templateSections, toMyTemplate, toTemplateSummary } from './template-mapper';
import type { TemplateInsert, TemplatePatch, TemplateView } from './templates.repository';

const DEFAULTS = { complexity: 'beginner', estimatedSetupTime: 15, supportLevel: 'community' } as const;
const EXCERPT_FROM_DESCRIPTION = 160;

export async function listMarketplace(ctx: AppContext, query: MarketplaceQuery): Promise<Marketplace> {
  const { page, pageSize, ...filters } = query;
  const { templates, total } = await ctx.repos.templates.listMarketplace(filters, (page - 1) * pageSize, pageSize);
  return { templates: templates.map((template) => toTemplateSummary(template)), page, pageSize, total };
}

async function describeViewer(
  ctx: AppContext,
  user: UserRecord | null,
  template: TemplateView,
): Promise<TemplateViewer> {
  if (!user) {
    return {
      signedIn: false,
      isOwner: false,
      canUse: false,
      useBlockedReason: null,
      needsPurchase: template.pricingType === 'paid',
      acquired: false,
      canReview: false,
      myReview: null,
    };
  }
  const owner = isOwner(user, template);
  const [acquisition, myReview] = await Promise.all([
    ctx.repos.templates.findAcquisition(template.id, user.id),
    ctx.repos.templateReviews.find(template.id, user.id),
  ]);
  let useBlockedReason: string | null = null;
  let needsPurchase = false;
  try {
    assertCanUse(user, template, acquisition);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    useBlockedReason = error.message;
    needsPurchase = error.code === 'PAYMENT_REQUIRED';
  }
  return {
    signedIn: true,
    isOwner: owner,
    canUse: useBlockedReason === null,
    useBlockedReason,
    needsPurchase,
    acquired: owner || Boolean(acquisition),
    canReview: !owner && Boolean(acquisition?.usedAt),
    myReview: myReview ?? null,
  };
}

export async function getTemplateDetail(ctx: AppContext, user: UserRecord | null, id: string): Promise<TemplateDetail> {
  const template = await loadVisibleTemplate(ctx, user, id);
  const sections = templateSections(template);
  const privileged = isOwner(user, template) || isAdmin(user);
  return {
    ...toTemplateSummary(template, { withRevenue: privileged }),
    sections,
    customSections: sections.filter((section) => section.type === 'form'),
    rejectionReason: privileged ? template.rejectionReason : null,
    viewer: await describeViewer(ctx, user, template),
  };
}

export async function listMyTemplates(ctx: AppContext, user: UserRecord): Promise<{ templates: MyTemplate[] }> {
  const templates = await ctx.repos.templates.listByCreator(user.id);
  return { templates: templates.map(toMyTemplate) };
}

async function creatorNameOf(ctx: AppContext, user: UserRecord): Promise<string> {
  const profile = await ctx.repos.creatorProfiles.find(user.id);
  if (profile?.businessName) return profile.businessName;
  if (profile?.displayName) return profile.displayName;
  return displayNameOf({ ...user, email: null });
}

/** The layout a template keeps: the portal's sections (or those given) without files, rich text made safe. */
async function layoutFrom(
  ctx: AppContext,
  user: UserRecord,
  input: { portalId?: string; sections?: Section[] },
): Promise<{ sections: Section[]; sourcePortalId: string | null }> {
  let sections = input.sections ?? [];
  let sourcePortalId: string | null = null;
  if (input.portalId) {
    const portal = await loadPortalFor(ctx, user, input.portalId, 'read');
    const parsed = sectionsSchema.safeParse(portal.sections);
    sections = parsed.success ? parsed.data : [];
    sourcePortalId = portal.id;
  }
  const layout = prepareSections(layoutWithoutFiles(sections), new Set());
  if (layout.length === 0) throw new BadRequest(templateMessages.emptyLayout);
  return { sections: layout, sourcePortalId };
}

function pricingFields(pricing: TemplatePricingInput) {
  const type = pricing.type ?? 'free';
  return {
    pricingType: type,
    currency: pricing.currency ?? 'USD',
    priceCents: type === 'paid' ? Math.round((pricing.price ?? 0) * 100) : 0,
  } as const;
}

export async function createTemplate(ctx: AppContext, user: UserRecord, input: TemplateCreate): Promise<MyTemplate> {
  if (!hasTemplateFeatures(user)) throw new Forbidden(templateMessages.saveNeedsPro, 'PLAN_REQUIRED');
  const { sections, sourcePortalId } = await layoutFrom(ctx, user, input);
  const now = ctx.clock().toISOString();
  const description = input.description ?? '';
  const record: TemplateInsert = dropUndefined({
    id: randomUUID(),
    name: input.name,
    description,
    excerpt: input.excerpt || description.slice(0, EXCERPT_FROM_DESCRIPTION),
    category: input.category,
    sections,
    tags: input.tags ?? [],
    complexity: input.complexity ?? DEFAULTS.complexity,
    estimatedSetupTime: input.estimatedSetupTime ?? DEFAULTS.estimatedSetupTime,
    supportLevel: input.supportLevel ?? DEFAULTS.supportLevel,
    // Without a colour of its own, the card takes its category's.
    preview: input.preview ?? {},
    ...pricingFields(input.pricing ?? {}),
    creatorId: user.id,
    creatorName: await creatorNameOf(ctx, user),
    sourcePortalId,
    isPublic: input.isPublic ?? true,
    // Spec §4: a saved community template starts pending.
    status: 'pending',
    featured: false,
    verified: false,
    isSampleTemplate: false,
    createdAt: now,
    updatedAt: now,
  });
  await ctx.repos.templates.insert(record);
  return toMyTemplate((await ctx.repos.templates.findById(record.id))!);
}

export async function updateTemplate(
  ctx: AppContext,
  user: UserRecord,
  id: string,
  input: TemplateUpdate,
): Promise<MyTemplate> {
  const template = await loadOwnTemplate(ctx, user, id);
  if (template.isSampleTemplate) throw new Forbidden(templateMessages.sampleReadOnly, 'SAMPLE_TEMPLATE');
  const { portalId, sections, pricing, preview, ...fields } = input;
  const patch: TemplatePatch = dropUndefined({
    ...fields,
    ...(pricing ? pricingFields(pricing) : {}),
    ...(preview ? { preview: { ...template.preview, ...preview } } : {}),
    updatedAt: ctx.clock().toISOString(),
  });
  if (portalId !== undefined || sections !== undefined) {
    const layout = await layoutFrom(ctx, user, { portalId, sections });
    patch.sections = layout.sections;
    if (layout.sourcePortalId) patch.sourcePortalId = layout.sourcePortalId;
  }
  // Spec §4: editing a public template sets it back to pending (and a private one made public waits too).
  if (patch.isPublic ?? template.isPublic) {
    patch.status = 'pending';
    patch.rejectionReason = null;
  }
  await ctx.repos.templates.update(template.id, patch);
  return toMyTemplate((await ctx.repos.templates.findById(template.id))!);
}

export async function deleteTemplate(ctx: AppContext, user: UserRecord, id: string): Promise<void> {
  const template = await ctx.repos.templates.findById(id);
  if (template?.isSampleTemplate) throw new Forbidden(messages.cannotDeleteSampleTemplate, 'SAMPLE_TEMPLATE');
  const own = await loadOwnTemplate(ctx, user, id);
  await ctx.repos.templates.delete(own.id);
}

/** A template a portal is being made from (spec §9 rules checked); recordTemplateUse counts it once made. */
export async function templateForNewPortal(ctx: AppContext, user: UserRecord, id: string): Promise<Section[]> {
  const template = await loadVisibleTemplate(ctx, user, id);
  assertCanUse(user, template, await ctx.repos.templates.findAcquisition(template.id, user.id));
  return templateSections(template);
}

export async function recordTemplateUse(ctx: AppContext, user: UserRecord, id: string): Promise<void> {
  await ctx.repos.templates.incrementDownloads(id);
  await ctx.repos.templates.markUsed(id, user.id, ctx.clock().toISOString());
}

/** A creator's listed templates and their figures, for the public creator profile. */
export async function creatorTemplatesAndStats(
  ctx: AppContext,
  creatorId: string,
): Promise<{ templates: TemplateSummary[]; stats: CreatorStats }> {
  const templates = await ctx.repos.templates.listListedByCreator(creatorId);
  const reviewed = templates.filter((template) => template.reviewCount > 0);
  const reviews = reviewed.reduce((sum, template) => sum + template.reviewCount, 0);
  // Weighted by reviews: a template with one review counts less than one with fifty.
  const weighted = reviewed.reduce((sum, template) => sum + template.rating * template.reviewCount, 0);
  return {
    templates: templates.map((template) => toTemplateSummary(template)),
    stats: {
      totalTemplates: templates.length,
      totalDownloads: templates.reduce((sum, template) => sum + template.downloads, 0),
      averageRating: reviews === 0 ? 0 : roundRating(weighted / reviews),
    },
  };
}
