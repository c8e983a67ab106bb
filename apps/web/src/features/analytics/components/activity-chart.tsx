import type { Analytics, AnalyticsPeriod } from '@clientdock/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { ChartEmpty } from '@/components/charts/chart-empty';
import { CHART_MARGIN, countAxis, LEGEND_ON_TOP } from '@/components/charts/chart-options';
import { formatNumber } from '@/lib/format';
import { seriesColors } from '../lib/chart-colors';
import { isTickShown, pointTitle, SERIES, toTimeSeriesChart } from '../lib/chart-data';
import { formatDay } from '../lib/format';

interface ActivityChartProps {
  points: Analytics['timeSeries'];
  period: AnalyticsPeriod;
  height?: number;
  /** Views and downloads only, for small places such as the portal editor. */
  compact?: boolean;
}

/** Views (as an area), downloads, comments and approvals over the period. Loaded on demand with the chart library. */
export default function ActivityChart({ points, period, height = 300, compact = false }: ActivityChartProps) {
  const theme = useTheme();
  const data = useMemo(() => toTimeSeriesChart(points, period), [points, period]);
  const colors = seriesColors(theme);
  const shown = compact ? SERIES.filter(({ key }) => key === 'views' || key === 'downloads') : SERIES;
  if (!data.hasActivity) {
    return <ChartEmpty height={height} text="No client activity in this period yet." />;
  }
  return (
    <Box
      sx={{
        '& .MuiAreaElement-root': { fillOpacity: theme.palette.mode === 'dark' ? 0.22 : 0.12 },
        '& .MuiLineElement-root': { strokeWidth: 2 },
      }}
    >
      <LineChart
        height={height}
        skipAnimation
        grid={{ horizontal: true }}
        // Room for the last label (today), centred on the right edge, so it is not cut to "N…".
        margin={{ ...CHART_MARGIN, right: 28 }}
        xAxis={[
          {
            scaleType: 'point',
            data: data.dates,
            valueFormatter: (date: string, context) =>
              context.location === 'tick' ? formatDay(date) : pointTitle(date, data.isWeekly),
            tickInterval: (_date: string, index: number) => isTickShown(index, data.dates.length),
            tickLabelStyle: { fontSize: 12 },
          },
        ]}
        yAxis={[countAxis(44)]}
        series={shown.map(({ key, label }) => ({
          id: key,
          label,
          data: data.series[key],
          color: colors[key],
          area: key === 'views',
          showMark: false,
          curve: 'monotoneX' as const,
          valueFormatter: (value: number | null) => formatNumber(value ?? 0),
        }))}
        slotProps={LEGEND_ON_TOP}
      />
    </Box>
  );
}
