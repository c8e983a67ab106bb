import { describe, expect, it } from 'vitest';
import { scheduleLabel } from './reminder-settings';

describe('scheduleLabel', () => {
  it('says the days as a person would', () => {
    expect(scheduleLabel([2, 5])).toBe('After 2 and 5 days');
    expect(scheduleLabel([1, 3, 7])).toBe('After 1, 3 and 7 days');
    expect(scheduleLabel([7])).toBe('After 7 days');
    expect(scheduleLabel([1])).toBe('After 1 day');
  });
});
