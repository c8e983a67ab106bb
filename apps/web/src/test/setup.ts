import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every page is a lazy chunk: its first render in a test includes transforming it, which takes seconds on a busy
// two-core machine. Waiting longer changes nothing for a test that passes and saves the ones that are just slow.
// Queries skip testing-library's inaccessibility check (a getComputedStyle of every ancestor of every candidate,
// which jsdom answers by matching each of emotion's rules): it halves the time of the slower files. A test that
// means "no longer shown" asks for `hidden: false` or uses toBeVisible.
configure({ asyncUtilTimeout: 15_000, defaultHidden: true });
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

// Test files share their worker's modules (vitest.config.ts, isolate: false). A page or chart the app loads lazily
// would otherwise start loading in one file and be cut off when that file ends, leaving its failure cached for the
// next file; loaded here, before any test, a lazy import finds its module ready.
if (hasDom) {
  const lazyModules = import.meta.glob([
    '../app/**/*.tsx',
    '../features/*/routes/*.tsx',
    '../features/**/*-chart.tsx',
    '../features/**/*-charts.tsx',
    '../features/**/signed-in-menus.tsx',
    '../features/app-update/update-notice.tsx',
    '!../**/*.test.tsx',
  ]);
  await Promise.all(Object.values(lazyModules).map((load) => load()));
}
