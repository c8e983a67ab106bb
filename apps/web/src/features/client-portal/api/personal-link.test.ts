import { afterEach, describe, expect, it } from 'vitest';
import { takePersonalLinkToken } from './personal-link';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the personal link token', () => {
  it('is taken once from the address, which keeps everything else', () => {
    window.history.replaceState(null, '', '/portal/abc?r=tok_123&x=1#files');
    expect(takePersonalLinkToken()).toBe('tok_123');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/portal/abc?x=1#files');
    expect(takePersonalLinkToken()).toBeNull();
  });

  it('is absent from an ordinary link', () => {
    window.history.replaceState(null, '', '/portal/abc');
    expect(takePersonalLinkToken()).toBeNull();
    expect(window.location.pathname).toBe('/portal/abc');
  });
});
