// What an instance sells changes a few public pages (the pricing, the landing's plans). The build draws each such
// page once per offer and the server sends the copy drawn for its own, so the page is right, and ready for the app
// to take over as it is, from the first paint. Build (apps/web/build/prerender.ts) and server
// (plugins/offer-marks.ts) name the copies with `offerVariant`.

/** What a public page is drawn with: plans paid for by card or given by an administrator, prices shown or not. */
export interface PageOffer {
  billing: 'stripe' | 'none';
  showPrices: boolean;
  /** Whether the administrator's address is known (said beside "ask your administrator"). */
  hasContact: boolean;
}

/**
 * Stands for the administrator's address in copies drawn with one; the server writes the instance's address in its
 * place. `.invalid` can never be a real domain.
 */
export const PRERENDER_CONTACT_PLACEHOLDER = 'administrator@contact.invalid';

/** The root's `data-offer` on a page drawn the same for every offer. */
export const ANY_OFFER = 'any';

/**
 * A copy's name: '' for the build's own offer (plans for sale, prices shown), else its differences joined by dots,
 * e.g. `billing-none.prices-hidden.contact`. The address matters only where nothing is sold.
 */
export function offerVariant(offer: PageOffer): string {
  const parts: string[] = [];
  if (offer.billing === 'none') parts.push('billing-none');
  if (!offer.showPrices) parts.push('prices-hidden');
  if (offer.billing === 'none' && offer.hasContact) parts.push('contact');
  return parts.join('.');
}

/** Every offer a page can be drawn for other than the build's own, one per distinct copy. */
export const OTHER_OFFERS: readonly PageOffer[] = [
  { billing: 'stripe', showPrices: false, hasContact: false },
  { billing: 'none', showPrices: true, hasContact: false },
  { billing: 'none', showPrices: true, hasContact: true },
  { billing: 'none', showPrices: false, hasContact: false },
  { billing: 'none', showPrices: false, hasContact: true },
];
