import type { AnalyticsMetric, AnalyticsPeriod, PlatformAnalytics } from '@clientdock/shared';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import { PERIOD_LABELS } from '../../lib/platform-periods';

function Change({ metric, period }: { metric: AnalyticsMetric; period: AnalyticsPeriod }) {
  const previous = PERIOD_LABELS[period].previous;
  if (metric.previous === null || !previous) {
    return (
      <Typography variant="caption" color="text.secondary">
        Since the first activity
      </Typography>
    );
  }
  if (metric.change === null) {
    return (
      <Typography variant="caption" color="text.secondary">
        None in {previous}
      </Typography>
    );
  }
  const up = metric.change > 0;
  const color = metric.change === 0 ? 'text.secondary' : up ? 'success.main' : 'error.main';
  return (
    <Typography variant="caption" sx={{ color, display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      {metric.change !== 0 &&
        (up ? <ArrowUpwardRounded sx={{ fontSize: 14 }} /> : <ArrowDownwardRounded sx={{ fontSize: 14 }} />)}
      {metric.change > 0 ? '+' : ''}
      {metric.change}% vs {previous}
    </Typography>
  );
}

function StatCard({ label, value, children }: { label: string; value: number; children: ReactNode }) {
  return (
    <Card component="article" aria-label={label} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 0.5, fontVariantNumeric: 'tabular-nums' }}>
          {formatNumber(value)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const ACTIVITY = [
  { key: 'views', label: 'Views' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'comments', label: 'Comments' },
  { key: 'approvals', label: 'Approvals' },
  { key: 'forms', label: 'Form answers' },
] as const;

/** New creators and portals, then client activity, each against the period before. */
export function MetricCards({ data }: { data: PlatformAnalytics }) {
  const { overview, period } = data;
  return (
    <Grid container spacing={2} role="group" aria-label="Overview">
      <Grid size={{ xs: 6, sm: 4, lg: 3 }}>
        <StatCard label="New creators" value={overview.creators.new.value}>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatNumber(overview.creators.total)} in all
          </Typography>
          <Change metric={overview.creators.new} period={period} />
        </StatCard>
      </Grid>
      <Grid size={{ xs: 6, sm: 4, lg: 3 }}>
        <StatCard label="New portals" value={overview.portals.new.value}>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatNumber(overview.portals.active)} active of {formatNumber(overview.portals.total)}
          </Typography>
          <Change metric={overview.portals.new} period={period} />
        </StatCard>
      </Grid>
      {ACTIVITY.map(({ key, label }) => (
        <Grid key={key} size={{ xs: 6, sm: 4, lg: key === 'views' || key === 'downloads' ? 3 : 4 }}>
          <StatCard label={label} value={overview[key].value}>
            <Change metric={overview[key]} period={period} />
          </StatCard>
        </Grid>
      ))}
    </Grid>
  );
}
