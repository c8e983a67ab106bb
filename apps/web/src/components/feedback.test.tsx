import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider, useNotify } from './feedback';

let notify: ReturnType<typeof useNotify>;
function Grab() {
  notify = useNotify();
  return null;
}

describe('the screen snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message for four seconds', () => {
    render(
      <FeedbackProvider>
        <Grab />
      </FeedbackProvider>,
    );
    act(() => notify('Changes saved'));
    expect(screen.getByText('Changes saved')).toBeVisible();
    act(() => vi.advanceTimersByTime(4500));
    expect(screen.queryByText('Changes saved')).toBeNull();
  });

  it('keeps a new message whose arrival meets the end of the one before', () => {
    render(
      <FeedbackProvider>
        <Grab />
      </FeedbackProvider>,
    );
    act(() => notify('Portal created'));
    act(() => vi.advanceTimersByTime(3999));
    // The first message's time runs out before the new one is on screen: it must not take the new one with it.
    act(() => {
      notify('Changes saved. The new PIN is in place.');
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Changes saved. The new PIN is in place.')).toBeVisible();
    expect(screen.queryByText('Portal created')).toBeNull();
    act(() => vi.advanceTimersByTime(4500));
    expect(screen.queryByText('Changes saved. The new PIN is in place.')).toBeNull();
  });
});
