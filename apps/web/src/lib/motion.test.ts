import { describe, expect, it, vi } from 'vitest';
import { scrollBehavior } from './motion';

function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
  );
}

describe('scrollBehavior', () => {
  it('scrolls smoothly for a visitor who has not asked for less motion', () => {
    prefersReducedMotion(false);
    expect(scrollBehavior()).toBe('smooth');
  });

  it('jumps straight there for a visitor who asks for less motion', () => {
    prefersReducedMotion(true);
    expect(scrollBehavior()).toBe('auto');
  });
});
