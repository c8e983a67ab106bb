import type { AnalyticsMetric, AnalyticsOverview, AnalyticsPeriod } from '@clientdock/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format';
import { PERIOD_LABELS } from '../lib/periods';
import { ChangeIndicator } from './change-indicator';

const METRICS = [
  { key: 'views', label: 'Views' },
  { key: 'uniqueVisitors', label: 'Unique visitors' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'comments', label: 'Comments' },
  { key: 'approvals', label: 'Approvals' },
] as const;

function StatCard({ label, value, children }: { label: string; value: string; children: React.ReactNode }) {
  return (
    <Card component="article" aria-label={label} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 0.5, fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function OverviewCards({ overview, period }: { overview: AnalyticsOverview; period: AnalyticsPeriod }) {
  const previousLabel = PERIOD_LABELS[period].previous;
  const metric = (key: (typeof METRICS)[number]['key']): AnalyticsMetric => overview[key];
  return (
    <Grid container spacing={2} component="div" aria-label="Overview" role="group">
      {METRICS.map(({ key, label }) => (
        <Grid key={key} size={{ xs: 6, sm: 4, xl: 2 }}>
          <StatCard label={label} value={formatNumber(metric(key).value)}>
            <ChangeIndicator metric={metric(key)} previousLabel={previousLabel} />
          </StatCard>
        </Grid>
      ))}
      <Grid size={{ xs: 6, sm: 4, xl: 2 }}>
        <StatCard label="Active portals" value={formatNumber(overview.portals.active)}>
          <Typography variant="caption" color="text.secondary">
            of {formatNumber(overview.portals.total)} {overview.portals.total === 1 ? 'portal' : 'portals'}
          </Typography>
        </StatCard>
      </Grid>
    </Grid>
  );
}
