import { describe, expect, it } from 'vitest';
import { OTHER_OFFERS, offerVariant } from './prerender-offer';

describe('offer copies of the prerendered pages', () => {
  it('has a copy for every offer an instance can have, each named once', () => {
    const names = OTHER_OFFERS.map(offerVariant);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('');
    for (const billing of ['stripe', 'none'] as const)
      for (const showPrices of [true, false])
        for (const hasContact of [true, false]) {
          const name = offerVariant({ billing, showPrices, hasContact });
          expect(name === '' || names.includes(name), name).toBe(true);
        }
  });

  it('names the address only where nothing is sold', () => {
    expect(offerVariant({ billing: 'stripe', showPrices: true, hasContact: true })).toBe('');
    expect(offerVariant({ billing: 'none', showPrices: false, hasContact: true })).toBe(
      'billing-none.prices-hidden.contact',
    );
  });
});
