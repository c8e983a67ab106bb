import { z } from 'zod';
import { escapeHtml } from '../html-text';
import { templateMessages } from '../messages';
import { SECTION_TYPES, type Section, sectionSchema, sectionsSchema } from './section';
import { publicCreatorProfileSchema } from './settings';

// Spec §3 Template, Template review, Migration record; §9 marketplace figures.

export const TEMPLATE_CATEGORIES = ['creative', 'consulting', 'development', 'marketing', 'legal', 'general'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const TEMPLATE_CATEGORY_LABELS: Record<TemplateCategory, string> = {
  creative: 'Creative',
  consulting: 'Consulting',
  development: 'Development',
  marketing: 'Marketing',
  legal: 'Legal',
  general: 'General business',
};

export const TEMPLATE_COMPLEXITIES = ['beginner', 'intermediate', 'advanced'] as const;
export type TemplateComplexity = (typeof TEMPLATE_COMPLEXITIES)[number];

export const TEMPLATE_SUPPORT_LEVELS = ['community', 'email', 'priority'] as const;
export type TemplateSupportLevel = (typeof TEMPLATE_SUPPORT_LEVELS)[number];

/** A saved community template starts pending; an admin approves it, or rejects it with a reason. */
export const TEMPLATE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

export const TEMPLATE_PRICING_TYPES = ['free', 'paid'] as const;
export const TEMPLATE_CURRENCIES = ['USD'] as const;

export const TEMPLATE_SORTS = ['popular', 'rating', 'newest'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];

/** The marketplace's setup-time filter: "ready in at most N minutes". */
export const TEMPLATE_SETUP_FILTERS = [15, 30, 60] as const;

/** Written in sample titles; replaced by the client's name when a portal is made from the template. */
export const CLIENT_NAME_TOKEN = '{{clientName}}';

// Spec §9: "Marketplace default 20 templates".
export const MARKETPLACE_PAGE_SIZE = 20;
export const REVIEWS_PAGE_SIZE = 20;

export const TEMPLATE_LIMITS = {
  name: 80,
  description: 2000,
  excerpt: 200,
  tags: 10,
  tag: 30,
  setupMinutes: 1440,
  price: 999,
  imageUrl: 500,
  review: 2000,
  rejectionReason: 1000,
  clientName: 120,
  search: 100,
} as const;

const tooLong = (max: number) => `Use at most ${max} characters`;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const HTTPS_URL =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export const templatePreviewSchema = z.object({
  imageUrl: z
    .string()
    .trim()
    .max(TEMPLATE_LIMITS.imageUrl, tooLong(TEMPLATE_LIMITS.imageUrl))
    .regex(HTTPS_URL, 'Use a preview image address starting with https://')
    .nullable()
    .optional(),
  accentColor: z.string().regex(HEX_COLOR, 'Use a colour like #2563eb').optional(),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

/** Whole cents: a price like 19.99, never 19.999. */
const priceSchema = z
  .number({ error: 'Price must be a number' })
  .min(0, 'Price cannot be negative')
  .max(TEMPLATE_LIMITS.price, `Price must be at most $${TEMPLATE_LIMITS.price}`)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Use at most two decimals in the price');

export const templatePricingInputSchema = z
  .object({
    type: z.enum(TEMPLATE_PRICING_TYPES, { message: 'Pricing type must be free or paid' }).default('free'),
    currency: z.enum(TEMPLATE_CURRENCIES, { message: 'Prices are in USD' }).default('USD'),
    price: priceSchema.optional(),
  })
  .superRefine((pricing, ctx) => {
    if (pricing.type === 'paid' && (pricing.price ?? 0) < 1) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: templateMessages.paidNeedsPrice });
    }
  });
export type TemplatePricingInput = z.input<typeof templatePricingInputSchema>;

const tagsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A tag cannot be empty')
      .max(TEMPLATE_LIMITS.tag, `A tag has at most ${TEMPLATE_LIMITS.tag} characters`),
  )
  .max(TEMPLATE_LIMITS.tags, `Use at most ${TEMPLATE_LIMITS.tags} tags`)
  .transform((tags) => [...new Set(tags.map((tag) => tag.toLowerCase()))]);

const templateFields = {
  name: z
    .string({ error: (issue) => (issue.input === undefined ? 'Name is required' : 'Name must be text') })
    .trim()
    .min(1, 'Name is required')
    .max(TEMPLATE_LIMITS.name, `Name must be at most ${TEMPLATE_LIMITS.name} characters`),
  description: z
    .string()
    .trim()
    .max(TEMPLATE_LIMITS.description, `Description must be at most ${TEMPLATE_LIMITS.description} characters`),
  excerpt: z
    .string()
    .trim()
    .max(TEMPLATE_LIMITS.excerpt, `The short description must be at most ${TEMPLATE_LIMITS.excerpt} characters`),
  category: z.enum(TEMPLATE_CATEGORIES, {
    message: 'Category must be creative, consulting, development, marketing, legal or general',
  }),
  tags: tagsSchema,
  complexity: z.enum(TEMPLATE_COMPLEXITIES, { message: 'Complexity must be beginner, intermediate or advanced' }),
  estimatedSetupTime: z
    .number({ error: 'Setup time must be a number of minutes' })
    .int('Setup time must be whole minutes')
    .min(1, 'Setup time must be at least 1 minute')
    .max(TEMPLATE_LIMITS.setupMinutes, 'Setup time must be at most 1440 minutes (a day)'),
  supportLevel: z.enum(TEMPLATE_SUPPORT_LEVELS, { message: 'Support level must be community, email or priority' }),
  preview: templatePreviewSchema,
  pricing: templatePricingInputSchema,
  isPublic: z.boolean({ error: 'isPublic must be true or false' }),
  /** The portal whose layout becomes the template's (its sections, without the portal's files). */
  portalId: z.string().trim().min(1).max(64),
  sections: sectionsSchema,
};

/** Every field optional; portalId takes the layout of that portal again. */
export const templateUpdateSchema = z.object(templateFields).partial();
export type TemplateUpdate = z.output<typeof templateUpdateSchema>;
export type TemplateUpdateInput = z.input<typeof templateUpdateSchema>;

/** Save a layout as a template: from one of your portals (portalId) or from sections given directly. */
export const templateCreateSchema = templateUpdateSchema
  .extend({ name: templateFields.name, category: templateFields.category })
  .superRefine((input, ctx) => {
    if (!input.portalId && !input.sections) {
      ctx.addIssue({ code: 'custom', path: ['portalId'], message: templateMessages.layoutRequired });
    }
  });
export type TemplateCreate = z.output<typeof templateCreateSchema>;
export type TemplateCreateInput = z.input<typeof templateCreateSchema>;

const positiveInt = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`);

export const marketplaceQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(TEMPLATE_LIMITS.search, `Search must be at most ${TEMPLATE_LIMITS.search} characters`)
    .optional(),
  category: z
    .enum(TEMPLATE_CATEGORIES, {
      message: 'category must be creative, consulting, development, marketing, legal or general',
    })
    .optional(),
  complexity: z
    .enum(TEMPLATE_COMPLEXITIES, { message: 'complexity must be beginner, intermediate or advanced' })
    .optional(),
  /** Ready in at most this many minutes. */
  maxSetup: positiveInt('maxSetup', TEMPLATE_LIMITS.setupMinutes).optional(),
  price: z.enum(TEMPLATE_PRICING_TYPES, { message: 'price must be free or paid' }).optional(),
  sort: z.enum(TEMPLATE_SORTS, { message: 'sort must be popular, rating or newest' }).default('popular'),
  page: positiveInt('page', 10_000).default(1),
  pageSize: positiveInt('pageSize', 50).default(MARKETPLACE_PAGE_SIZE),
});
export type MarketplaceQuery = z.output<typeof marketplaceQuerySchema>;
export type MarketplaceQueryInput = z.input<typeof marketplaceQuerySchema>;

const pageFields = { page: z.number(), pageSize: z.number(), total: z.number() };

export const templatePricingSchema = z.object({
  type: z.enum(TEMPLATE_PRICING_TYPES),
  currency: z.string(),
  price: z.number(),
});
export type TemplatePricing = z.infer<typeof templatePricingSchema>;

export const templateStatsSchema = z.object({
  downloads: z.number(),
  rating: z.number(),
  reviewCount: z.number(),
  /** Only for the template's creator and admins. */
  revenue: z.number().optional(),
});

/** A section's kind and title: enough to draw the shape of a layout on a card. */
export const templateLayoutItemSchema = z.object({
  id: z.string(),
  type: z.enum(SECTION_TYPES),
  title: z.string(),
});
export type TemplateLayoutItem = z.infer<typeof templateLayoutItemSchema>;

export const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  excerpt: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  tags: z.array(z.string()),
  complexity: z.enum(TEMPLATE_COMPLEXITIES),
  /** Minutes. */
  estimatedSetupTime: z.number(),
  supportLevel: z.enum(TEMPLATE_SUPPORT_LEVELS),
  preview: z.object({ imageUrl: z.string().nullable(), accentColor: z.string() }),
  pricing: templatePricingSchema,
  stats: templateStatsSchema,
  creatorId: z.string().nullable(),
  creatorName: z.string(),
  /** Whether /creators/{creatorId} shows a profile (the creator made theirs public). */
  creatorProfilePublic: z.boolean(),
  status: z.enum(TEMPLATE_STATUSES),
  isPublic: z.boolean(),
  featured: z.boolean(),
  verified: z.boolean(),
  isSampleTemplate: z.boolean(),
  layout: z.array(templateLayoutItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateReviewSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  userId: z.string(),
  userName: z.string(),
  rating: z.number(),
  review: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateReview = z.infer<typeof templateReviewSchema>;

/** What the person reading a template may do with it. */
export const templateViewerSchema = z.object({
  signedIn: z.boolean(),
  isOwner: z.boolean(),
  canUse: z.boolean(),
  /** Why not, in words for the person (a plan to upgrade to, a purchase to make). */
  useBlockedReason: z.string().nullable(),
  needsPurchase: z.boolean(),
  acquired: z.boolean(),
  canReview: z.boolean(),
  myReview: templateReviewSchema.nullable(),
});
export type TemplateViewer = z.infer<typeof templateViewerSchema>;

export const templateDetailSchema = templateSummarySchema.extend({
  sections: z.array(sectionSchema),
  /** The form sections of the layout (spec §3 customSections). */
  customSections: z.array(sectionSchema),
  /** Only for the creator and admins, after a rejection. */
  rejectionReason: z.string().nullable(),
  viewer: templateViewerSchema,
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

export const marketplaceSchema = z.object({
  templates: z.array(templateSummarySchema),
  ...pageFields,
});
export type Marketplace = z.infer<typeof marketplaceSchema>;

export const myTemplateSchema = templateSummarySchema.extend({ rejectionReason: z.string().nullable() });
export type MyTemplate = z.infer<typeof myTemplateSchema>;
export const myTemplateListSchema = z.object({ templates: z.array(myTemplateSchema) });
export type MyTemplateList = z.infer<typeof myTemplateListSchema>;

export const templateReviewInputSchema = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  review: z
    .string()
    .trim()
    .max(TEMPLATE_LIMITS.review, `A review has at most ${TEMPLATE_LIMITS.review} characters`)
    .default(''),
});
export type TemplateReviewInput = z.input<typeof templateReviewInputSchema>;

export const templateReviewListQuerySchema = z.object({ page: positiveInt('page', 10_000).default(1) });

export const templateReviewListSchema = z.object({
  reviews: z.array(templateReviewSchema),
  ...pageFields,
});
export type TemplateReviewList = z.infer<typeof templateReviewListSchema>;

export const templateReviewSavedSchema = z.object({
  review: templateReviewSchema,
  stats: templateStatsSchema,
});
export type TemplateReviewSaved = z.infer<typeof templateReviewSavedSchema>;

export const templatePurchaseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('completed'), templateId: z.string() }),
  z.object({ status: z.literal('redirect'), url: z.string() }),
]);
export type TemplatePurchase = z.infer<typeof templatePurchaseSchema>;

// ---------- Admin moderation ----------

export const ADMIN_TEMPLATE_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;

export const adminTemplateListQuerySchema = z.object({
  status: z
    .enum(ADMIN_TEMPLATE_FILTERS, { message: 'status must be pending, approved, rejected or all' })
    .default('pending'),
  q: z.string().trim().max(TEMPLATE_LIMITS.search).optional(),
  page: positiveInt('page', 10_000).default(1),
});
export type AdminTemplateListQuery = z.output<typeof adminTemplateListQuerySchema>;

export const adminTemplateSchema = templateSummarySchema.extend({
  sections: z.array(sectionSchema),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  creatorEmail: z.string().nullable(),
});
export type AdminTemplate = z.infer<typeof adminTemplateSchema>;

export const adminTemplateListSchema = z.object({
  templates: z.array(adminTemplateSchema),
  counts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
  ...pageFields,
});
export type AdminTemplateList = z.infer<typeof adminTemplateListSchema>;

export const templateRejectSchema = z.object({
  reason: z
    .string({ error: templateMessages.rejectReasonRequired })
    .trim()
    .min(1, templateMessages.rejectReasonRequired)
    .max(TEMPLATE_LIMITS.rejectionReason, `The reason must be at most ${TEMPLATE_LIMITS.rejectionReason} characters`),
});
export const templateFeatureSchema = z.object({ featured: z.boolean({ error: 'featured must be true or false' }) });
export const templateVerifySchema = z.object({ verified: z.boolean({ error: 'verified must be true or false' }) });

/** Spec §3 Migration record: what the seeding of the sample templates did last. */
export const systemMigrationSchema = z.object({
  migrated: z.boolean(),
  migratedAt: z.string().nullable(),
  migratedCount: z.number(),
  totalSampleTemplates: z.number(),
  force: z.boolean(),
  version: z.number(),
});
export type SystemMigration = z.infer<typeof systemMigrationSchema>;

// ---------- Creator page ----------

export const creatorStatsSchema = z.object({
  totalTemplates: z.number(),
  totalDownloads: z.number(),
  averageRating: z.number(),
});
export type CreatorStats = z.infer<typeof creatorStatsSchema>;

/** GET /api/creators/:id: the public profile, the creator's approved templates and their figures. */
export const creatorPageSchema = publicCreatorProfileSchema.extend({
  stats: creatorStatsSchema,
  templates: z.array(templateSummarySchema),
});
export type CreatorPage = z.infer<typeof creatorPageSchema>;

// ---------- Pure rules ----------

/** Spec §9: "Review average rounded to one decimal". */
export function roundRating(average: number): number {
  return Math.round(average * 10) / 10;
}

/** Spec §5: "Undefined values are removed from template data before saving" (nested objects too). */
export function dropUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => dropUndefined(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .map(([key, item]) => [key, dropUndefined(item)]);
  return Object.fromEntries(entries) as T;
}

/** A template's sections with the client-name token replaced in every text a client reads. */
export function fillClientName(sections: Section[], clientName: string): Section[] {
  const plain = (text: string) => text.split(CLIENT_NAME_TOKEN).join(clientName);
  const optional = (text: string | undefined) => (text === undefined ? undefined : plain(text));
  return sections.map((section) => {
    const title = plain(section.title);
    switch (section.type) {
      case 'hero':
        return dropUndefined({ ...section, title, subtitle: optional(section.subtitle) });
      case 'content':
        return { ...section, title, html: section.html.split(CLIENT_NAME_TOKEN).join(escapeHtml(clientName)) };
      case 'form':
        return dropUndefined({
          ...section,
          title,
          description: optional(section.description),
          fields: section.fields.map((field) => dropUndefined({ ...field, label: plain(field.label) })),
        });
      default:
        return { ...section, title };
    }
  });
}

/** A portal's layout without the portal's own files: a template carries the shape, never the content. */
export function layoutWithoutFiles(sections: Section[]): Section[] {
  return sections.map((section) => {
    if (section.type === 'hero') return { ...section, imageFileId: null };
    if (section.type === 'gallery') return { ...section, fileIds: [] };
    if (section.type === 'files') {
      const { fileIds: _files, ...rest } = section;
      return rest;
    }
    return section;
  });
}

/** "15 min", "1 hr", "1 hr 30 min". */
export function formatSetupTime(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}
