import type { PlatformAnalytics } from '@clientdock/shared';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartEmpty } from '@/components/charts/chart-empty';
import { CHART_MARGIN, countAxis, LEGEND_ON_TOP } from '@/components/charts/chart-options';
import { formatDay } from '../../lib/platform-periods';

/** New creator accounts and new portals per day (or week). Loaded on demand with the chart library. */
export default function GrowthChart({ data, height = 260 }: { data: PlatformAnalytics; height?: number }) {
  const theme = useTheme();
  const hasGrowth = data.timeSeries.some((p) => p.newCreators > 0 || p.newPortals > 0);
  if (!hasGrowth) {
    return <ChartEmpty height={height} text="No new creators or portals in this period." />;
  }
  return (
    <BarChart
      height={height}
      skipAnimation
      grid={{ horizontal: true }}
      margin={CHART_MARGIN}
      xAxis={[
        {
          scaleType: 'band',
          data: data.timeSeries.map((p) => p.date),
          valueFormatter: (date: string, context) =>
            context.location === 'tick' ? formatDay(date) : formatDay(date, 'long'),
          tickLabelStyle: { fontSize: 12 },
        },
      ]}
      yAxis={[countAxis(40)]}
      series={[
        {
          id: 'creators',
          label: 'New creators',
          data: data.timeSeries.map((p) => p.newCreators),
          color: theme.palette.primary.main,
        },
        {
          id: 'portals',
          label: 'New portals',
          data: data.timeSeries.map((p) => p.newPortals),
          color: theme.palette.success.main,
        },
      ]}
      slotProps={LEGEND_ON_TOP}
    />
  );
}
