import { formatNumber } from '@/lib/format';

/**
 * Room around a chart with its legend on top (the legend takes its own space). The library shows a tick label only
 * if it fits between its tick and the top edge: at 8 px the highest count's label (15 px tall) was dropped, which
 * left the top of the scale unnamed.
 */
export const CHART_MARGIN = { top: 16, right: 12, bottom: 4, left: 4 };

export const LEGEND_ON_TOP = {
  legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } },
} as const;

/** An axis of counts: from zero, whole steps, en-US figures. */
export function countAxis(width?: number) {
  return {
    min: 0,
    tickMinStep: 1,
    // Only when given: an undefined width would replace the library's own.
    ...(width === undefined ? {} : { width }),
    valueFormatter: (value: number) => formatNumber(value),
    tickLabelStyle: { fontSize: 12 },
  };
}
