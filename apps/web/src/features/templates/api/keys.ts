import type { MarketplaceQueryInput } from '@clientdock/shared';

export const templateKeys = {
  all: ['templates'] as const,
  marketplaces: () => [...templateKeys.all, 'marketplace'] as const,
  marketplace: (params: MarketplaceQueryInput) => [...templateKeys.marketplaces(), params] as const,
  details: () => [...templateKeys.all, 'detail'] as const,
  detail: (id: string) => [...templateKeys.details(), id] as const,
  /** What a template says depends on who reads it (may they use it, their own review). */
  detailFor: (id: string, viewerId: string | null) => [...templateKeys.detail(id), viewerId ?? 'visitor'] as const,
  reviews: (id: string, page: number) => [...templateKeys.all, 'reviews', id, page] as const,
  mine: () => [...templateKeys.all, 'mine'] as const,
};
