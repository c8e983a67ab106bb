import type { ProductAnalytics } from '@clientdock/shared';
import { useTheme } from '@mui/material/styles';
import { LinesOverTime } from './lines-over-time';
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
  return (
    <LinesOverTime
      dates={data.timeSeries.map((point) => point.date)}
      weekly={data.interval === 'week'}
      lines={SERIES.map((name) => ({
        id: name,
        label: PRODUCT_EVENT_LABELS[name],
        color: colors[name],
        data: data.timeSeries.map((point) => point.counts[name]),
      }))}
      height={height}
      emptyText="No product events in this period yet."
    />
  );
}
