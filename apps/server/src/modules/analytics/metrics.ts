import type { AnalyticsMetric } from '@clientdock/shared';

/** Rounds halves away from zero, so +2.5 % and -2.5 % read as 3 and -3. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** `part` over `whole` in percent, rounded; 0 when there is no whole (no views, no division by zero). */
export function percentOf(part: number, whole: number): number {
  // Multiplying first keeps the division exact where it can be: 29 * 100 / 200 is 14.5, 29 / 200 * 100 is not.
  return whole === 0 ? 0 : roundHalfAway((part * 100) / whole);
}

/** A count with the previous period's and the change between them, in percent. */
export function metric(value: number, previous: number | null): AnalyticsMetric {
  if (previous === null) return { value, previous: null, change: null };
  if (previous === 0) return { value, previous, change: value === 0 ? 0 : null };
  return { value, previous, change: roundHalfAway(((value - previous) * 100) / previous) };
}
