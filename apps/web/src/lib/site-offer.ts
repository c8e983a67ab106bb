import { ANY_OFFER, offerVariant, type PublicPlatform } from '@clientdock/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { api } from '@/lib/api-client';

// What this instance sells: plans paid for by card (`stripe`) or given by an administrator (`none`), with or
// without their prices on show. The server marks every page it sends with it (<html data-billing data-prices
// data-contact>), so a page is right from its first paint; /api/platform keeps it current.

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
  const { billing, prices, contact } = document.documentElement.dataset;
  return {
    billing: billing === 'none' ? 'none' : 'stripe',
    showPrices: prices !== 'hidden',
    adminContact: contact || null,
  };
}

/**
 * Whether a prerendered page was drawn for the offer the server marked it with (its root's `data-offer`, see
 * @clientdock/shared's prerender-offer): the app can then take it over as it is, else it draws it afresh.
 */
export function pageDrawnForItsOffer(root: HTMLElement): boolean {
  const drawn = root.getAttribute('data-offer') ?? '';
  if (drawn === ANY_OFFER) return true;
  const { billing, showPrices, adminContact } = offerFromPage();
  return drawn === offerVariant({ billing, showPrices, hasContact: adminContact !== null });
}

/** The offer a page is drawn with at build time (render-page.tsx), where there is no page to read it from. */
const PrerenderOffer = createContext<SiteOffer | null>(null);
export const PrerenderOfferProvider = PrerenderOffer.Provider;

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
  const prerendered = useContext(PrerenderOffer);
  if (!platform.data) return prerendered ?? offerFromPage();
  const { billing, showPrices, supportEmail } = platform.data;
  return { billing, showPrices, adminContact: supportEmail };
}

/**
 * Styles that hide what does not apply while a marked page waits for its script (it is then drawn afresh): the
 * prices when they are hidden, and the buttons that sell a plan when nothing is sold here.
 */
export const hiddenWithoutPrices = { 'html[data-prices="hidden"] &': { display: 'none' } } as const;
export const hiddenWithoutSales = { 'html[data-billing="none"] &': { visibility: 'hidden' } } as const;
