import { type AnalyticsPeriod, DEFAULT_ANALYTICS_PERIOD } from '@clientdock/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@/features/auth';
import { ReadingSummary } from '@/features/portal-activity';
import { formatNumber } from '@/lib/format';
import { usePortalAnalytics } from '../api/get-analytics';
import { lockedPeriods, PERIOD_LABELS, periodForPlan } from '../lib/periods';
import { AnalyticsProblem } from './analytics-problem';
import { AnalyticsUpgradePrompt } from './analytics-upgrade-prompt';
import { ChangeIndicator } from './change-indicator';
import { ActivityChart } from './lazy-charts';
import { LinkPreviewsNote } from './link-previews-note';
import { PeriodSelect } from './period-select';

const FIGURES = [
  { key: 'views', label: 'Views' },
  { key: 'uniqueVisitors', label: 'Visitors' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'comments', label: 'Comments' },
  { key: 'approvals', label: 'Approvals' },
] as const;

/** One portal's figures for the editor: the overview numbers and a small chart of views and downloads. */
export function PortalAnalytics({ portalId }: { portalId: string }) {
  const session = useSession();
  // The editor is behind the sign-in guard; without a session (a bare render) nothing is locked.
  const locked = session.status === 'active' ? lockedPeriods(session.me) : [];
  const [period, setPeriod] = useState<AnalyticsPeriod>(() =>
    session.status === 'active' ? periodForPlan(session.me, DEFAULT_ANALYTICS_PERIOD) : DEFAULT_ANALYTICS_PERIOD,
  );
  const analytics = usePortalAnalytics(portalId, period);
  const shown = analytics.data?.period ?? period;
  return (
    <Stack spacing={2.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <PeriodSelect value={period} onChange={setPeriod} locked={locked} />
        <Link component={RouterLink} to={`/dashboard/analytics?period=${period}`} variant="body2" underline="hover">
          All portals’ analytics
        </Link>
      </Stack>
      {locked.length > 0 && <AnalyticsUpgradePrompt part="portal" />}
      {analytics.isPending ? (
        <Stack spacing={2} role="status" aria-label="Loading portal analytics">
          <Grid container spacing={2}>
            {FIGURES.map(({ key }) => (
              <Grid key={key} size={{ xs: 6, sm: 4, md: 'grow' }}>
                <Skeleton variant="rounded" height={96} />
              </Grid>
            ))}
          </Grid>
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : analytics.isError && !analytics.data ? (
        <AnalyticsProblem
          error={analytics.error}
          onRetry={() => analytics.refetch()}
          isRetrying={analytics.isFetching}
        />
      ) : (
        <>
          <Grid container spacing={2} role="group" aria-label="Portal figures">
            {FIGURES.map(({ key, label }) => (
              <Grid key={key} size={{ xs: 6, sm: 4, md: 'grow' }}>
                <Card component="article" aria-label={label} sx={{ p: 2, height: '100%' }}>
                  <Typography variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                    {formatNumber(analytics.data.overview[key].value)}
                  </Typography>
                  <ChangeIndicator
                    metric={analytics.data.overview[key]}
                    previousLabel={PERIOD_LABELS[shown].previous}
                  />
                </Card>
              </Grid>
            ))}
          </Grid>
          <LinkPreviewsNote count={analytics.data.overview.linkPreviews} />
          <Card sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              Views and downloads
            </Typography>
            <Box>
              <ActivityChart points={analytics.data.timeSeries} period={shown} height={220} compact />
            </Box>
          </Card>
        </>
      )}
      <ReadingSummary portalId={portalId} />
    </Stack>
  );
}
