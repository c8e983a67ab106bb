import type { PublicPlatform } from '@clientdock/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// What this instance sells: plans paid for by card (`stripe`) or given by an administrator (`none`), with or
// without their prices on show. The server marks every page it sends with it (<html data-billing data-prices>),
// so a page is right from its first paint; /api/platform keeps it current (and adds the administrator's contact).

export interface SiteOffer {
  billing: 'stripe' | 'none';
  showPrices: boolean;
  /** The administrator's address, once known. */
  adminContact: string | null;
}

/** What the build draws public pages with (and what the server leaves unmarked). */
export const BUILT_OFFER: SiteOffer = { billing: 'stripe', showPrices: true, adminContact: null };

/** The offer the server marked this page with; the built one outside a browser (the build's prerendering). */
export function offerFromPage(): SiteOffer {
  if (typeof document === 'undefined') return BUILT_OFFER;
  const { billing, prices } = document.documentElement.dataset;
  return { billing: billing === 'none' ? 'none' : 'stripe', showPrices: prices !== 'hidden', adminContact: null };
}

/** Whether the page was marked with another offer than the one the build drew (then it is drawn afresh). */
export function pageOfferDiffersFromBuild(): boolean {
  const offer = offerFromPage();
  return offer.billing !== BUILT_OFFER.billing || offer.showPrices !== BUILT_OFFER.showPrices;
}

export const platformQueryKey = ['platform'] as const;

export function usePublicPlatform() {
  return useQuery({
    queryKey: platformQueryKey,
    queryFn: ({ signal }) => api.get<PublicPlatform>('/api/platform', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useSiteOffer(): SiteOffer {
  const platform = usePublicPlatform();
  if (!platform.data) return offerFromPage();
  const { billing, showPrices, supportEmail } = platform.data;
  return { billing, showPrices, adminContact: supportEmail };
}

/**
 * Styles that hide what does not apply while a marked page waits for its script (it is then drawn afresh): the
 * prices when they are hidden, and the buttons that sell a plan when nothing is sold here.
 */
export const hiddenWithoutPrices = { 'html[data-prices="hidden"] &': { display: 'none' } } as const;
export const hiddenWithoutSales = { 'html[data-billing="none"] &': { visibility: 'hidden' } } as const;
