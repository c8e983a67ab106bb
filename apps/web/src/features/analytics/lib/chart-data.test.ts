import { describe, expect, it } from 'vitest';
import { makeAnalytics } from '../testing/analytics-fixtures';
import { isTickShown, pointTitle, toPortalBars, toTimeSeriesChart } from './chart-data';

describe('time series for the chart', () => {
  it('splits points into one series per measure, in order', () => {
    const data = toTimeSeriesChart(makeAnalytics().timeSeries, '30d');
    expect(data).toEqual({
      dates: ['2026-03-16', '2026-03-17', '2026-03-18'],
      isWeekly: false,
      series: { views: [10, 0, 7], downloads: [2, 0, 3], comments: [1, 0, 0], approvals: [0, 0, 1] },
      hasActivity: true,
    });
  });

  it('knows weeks from days and an empty period from a quiet one', () => {
    const quiet = [{ date: '2026-03-15', views: 0, downloads: 0, comments: 0, approvals: 0 }];
    expect(toTimeSeriesChart(quiet, '1y')).toMatchObject({ isWeekly: true, hasActivity: false });
    expect(pointTitle('2026-03-15', true)).toBe('Week of Mar 15, 2026');
    expect(pointTitle('2026-03-18', false)).toBe('Mar 18, 2026');
  });
});

describe('portal bars', () => {
  it('keeps the busiest portals with activity, shortening long names', () => {
    const portals = makeAnalytics().portalPerformance;
    portals[1] = { ...portals[1]!, name: 'A very long portal name that goes on' };
    expect(toPortalBars(portals, 8, 12)).toEqual({
      names: ['Launch proo…', 'A very long…'],
      views: [900, 340],
      downloads: [250, 62],
    });
    expect(toPortalBars(portals, 1).names).toEqual(['Launch proofs']);
  });
});

describe('axis labels', () => {
  const shown = (count: number) =>
    Array.from({ length: count }, (_, index) => index).filter((i) => isTickShown(i, count));

  it('always labels the last point, today, and spaces the rest evenly back from it', () => {
    expect(shown(7)).toEqual([0, 2, 4, 6]);
    expect(shown(30)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(shown(90).at(-1)).toBe(89);
    expect(shown(90).length).toBeLessThanOrEqual(6);
    expect(shown(3)).toEqual([0, 1, 2]);
    expect(shown(1)).toEqual([0]);
  });
});
