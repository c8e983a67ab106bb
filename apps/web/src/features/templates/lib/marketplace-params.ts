import {
  MARKETPLACE_PAGE_SIZE,
  type MarketplaceQueryInput,
  TEMPLATE_CATEGORIES,
  TEMPLATE_COMPLEXITIES,
  TEMPLATE_PRICING_TYPES,
  TEMPLATE_SETUP_FILTERS,
  TEMPLATE_SORTS,
  type TemplateCategory,
  type TemplateComplexity,
  type TemplateSort,
} from '@clientdock/shared';

export interface MarketplaceFilters {
  q: string;
  category: TemplateCategory | '';
  complexity: TemplateComplexity | '';
  maxSetup: number | '';
  price: 'free' | 'paid' | '';
  sort: TemplateSort;
  page: number;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | '' {
  return value && (list as readonly string[]).includes(value) ? (value as T) : '';
}

/** The filters as the address bar has them; anything unknown there is ignored, not sent. */
export function filtersFromSearch(params: URLSearchParams): MarketplaceFilters {
  const maxSetup = Number(params.get('maxSetup'));
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    category: oneOf(TEMPLATE_CATEGORIES, params.get('category')),
    complexity: oneOf(TEMPLATE_COMPLEXITIES, params.get('complexity')),
    maxSetup: (TEMPLATE_SETUP_FILTERS as readonly number[]).includes(maxSetup) ? maxSetup : '',
    price: oneOf(TEMPLATE_PRICING_TYPES, params.get('price')),
    sort: oneOf(TEMPLATE_SORTS, params.get('sort')) || 'popular',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function toQuery(filters: MarketplaceFilters): MarketplaceQueryInput {
  return {
    q: filters.q.trim() || undefined,
    category: filters.category || undefined,
    complexity: filters.complexity || undefined,
    maxSetup: filters.maxSetup || undefined,
    price: filters.price || undefined,
    sort: filters.sort === 'popular' ? undefined : filters.sort,
    page: filters.page > 1 ? filters.page : undefined,
    pageSize: MARKETPLACE_PAGE_SIZE,
  };
}

/** The address bar for these filters: defaults left out, so a plain /marketplace stays plain. */
export function toSearch(filters: MarketplaceFilters): URLSearchParams {
  const search = new URLSearchParams();
  const { pageSize: _size, ...query } = toQuery(filters);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  return search;
}

export function hasFilters(filters: MarketplaceFilters): boolean {
  return Boolean(filters.q.trim() || filters.category || filters.complexity || filters.maxSetup || filters.price);
}
