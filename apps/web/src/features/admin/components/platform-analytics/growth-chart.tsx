import type { PlatformAnalytics } from '@clientdock/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatNumber } from '@/lib/format';
import { formatDay } from '../../lib/platform-periods';

/** New creator accounts and new portals per day (or week). Loaded on demand with the chart library. */
export default function GrowthChart({ data, height = 260 }: { data: PlatformAnalytics; height?: number }) {
  const theme = useTheme();
  const hasGrowth = data.timeSeries.some((p) => p.newCreators > 0 || p.newPortals > 0);
  if (!hasGrowth) {
    return (
      <Box sx={{ height, display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
        <Typography color="text.secondary">No new creators or portals in this period.</Typography>
      </Box>
    );
  }
  return (
    <BarChart
      height={height}
      skipAnimation
      grid={{ horizontal: true }}
      margin={{ top: 8, right: 12, bottom: 4, left: 4 }}
      xAxis={[
        {
          scaleType: 'band',
          data: data.timeSeries.map((p) => p.date),
          valueFormatter: (date: string, context) =>
            context.location === 'tick' ? formatDay(date) : formatDay(date, 'long'),
          tickLabelStyle: { fontSize: 12 },
        },
      ]}
      yAxis={[
        {
          min: 0,
          tickMinStep: 1,
          width: 40,
          valueFormatter: (v: number) => formatNumber(v),
          tickLabelStyle: { fontSize: 12 },
        },
      ]}
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
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
    />
  );
}
