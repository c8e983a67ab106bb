import { type AnalyticsPeriod, PRODUCT_EVENT_NAMES } from '@clientdock/shared';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PeriodSelect } from '@/features/analytics';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useProductAnalytics } from '../../api/platform-analytics';
import { formatDay, PERIOD_LABELS } from '../../lib/platform-periods';
import { EmptyState } from '../empty-state';
import { QueryErrorAlert } from '../query-error-alert';
import { ProductChart } from './lazy-charts';
import { ProductFunnel } from './product-funnel';
import { PRODUCT_EVENT_LABELS } from './product-labels';
import { RecentErrors, TopFeatures } from './product-lists';
import { Section } from './section';

function Loading() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading product analytics">
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={340} />
      <Skeleton variant="rounded" height={260} />
    </Stack>
  );
}

/** The admin's product analytics (spec §7): first-party events, the sign-up funnel, features and client errors. */
export function ProductSection({
  period,
  onPeriodChange,
}: {
  period: AnalyticsPeriod;
  onPeriodChange: (period: AnalyticsPeriod) => void;
}) {
  const analytics = useProductAnalytics(period);
  const data = analytics.data;
  const isEmpty = data ? PRODUCT_EVENT_NAMES.every((name) => data.totals[name] === 0) : false;
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <PeriodSelect value={period} onChange={onPeriodChange} />
        {data && (
          <Typography variant="body2" color="text.secondary">
            {formatDay(data.from, 'long')} – {formatDay(data.to, 'long')} (UTC) · updated{' '}
            {formatDateTime(data.lastUpdated)}
          </Typography>
        )}
      </Stack>
      {analytics.isPending ? (
        <Loading />
      ) : analytics.isError ? (
        <QueryErrorAlert error={analytics.error} onRetry={() => analytics.refetch()} what="Product analytics" />
      ) : isEmpty ? (
        <Card>
          <EmptyState
            icon={<InsightsOutlined />}
            title="No product events yet"
            text={`Nothing was recorded over ${PERIOD_LABELS[period].long.toLowerCase()}. Visits, sign-ups, new portals and purchases appear here as people use ClientDock; browsers that ask not to be tracked are never counted.`}
          />
        </Card>
      ) : (
        <Stack spacing={3} sx={{ opacity: analytics.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Card component="section" aria-label="Event totals">
            <Grid container sx={{ p: { xs: 1, sm: 1.5 } }}>
              {PRODUCT_EVENT_NAMES.map((name) => (
                <Grid key={name} size={{ xs: 6, sm: 4, md: 12 / 5 }} sx={{ p: { xs: 1, sm: 1.5 } }}>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {PRODUCT_EVENT_LABELS[name]}
                  </Typography>
                  <Typography
                    variant="h6"
                    component="p"
                    sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                    aria-label={`${PRODUCT_EVENT_LABELS[name]}: ${analytics.data.totals[name]}`}
                  >
                    {formatNumber(analytics.data.totals[name])}
                  </Typography>
                </Grid>
              ))}
            </Grid>
          </Card>
          <Section
            title="Funnel"
            subtitle="Visits, then the accounts that signed up in the period and how far they went. Percentages are of the step before."
          >
            <Box sx={{ px: { xs: 1, sm: 1 }, pb: 1 }}>
              <ProductFunnel funnel={analytics.data.funnel} />
            </Box>
          </Section>
          <Section
            title="Events over time"
            subtitle={`${analytics.data.interval === 'week' ? 'Week' : 'Day'} by day, over ${PERIOD_LABELS[period].long.toLowerCase()}.`}
          >
            <ProductChart data={analytics.data} />
          </Section>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Section title="Top features" subtitle="What people use most, by feature_used events." flush>
                <TopFeatures features={analytics.data.topFeatures} />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <Section title="Recent client errors" subtitle="Errors browsers reported, newest first." flush>
                <RecentErrors errors={analytics.data.recentErrors} />
              </Section>
            </Grid>
          </Grid>
          <Typography variant="caption" color="text.secondary">
            First-party only: no cookie, nothing about the person, and browsers with Do Not Track or Global Privacy
            Control are not counted. Events older than the raw-event retention are deleted.
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
