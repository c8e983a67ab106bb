import type { PortalPerformance } from '@clientdock/shared';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMemo } from 'react';
import { ChartEmpty } from '@/components/charts/chart-empty';
import { countAxis, LEGEND_ON_TOP } from '@/components/charts/chart-options';
import { formatNumber } from '@/lib/format';
import { seriesColors } from '../lib/chart-colors';
import { toPortalBars } from '../lib/chart-data';

/** Views and downloads of the busiest portals, one bar pair per portal. Loaded on demand with the chart library. */
export default function PortalBarChart({ portals }: { portals: PortalPerformance[] }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const bars = useMemo(() => toPortalBars(portals, 8, isPhone ? 14 : 22), [portals, isPhone]);
  const colors = seriesColors(theme);
  if (bars.names.length === 0) {
    return <ChartEmpty height={200} text="No portal was viewed in this period yet." />;
  }
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(180, 72 + bars.names.length * 44)}
      skipAnimation
      grid={{ vertical: true }}
      margin={{ top: 8, right: 16, bottom: 4, left: 4 }}
      yAxis={[
        {
          scaleType: 'band',
          data: bars.names,
          width: isPhone ? 104 : 150,
          tickLabelStyle: { fontSize: 12 },
          categoryGapRatio: 0.35,
          barGapRatio: 0.15,
        },
      ]}
      xAxis={[countAxis()]}
      series={[
        {
          id: 'views',
          label: 'Views',
          data: bars.views,
          color: colors.views,
          valueFormatter: (v) => formatNumber(v ?? 0),
        },
        {
          id: 'downloads',
          label: 'Downloads',
          data: bars.downloads,
          color: colors.downloads,
          valueFormatter: (v) => formatNumber(v ?? 0),
        },
      ]}
      slotProps={LEGEND_ON_TOP}
    />
  );
}
