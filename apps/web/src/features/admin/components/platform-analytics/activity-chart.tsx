import type { PlatformAnalytics } from '@clientdock/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatNumber } from '@/lib/format';
import { formatDay } from '../../lib/platform-periods';

const SERIES = [
  { key: 'views', label: 'Views' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'comments', label: 'Comments' },
  { key: 'approvals', label: 'Approvals' },
  { key: 'forms', label: 'Form answers' },
] as const;

/** Client events by type over the period, across every portal. Loaded on demand with the chart library. */
export default function PlatformActivityChart({ data, height = 300 }: { data: PlatformAnalytics; height?: number }) {
  const theme = useTheme();
  const colors = {
    views: theme.palette.primary.main,
    downloads: theme.palette.success.main,
    comments: theme.palette.warning.main,
    approvals: theme.palette.secondary.main,
    forms: theme.palette.info.main,
  };
  const weekly = data.interval === 'week';
  const hasActivity = data.timeSeries.some((p) => SERIES.some(({ key }) => p[key] > 0));
  if (!hasActivity) {
    return (
      <Box sx={{ height, display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
        <Typography color="text.secondary">No client activity on this instance in this period yet.</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ '& .MuiLineElement-root': { strokeWidth: 2 } }}>
      <LineChart
        height={height}
        skipAnimation
        grid={{ horizontal: true }}
        margin={{ top: 8, right: 12, bottom: 4, left: 4 }}
        xAxis={[
          {
            scaleType: 'point',
            data: data.timeSeries.map((p) => p.date),
            valueFormatter: (date: string, context) =>
              context.location === 'tick'
                ? formatDay(date)
                : weekly
                  ? `Week of ${formatDay(date, 'long')}`
                  : formatDay(date, 'long'),
            tickLabelStyle: { fontSize: 12 },
          },
        ]}
        yAxis={[
          {
            min: 0,
            tickMinStep: 1,
            width: 48,
            valueFormatter: (v: number) => formatNumber(v),
            tickLabelStyle: { fontSize: 12 },
          },
        ]}
        series={SERIES.map(({ key, label }) => ({
          id: key,
          label,
          data: data.timeSeries.map((p) => p[key]),
          color: colors[key],
          showMark: false,
          curve: 'linear' as const,
          valueFormatter: (value: number | null) => formatNumber(value ?? 0),
        }))}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
      />
    </Box>
  );
}
