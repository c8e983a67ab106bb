import {
  TEMPLATE_CATEGORY_LABELS,
  type TemplateCategory,
  type TemplateComplexity,
  type TemplatePricing,
  type TemplateStatus,
  type TemplateSupportLevel,
} from '@clientdock/shared';

export const COMPLEXITY_LABELS: Record<TemplateComplexity, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const SUPPORT_LABELS: Record<TemplateSupportLevel, string> = {
  community: 'Community support',
  email: 'Email support',
  priority: 'Priority support',
};

export const STATUS_LABELS: Record<TemplateStatus, string> = {
  pending: 'In review',
  approved: 'Approved',
  rejected: 'Changes needed',
};

export const SORT_LABELS = { popular: 'Most popular', rating: 'Top rated', newest: 'Newest' } as const;

export function categoryLabel(category: TemplateCategory): string {
  return TEMPLATE_CATEGORY_LABELS[category];
}

export function priceLabel(pricing: TemplatePricing): string {
  if (pricing.type === 'free' || pricing.price === 0) return 'Free';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: pricing.currency }).format(pricing.price);
}

/** "1 download", "1,204 downloads". */
export function downloadsLabel(count: number): string {
  return `${new Intl.NumberFormat('en-US').format(count)} ${count === 1 ? 'download' : 'downloads'}`;
}

/** Read by screen readers, not shown. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
