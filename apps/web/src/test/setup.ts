import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { takeContractViolations } from './mock-api';

// Every page is a lazy chunk: its first render in a test includes transforming it, which takes seconds on a busy
// two-core machine. Waiting longer changes nothing for a test that passes and saves the ones that are just slow.
// Role queries keep testing-library's default and skip hidden elements, so a test that finds something has found
// what a person would see.
configure({ asyncUtilTimeout: 15_000 });
// A test cut off by its timeout goes on running in the background of its worker and can break the shared DOM of
// the tests after it, so the limit is set for a machine several times busier than usual (with two busy-loop processes
// and other suites running, the longest form test took more than 30 s).
vi.setConfig({ testTimeout: 60_000 });

// A few tests (the build's prerendering) run in Node without a DOM, as the build does.
const hasDom = typeof window !== 'undefined';

// Files share their worker's document (vitest.config.ts, isolate: false): each file starts on an empty page.
beforeAll(() => {
  if (!hasDom) return;
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
});

// A canned answer or a request body that the server's schemas would refuse fails the test that made it.
afterEach(() => {
  const violations = takeContractViolations();
  if (violations.length > 0) throw new Error(violations.join('\n'));
});

afterEach(() => {
  // A test that timed out or failed with fake timers still installed must not hand them to the next one.
  vi.useRealTimers();
  try {
    cleanup();
  } finally {
    if (hasDom) {
      forgetBrokenRoots();
      // What React did not own (leftover portals, nodes added by hand) goes too; the next test starts on an empty body.
      document.body.replaceChildren();
      localStorage.clear();
      sessionStorage.clear();
    }
  }
});

// testing-library stops at the first root whose unmount throws (a test cut off mid-render leaves a portal whose node
// is already gone: "NotFoundError: The child can not be found in the parent") and keeps that root in its list, so
// every later cleanup in the worker threw again and failed the tests of the files after it. The error is reported
// once, against the test that caused it; the second pass only empties the list, tolerating nodes already removed.
function forgetBrokenRoots() {
  const removeChild = Node.prototype.removeChild;
  Node.prototype.removeChild = function tolerantRemoveChild<T extends Node>(this: Node, child: T): T {
    return child.parentNode === this ? (removeChild.call(this, child) as T) : child;
  };
  try {
    cleanup();
  } catch {
    // Nothing left to report: the first pass already threw for this root.
  } finally {
    Node.prototype.removeChild = removeChild;
  }
}

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
