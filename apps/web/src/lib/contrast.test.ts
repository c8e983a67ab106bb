import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, readableTextOn } from './contrast';

describe('brand colour contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('puts dark text on a pale brand colour and white text on a deep one', () => {
    expect(readableTextOn('#fde047')).not.toBe('#ffffff');
    expect(readableTextOn('#1e3a8a')).toBe('#ffffff');
  });

  it('darkens a pale colour on a light page and lightens a deep one on a dark page until it reads', () => {
    const onLight = ensureContrast('#fde047', '#ffffff');
    expect(contrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const onDark = ensureContrast('#1e3a8a', '#1e1e1e');
    expect(contrastRatio(onDark, '#1e1e1e')).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast('#1e3a8a', '#ffffff')).toBe('#1e3a8a');
  });
});
