import type { PlatformAnalytics } from '@clientdock/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartEmpty } from '@/components/charts/chart-empty';
import { CHART_MARGIN, countAxis, LEGEND_ON_TOP } from '@/components/charts/chart-options';
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
    return <ChartEmpty height={height} text="No client activity on this instance in this period yet." />;
  }
  return (
    <Box sx={{ '& .MuiLineElement-root': { strokeWidth: 2 } }}>
      <LineChart
        height={height}
        skipAnimation
        grid={{ horizontal: true }}
        margin={CHART_MARGIN}
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
        yAxis={[countAxis(48)]}
        series={SERIES.map(({ key, label }) => ({
          id: key,
          label,
          data: data.timeSeries.map((p) => p[key]),
          color: colors[key],
          showMark: false,
          curve: 'linear' as const,
          valueFormatter: (value: number | null) => formatNumber(value ?? 0),
        }))}
        slotProps={LEGEND_ON_TOP}
      />
    </Box>
  );
}
