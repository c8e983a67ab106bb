import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The tests run without stylesheets (css: false), so the portal's is read as text.
const stylesheet = readFileSync(path.join(import.meta.dirname, '../client-portal.css'), 'utf8');

/** The declarations of one rule of the portal's stylesheet (jsdom lays nothing out, so the rule is what can be read). */
function rule(selector: string): string {
  const start = stylesheet.indexOf(`\n${selector} {`);
  expect(start, `${selector} is in the stylesheet`).toBeGreaterThan(-1);
  return stylesheet.slice(start, stylesheet.indexOf('}', start));
}

describe('the portal notice', () => {
  it('sits at the bottom, above the safe area, never over the header or an open file’s name', () => {
    const toast = rule('.cp-toast');
    expect(toast).toMatch(/inset: auto auto calc\(16px \+ env\(safe-area-inset-bottom\)\) 50%;/);
    expect(toast).not.toMatch(/\btop:/);
  });

  it('rises above a phone’s action bar while one is shown', () => {
    expect(rule(':root:has(.cp-action-bar) .cp-toast')).toMatch(
      /bottom: calc\(\d+px \+ env\(safe-area-inset-bottom\)\);/,
    );
  });
});
