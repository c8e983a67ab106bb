import type { AnalyticsPeriod } from '@clientdock/shared';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PeriodSelect } from '@/features/analytics';
import { formatDateTime } from '@/lib/format';
import { usePlatformAnalytics } from '../api/platform-analytics';
import { GrowthChart, PlatformActivityChart } from '../components/platform-analytics/lazy-charts';
import { MetricCards } from '../components/platform-analytics/metric-cards';
import { Section } from '../components/platform-analytics/section';
import { TopCreatorsTable, TopPortalsTable } from '../components/platform-analytics/top-tables';
import { QueryErrorAlert } from '../components/query-error-alert';
import { formatDay, PERIOD_LABELS, periodFrom } from '../lib/platform-periods';

function PageSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading analytics">
      <Grid container spacing={2}>
        {[0, 1, 2, 3].map((key) => (
          <Grid key={key} size={{ xs: 6, lg: 3 }}>
            <Skeleton variant="rounded" height={112} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={360} />
    </Stack>
  );
}

export default function AdminAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const period = periodFrom(params.get('period'));
  const analytics = usePlatformAnalytics(period);
  const setPeriod = (next: AnalyticsPeriod) => setParams(next === '30d' ? {} : { period: next }, { replace: true });
  const data = analytics.data;
  return (
    <PageFrame
      title="Platform Analytics"
      description="Client activity across every creator’s portals, with new creators and portals, over the period you choose."
      actions={
        <Button component={RouterLink} to="/admin/analytics-management" startIcon={<TuneRounded />}>
          Data retention
        </Button>
      }
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <PeriodSelect value={period} onChange={setPeriod} />
        {data && (
          <Typography variant="body2" color="text.secondary">
            {formatDay(data.from, 'long')} – {formatDay(data.to, 'long')} (UTC) · updated{' '}
            {formatDateTime(data.lastUpdated)}
          </Typography>
        )}
      </Stack>
      {analytics.isPending ? (
        <PageSkeleton />
      ) : analytics.isError ? (
        <QueryErrorAlert error={analytics.error} onRetry={() => analytics.refetch()} what="Platform analytics" />
      ) : (
        <Stack spacing={3} sx={{ opacity: analytics.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <MetricCards data={analytics.data} />
          <Section
            title="Client activity"
            subtitle={`Events by type, ${analytics.data.interval === 'week' ? 'week' : 'day'} by day, over ${PERIOD_LABELS[period].long.toLowerCase()}.`}
          >
            <PlatformActivityChart data={analytics.data} />
          </Section>
          <Section title="Growth" subtitle="New creator accounts and new portals.">
            <GrowthChart data={analytics.data} height={220} />
          </Section>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title="Top creators" subtitle="By views of their portals, then downloads." flush>
                <TopCreatorsTable creators={analytics.data.topCreators} />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title="Top portals" subtitle="By views, then downloads." flush>
                <TopPortalsTable portals={analytics.data.topPortals} />
              </Section>
            </Grid>
          </Grid>
          <Box>
            <Typography variant="caption" color="text.secondary">
              Figures come from daily totals, which are kept even when raw events are deleted by the retention setting.
            </Typography>
          </Box>
        </Stack>
      )}
    </PageFrame>
  );
}
