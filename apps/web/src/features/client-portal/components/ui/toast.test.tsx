import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast, useNotices } from './toast';

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

describe('notices one after the other', () => {
  // jsdom cannot open a popover, so the notice counts as hidden to role queries: it is found with `hidden`.
  const shown = () => screen.queryByRole('status', { hidden: true });
  let notify: ReturnType<typeof useNotices>['notify'];
  function Page() {
    const notices = useNotices();
    notify = notices.notify;
    return <Toast notice={notices.notice} onClose={notices.dismiss} />;
  }
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a notice that arrives as the one before runs out stays for its own time', () => {
    render(<Page />);
    act(() => notify('Comment pinned'));
    act(() => vi.advanceTimersByTime(3999));
    // The next notice, and the first one's time running out, before the page has drawn again.
    act(() => {
      notify('Reply posted');
      vi.advanceTimersByTime(1);
    });
    expect(shown()).toHaveTextContent('Reply posted');
    act(() => vi.advanceTimersByTime(3998));
    expect(shown()).toHaveTextContent('Reply posted');
    act(() => vi.advanceTimersByTime(2));
    expect(shown()).toBeNull();
  });

  it('Close dismisses the notice shown', () => {
    render(<Page />);
    act(() => notify('Comment posted'));
    act(() => screen.getByRole('button', { name: 'Close', hidden: true }).click());
    expect(shown()).toBeNull();
  });
});
