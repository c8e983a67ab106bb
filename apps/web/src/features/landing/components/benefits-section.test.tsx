import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BENEFITS_DELAY_MS, BenefitsSection } from './benefits-section';

afterEach(() => vi.useRealTimers());

describe('BenefitsSection', () => {
  it('keeps the cards hidden until 300 ms have passed', () => {
    vi.useFakeTimers();
    render(<BenefitsSection />);
    const cards = screen.getByTestId('benefit-cards');
    expect(cards).not.toBeVisible();
    act(() => {
      vi.advanceTimersByTime(BENEFITS_DELAY_MS - 1);
    });
    expect(cards).not.toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(cards).toBeVisible();
    expect(BENEFITS_DELAY_MS).toBe(300);
  });
});
