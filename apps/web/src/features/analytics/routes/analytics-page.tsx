import { type Analytics, type AnalyticsPeriod, hasFeature } from '@clientdock/shared';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PlanBadge } from '@/components/plan-badge';
import { useCurrentUser } from '@/features/auth';
import { trackFeature } from '@/lib/product-events';
import { analyticsExportUrl, useAnalytics } from '../api/get-analytics';
import { NoActivityYet, NoPortalsYet } from '../components/analytics-empty';
import { AnalyticsProblem } from '../components/analytics-problem';
import { AnalyticsSkeleton } from '../components/analytics-skeleton';
import { AnalyticsUpgradePrompt } from '../components/analytics-upgrade-prompt';
import { ClientEngagementTable } from '../components/client-engagement-table';
import { FilePopularityTable } from '../components/file-popularity-table';
import { ActivityChart, PortalBarChart } from '../components/lazy-charts';
import { LinkPreviewsNote } from '../components/link-previews-note';
import { OverviewCards } from '../components/overview-cards';
import { PeriodSelect } from '../components/period-select';
import { PortalPerformanceTable } from '../components/portal-performance-table';
import { RecentActivityFeed } from '../components/recent-activity-feed';
import { SectionCard } from '../components/section-card';
import { StalledApprovalsCard } from '../components/stalled-approvals-card';
import { timeAgo } from '../lib/format';
import { lockedPeriods, PERIOD_LABELS, periodForPlan, periodFrom, periodPhrase } from '../lib/periods';

function hasActivity(analytics: Analytics): boolean {
  const { views, downloads, comments, approvals } = analytics.overview;
  return [views, downloads, comments, approvals].some((metric) => metric.value > 0);
}

function AnalyticsBody({ analytics, period }: { analytics: Analytics; period: AnalyticsPeriod }) {
  const label = PERIOD_LABELS[period].long;
  const scope = period === 'all' ? 'All time' : `Last ${label.toLowerCase()}`;
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <OverviewCards overview={analytics.overview} period={period} />
        <LinkPreviewsNote count={analytics.overview.linkPreviews} />
      </Stack>
      {!hasActivity(analytics) && <NoActivityYet phrase={periodPhrase(period)} />}
      <StalledApprovalsCard />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <SectionCard
            title="Activity over time"
            subtitle={`${scope}, ${period === '1y' || period === 'all' ? 'by week' : 'by day'} (UTC)`}
          >
            <ActivityChart points={analytics.timeSeries} period={period} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <SectionCard title="Recent activity" subtitle="Latest client events, newest first">
            <RecentActivityFeed events={analytics.recentActivity} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <SectionCard title="Views by portal" subtitle={`Busiest portals, ${scope.toLowerCase()}`}>
            <PortalBarChart portals={analytics.portalPerformance} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <SectionCard title="Top files" subtitle="Most downloaded files" flush>
            {!analytics.advanced ? (
              <AnalyticsUpgradePrompt part="files" />
            ) : analytics.filePopularity.length > 0 ? (
              <FilePopularityTable files={analytics.filePopularity} />
            ) : (
              <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>
                No downloads {periodPhrase(period)}.
              </Typography>
            )}
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <SectionCard
            title="Portal performance"
            subtitle="Downloads and comments per view: 1.5 per view means three downloads for every two visits"
            flush
          >
            <PortalPerformanceTable portals={analytics.portalPerformance} />
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <SectionCard
            title="Clients"
            subtitle="One row per client email across portals; visitors without one by browser"
            flush
          >
            {!analytics.advanced ? (
              <AnalyticsUpgradePrompt part="clients" />
            ) : analytics.clientEngagement.length > 0 ? (
              <ClientEngagementTable clients={analytics.clientEngagement} />
            ) : (
              <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>
                No client has opened a portal {periodPhrase(period)}.
              </Typography>
            )}
          </SectionCard>
        </Grid>
      </Grid>
    </Stack>
  );
}

export default function AnalyticsPage() {
  const me = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const isAdvanced = hasFeature(me, 'advancedAnalytics');
  const locked = lockedPeriods(me);
  // A shared link to a longer period opens on what the plan shows, with the locked ones explained beside it.
  const period = periodForPlan(me, periodFrom(searchParams.get('period')));
  const analytics = useAnalytics(period);
  const setPeriod = (next: AnalyticsPeriod) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('period', next);
        return params;
      },
      { replace: true },
    );
  const isEmpty = analytics.data?.overview.portals.total === 0;

  return (
    <PageFrame
      title="Analytics"
      description="What your clients did in your portals: views, downloads, comments and approvals."
      actions={
        isEmpty ? undefined : (
          <Button
            component="a"
            href={analyticsExportUrl(period)}
            download
            onClick={() => trackFeature('analytics_csv')}
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            disabled={!analytics.data || !isAdvanced}
          >
            Export CSV
            {!isAdvanced && <PlanBadge feature="advancedAnalytics" />}
          </Button>
        )
      }
    >
      {!isEmpty && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 3, mt: -1 }}
        >
          <PeriodSelect value={period} onChange={setPeriod} locked={locked} />
          {analytics.data && (
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {analytics.isFetching ? 'Updating…' : `Updated ${timeAgo(analytics.data.lastUpdated).toLowerCase()}`}
            </Typography>
          )}
        </Stack>
      )}
      {analytics.isPending ? (
        <AnalyticsSkeleton />
      ) : analytics.isError && !analytics.data ? (
        <AnalyticsProblem
          error={analytics.error}
          onRetry={() => analytics.refetch()}
          isRetrying={analytics.isFetching}
        />
      ) : isEmpty ? (
        <NoPortalsYet />
      ) : (
        <Stack spacing={3}>
          {!isAdvanced && <AnalyticsUpgradePrompt part="periods" />}
          {analytics.isError && (
            <AnalyticsProblem
              error={analytics.error}
              onRetry={() => analytics.refetch()}
              isRetrying={analytics.isFetching}
            />
          )}
          <AnalyticsBody analytics={analytics.data} period={analytics.data.period} />
        </Stack>
      )}
    </PageFrame>
  );
}
