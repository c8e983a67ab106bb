import { describe, expect, it } from 'vitest';
import { shouldScrollToTop } from './scroll-to-top';

describe('shouldScrollToTop', () => {
  it('scrolls on a plain navigation', () => {
    expect(shouldScrollToTop({ hash: '', search: '' })).toBe(true);
    expect(shouldScrollToTop({ hash: '', search: '?plan=pro' })).toBe(true);
  });

  it('keeps the position with a hash or a tab parameter', () => {
    expect(shouldScrollToTop({ hash: '#pricing', search: '' })).toBe(false);
    expect(shouldScrollToTop({ hash: '', search: '?tab=profile' })).toBe(false);
    expect(shouldScrollToTop({ hash: '', search: '?a=1&tab=' })).toBe(false);
  });
});
