import type {
  MyTemplate,
  TemplateCategory,
  TemplateComplexity,
  TemplateCreateInput,
  TemplateSupportLevel,
} from '@clientdock/shared';
import { ApiError } from '@/lib/api-client';

export interface TemplateFormValues {
  name: string;
  excerpt: string;
  description: string;
  category: TemplateCategory;
  tags: string[];
  complexity: TemplateComplexity;
  estimatedSetupTime: string;
  supportLevel: TemplateSupportLevel;
  imageUrl: string;
  accentColor: string;
  pricingType: 'free' | 'paid';
  price: string;
  isPublic: boolean;
}

export type TemplateFormErrors = Partial<Record<keyof TemplateFormValues, string>>;

export function defaultTemplateValues(name: string): TemplateFormValues {
  return {
    name,
    excerpt: '',
    description: '',
    category: 'general',
    tags: [],
    complexity: 'beginner',
    estimatedSetupTime: '15',
    supportLevel: 'community',
    imageUrl: '',
    accentColor: '',
    pricingType: 'free',
    price: '',
    isPublic: true,
  };
}

export function valuesFromTemplate(template: MyTemplate): TemplateFormValues {
  return {
    name: template.name,
    excerpt: template.excerpt,
    description: template.description,
    category: template.category,
    tags: template.tags,
    complexity: template.complexity,
    estimatedSetupTime: String(template.estimatedSetupTime),
    supportLevel: template.supportLevel,
    imageUrl: template.preview.imageUrl ?? '',
    accentColor: template.preview.accentColor,
    pricingType: template.pricing.type,
    price: template.pricing.type === 'paid' ? String(template.pricing.price) : '',
    isPublic: template.isPublic,
  };
}

/** The body the server expects; empty optional fields are left out rather than sent blank. */
export function toTemplateInput(values: TemplateFormValues): Omit<TemplateCreateInput, 'portalId' | 'sections'> {
  const minutes = Number(values.estimatedSetupTime);
  return {
    name: values.name,
    excerpt: values.excerpt,
    description: values.description,
    category: values.category,
    tags: values.tags,
    complexity: values.complexity,
    estimatedSetupTime: Number.isFinite(minutes) ? minutes : undefined,
    supportLevel: values.supportLevel,
    preview: {
      imageUrl: values.imageUrl.trim() || null,
      ...(values.accentColor ? { accentColor: values.accentColor } : {}),
    },
    pricing:
      values.pricingType === 'paid'
        ? { type: 'paid', currency: 'USD', price: Number(values.price) || 0 }
        : { type: 'free', currency: 'USD' },
    isPublic: values.isPublic,
  };
}

const FIELD_OF_PATH: Record<string, keyof TemplateFormValues> = {
  'preview.imageUrl': 'imageUrl',
  'preview.accentColor': 'accentColor',
  'pricing.price': 'price',
  'pricing.type': 'pricingType',
};

/** The server's validation problems put under the fields they are about. */
export function fieldErrorsFrom(error: unknown): TemplateFormErrors {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const errors: TemplateFormErrors = {};
  for (const detail of error.details as Array<{ path?: string; message?: string }>) {
    if (!detail.path || !detail.message) continue;
    const field = FIELD_OF_PATH[detail.path] ?? (detail.path.split('.')[0] as keyof TemplateFormValues);
    if (field && !errors[field]) errors[field] = detail.message;
  }
  return errors;
}
