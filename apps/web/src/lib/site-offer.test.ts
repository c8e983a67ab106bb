import { afterEach, describe, expect, it } from 'vitest';
import { offerFromPage, pageDrawnForItsOffer } from './site-offer';

// The server marks <html> with the instance's offer; the build marks the page's root with the offer it drew.
function pageWith(marks: Record<string, string>, drawnFor: string | null): HTMLElement {
  for (const [name, value] of Object.entries(marks)) document.documentElement.setAttribute(name, value);
  const root = document.createElement('div');
  if (drawnFor !== null) root.setAttribute('data-offer', drawnFor);
  return root;
}

afterEach(() => {
  for (const name of ['data-billing', 'data-prices', 'data-contact']) document.documentElement.removeAttribute(name);
});

describe('the offer a page was sent with', () => {
  it('reads the marks, with the administrator’s address', () => {
    pageWith({ 'data-billing': 'none', 'data-prices': 'hidden', 'data-contact': 'help@studio.test' }, null);
    expect(offerFromPage()).toEqual({ billing: 'none', showPrices: false, adminContact: 'help@studio.test' });
  });

  it('takes an unmarked page for the build’s own offer', () => {
    pageWith({}, null);
    expect(offerFromPage()).toEqual({ billing: 'stripe', showPrices: true, adminContact: null });
  });
});

describe('pageDrawnForItsOffer', () => {
  it('holds for the copy drawn for the marked offer, and for a page drawn the same for all', () => {
    expect(pageDrawnForItsOffer(pageWith({}, ''))).toBe(true);
    expect(pageDrawnForItsOffer(pageWith({}, null))).toBe(true);
    expect(pageDrawnForItsOffer(pageWith({ 'data-billing': 'none' }, 'any'))).toBe(true);
    expect(
      pageDrawnForItsOffer(
        pageWith({ 'data-billing': 'none', 'data-contact': 'help@studio.test' }, 'billing-none.contact'),
      ),
    ).toBe(true);
  });

  it('fails for a page drawn for another offer, which the app then draws afresh', () => {
    expect(pageDrawnForItsOffer(pageWith({ 'data-billing': 'none' }, ''))).toBe(false);
    expect(pageDrawnForItsOffer(pageWith({ 'data-prices': 'hidden' }, 'billing-none'))).toBe(false);
    expect(pageDrawnForItsOffer(pageWith({ 'data-billing': 'none', 'data-contact': 'a@b.test' }, 'billing-none'))).toBe(
      false,
    );
  });
});
