import { PRERENDER_THEME_SCRIPT, PRERENDERED_DARK_ID } from '@clientdock/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@/app/theme/theme-mode';

// The inline script of a prerendered page (build/prerender.ts), run on the page as the build writes it.
function loadPage() {
  document.head.innerHTML = '<style data-emotion="css light1">.css-light1{color:black}</style>';
  document.body.innerHTML =
    '<div id="root" data-prerendered><h1 class="css-light1">Pricing</h1></div>' +
    `<template id="${PRERENDERED_DARK_ID}"><style data-emotion="css dark1">.css-dark1{color:white}</style>` +
    '<h1 class="css-dark1">Pricing</h1></template>';
  new Function(PRERENDER_THEME_SCRIPT)();
  const root = document.getElementById('root')!;
  return {
    drawn: root.getAttribute('data-prerendered'),
    heading: root.querySelector('h1')?.className,
    styles: [...document.head.querySelectorAll('style')].map((style) => style.dataset.emotion),
    templateLeft: document.getElementById(PRERENDERED_DARK_ID) !== null,
  };
}

describe('the theme swap of a prerendered page', () => {
  // The worker's head holds the style tags emotion keeps inserting into for every later file (isolate: false): a
  // head left rewritten makes emotion insert before nodes that are gone ("The child can not be found in the
  // parent") and fails the files that run after this one.
  let headBefore: ChildNode[] = [];
  beforeEach(() => {
    headBefore = [...document.head.childNodes];
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    document.head.replaceChildren(...headBefore);
  });

  it('keeps the day copy by day', () => {
    vi.setSystemTime(new Date(2026, 5, 1, 10));
    expect(loadPage()).toEqual({ drawn: '', heading: 'css-light1', styles: ['css light1'], templateLeft: false });
  });

  it('swaps in the night copy, styles and markup, at night', () => {
    vi.setSystemTime(new Date(2026, 5, 1, 22));
    expect(loadPage()).toEqual({ drawn: 'dark', heading: 'css-dark1', styles: ['css dark1'], templateLeft: false });
    vi.setSystemTime(new Date(2026, 5, 1, 5, 59));
    expect(loadPage().drawn).toBe('dark');
    vi.setSystemTime(new Date(2026, 5, 1, 6));
    expect(loadPage().drawn).toBe('');
  });

  it('follows a chosen theme over the clock', () => {
    vi.setSystemTime(new Date(2026, 5, 1, 22));
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(loadPage().heading).toBe('css-light1');
    vi.setSystemTime(new Date(2026, 5, 1, 10));
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(loadPage().heading).toBe('css-dark1');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(loadPage().heading).toBe('css-light1');
  });
});
