import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every page is a lazy chunk: its first render in a test includes transforming it, which takes seconds on a busy
// two-core machine. Waiting longer changes nothing for a test that passes and saves the ones that are just slow.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

// A few tests (the build's prerendering) run in Node without a DOM, as the build does.
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  cleanup();
  if (hasDom) localStorage.clear();
});

// jsdom has neither matchMedia nor scrolling; the app uses both.
if (hasDom && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}
if (hasDom) window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
