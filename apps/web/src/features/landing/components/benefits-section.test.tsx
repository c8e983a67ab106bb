import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BENEFITS_APPEAR, BENEFITS_DELAY_MS, BenefitsSection } from './benefits-section';

describe('BenefitsSection', () => {
  it('has its six cards readable without any timer or interaction, fading in after 300 ms by CSS alone', () => {
    render(<BenefitsSection />);
    const cards = screen.getByTestId('benefit-cards');
    // No timer has run and nobody touched the page: the cards are there for a screen reader already.
    expect(cards).toBeVisible();
    expect(within(cards).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(BENEFITS_DELAY_MS).toBe(300);
    expect(BENEFITS_APPEAR).toMatch(/ 300ms both$/);
    // Whether the browser then fades them in is checked in a real browser (e2e/tests/public-site.spec.ts): the
    // stylesheet emotion writes here is shared by every file of the worker and says nothing reliable.
  });
});
