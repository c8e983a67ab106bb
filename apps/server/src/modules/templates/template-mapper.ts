import {
  type AdminTemplate,
  type MyTemplate,
  type Section,
  sectionSchema,
  type TemplateCategory,
  type TemplateLayoutItem,
  type TemplateSummary,
} from '@clientdock/shared';
import type { TemplateView } from './templates.repository';

export const OFFICIAL_CREATOR_NAME = 'ClientDock';

/** A card's colour when the creator chose none: one per category. */
export const CATEGORY_ACCENTS: Record<TemplateCategory, string> = {
  creative: '#7c3aed',
  consulting: '#0f766e',
  development: '#2563eb',
  marketing: '#db2777',
  legal: '#475569',
  general: '#059669',
};

/** Stored sections read back through the schema; anything that no longer parses is left out, never served. */
export function templateSections(template: Pick<TemplateView, 'sections'>): Section[] {
  return template.sections.flatMap((raw) => {
    const parsed = sectionSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}

function layoutOf(sections: Section[]): TemplateLayoutItem[] {
  return sections.map((section) => ({ id: section.id, type: section.type, title: section.title }));
}

export function centsToPrice(cents: number): number {
  return Math.round(cents) / 100;
}

export function formatPrice(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(centsToPrice(cents));
}

/** The card of a template; revenue only for its creator and admins. */
export function toTemplateSummary(template: TemplateView, options: { withRevenue?: boolean } = {}): TemplateSummary {
  return {
    id: template.id,
    name: template.name,
    description: template.description,
    excerpt: template.excerpt,
    category: template.category,
    tags: template.tags,
    complexity: template.complexity,
    estimatedSetupTime: template.estimatedSetupTime,
    supportLevel: template.supportLevel,
    preview: {
      imageUrl: template.preview.imageUrl ?? null,
      accentColor: template.preview.accentColor ?? CATEGORY_ACCENTS[template.category] ?? CATEGORY_ACCENTS.general,
    },
    pricing: {
      type: template.pricingType,
      currency: template.currency,
      price: template.pricingType === 'paid' ? centsToPrice(template.priceCents) : 0,
    },
    stats: {
      downloads: template.downloads,
      rating: template.rating,
      reviewCount: template.reviewCount,
      ...(options.withRevenue ? { revenue: centsToPrice(template.revenueCents) } : {}),
    },
    creatorId: template.creatorId,
    creatorName: template.creatorName || OFFICIAL_CREATOR_NAME,
    creatorProfilePublic: template.creatorProfilePublic,
    status: template.status,
    isPublic: template.isPublic,
    featured: template.featured,
    verified: template.verified,
    isSampleTemplate: template.isSampleTemplate,
    layout: layoutOf(templateSections(template)),
    createdAt: template.createdAt,
    updatedAt: template.updatedAt,
  };
}

export function toMyTemplate(template: TemplateView): MyTemplate {
  return { ...toTemplateSummary(template, { withRevenue: true }), rejectionReason: template.rejectionReason };
}

export function toAdminTemplate(template: TemplateView): AdminTemplate {
  return {
    ...toTemplateSummary(template, { withRevenue: true }),
    sections: templateSections(template),
    rejectionReason: template.rejectionReason,
    reviewedAt: template.reviewedAt,
    creatorEmail: template.creatorEmail,
  };
}
