import type { PlatformAnalytics } from '@clientdock/shared';
import { useTheme } from '@mui/material/styles';
import { LinesOverTime } from './lines-over-time';

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
  return (
    <LinesOverTime
      dates={data.timeSeries.map((point) => point.date)}
      weekly={data.interval === 'week'}
      lines={SERIES.map(({ key, label }) => ({
        id: key,
        label,
        color: colors[key],
        data: data.timeSeries.map((point) => point[key]),
      }))}
      height={height}
      emptyText="No client activity on this instance in this period yet."
    />
  );
}
