import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatMegabytes, formatNumber, formatPrice, getInitials } from './format';

describe('format', () => {
  it('formats dates as MM/DD/YYYY', () => {
    expect(formatDate(new Date(2025, 0, 5))).toBe('01/05/2025');
  });

  it('formats prices in US dollars', () => {
    expect(formatPrice(14.99)).toBe('$14.99');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('formats numbers with separators', () => {
    expect(formatNumber(12345)).toBe('12,345');
  });

  it('formats file size limits', () => {
    expect(formatMegabytes(10)).toBe('10 MB');
    expect(formatMegabytes(1000)).toBe('1,000 MB');
    expect(formatMegabytes(2048)).toBe('2 GB');
  });

  it('formats durations compactly', () => {
    expect(formatDuration(42)).toBe('42s');
    expect(formatDuration(125)).toBe('2m');
    expect(formatDuration(3 * 3600 + 4 * 60)).toBe('3h 4m');
    expect(formatDuration(2 * 86_400 + 5 * 3600)).toBe('2d 5h');
    expect(formatDuration(-5)).toBe('0s');
  });

  it('builds initials from a name', () => {
    expect(getInitials('Ada Lovelace')).toBe('AL');
    expect(getInitials('  cher ')).toBe('C');
    expect(getInitials('Jean Claude Van Damme')).toBe('JD');
    expect(getInitials('', 'X')).toBe('X');
    expect(getInitials(null)).toBe('?');
  });
});
