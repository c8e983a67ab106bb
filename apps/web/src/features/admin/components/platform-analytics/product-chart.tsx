import type { ProductAnalytics } from '@clientdock/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartEmpty } from '@/components/charts/chart-empty';
import { CHART_MARGIN, countAxis, LEGEND_ON_TOP } from '@/components/charts/chart-options';
import { formatNumber } from '@/lib/format';
import { formatDay } from '../../lib/platform-periods';
import { PRODUCT_EVENT_LABELS } from './product-labels';

const SERIES = ['product_hub_visit', 'page_view', 'sign_up', 'portal_created', 'purchase', 'error_occurred'] as const;

/** The main product events over the period. Loaded on demand with the chart library. */
export default function ProductChart({ data, height = 300 }: { data: ProductAnalytics; height?: number }) {
  const theme = useTheme();
  const colors: Record<(typeof SERIES)[number], string> = {
    product_hub_visit: theme.palette.info.main,
    page_view: theme.palette.primary.main,
    sign_up: theme.palette.success.main,
    portal_created: theme.palette.warning.main,
    purchase: theme.palette.secondary.main,
    error_occurred: theme.palette.error.main,
  };
  const weekly = data.interval === 'week';
  if (!data.timeSeries.some((point) => SERIES.some((name) => point.counts[name] > 0))) {
    return <ChartEmpty height={height} text="No product events in this period yet." />;
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
            data: data.timeSeries.map((point) => point.date),
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
        series={SERIES.map((name) => ({
          id: name,
          label: PRODUCT_EVENT_LABELS[name],
          data: data.timeSeries.map((point) => point.counts[name]),
          color: colors[name],
          showMark: false,
          curve: 'linear' as const,
          valueFormatter: (value: number | null) => formatNumber(value ?? 0),
        }))}
        slotProps={LEGEND_ON_TOP}
      />
    </Box>
  );
}
