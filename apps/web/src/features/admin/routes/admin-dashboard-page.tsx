import { ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES, type AdminDashboard, formatBytes } from '@clientdock/shared';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LinkCard } from '@/components/link-card';
import { PageFrame } from '@/components/page-frame';
import { formatNumber } from '@/lib/format';
import { useAdminDashboard } from '../api/dashboard';
import { AccountStatusChip } from '../components/creators/account-status-chip';
import { PlanChart, WeekChart } from '../components/dashboard/lazy-dashboard-charts';
import { StatCard } from '../components/dashboard/stat-card';
import { QueryErrorAlert } from '../components/query-error-alert';

const AREAS = [
  {
    to: '/admin/creators',
    title: 'Manage Creators',
    text: 'Approve sign-ups, suspend accounts, change plans.',
    icon: PeopleAltOutlined,
  },
  {
    to: '/admin/templates',
    title: 'Template Management',
    text: 'Review and feature marketplace templates.',
    icon: ViewQuiltOutlined,
  },
  { to: '/admin/blog', title: 'Blog Manager', text: 'Write and publish posts.', icon: ArticleOutlined },
  {
    to: '/admin/analytics',
    title: 'Platform Analytics',
    text: 'Activity across the whole instance.',
    icon: BarChartOutlined,
  },
  {
    to: '/admin/security',
    title: 'Security Logs',
    text: 'Sign-ins, lockouts and role changes.',
    icon: SecurityOutlined,
  },
  {
    to: '/admin/support-tickets',
    title: 'Support tickets',
    text: 'Messages from the contact form.',
    icon: SupportAgentOutlined,
  },
  {
    to: '/admin/settings',
    title: 'Platform settings',
    text: 'Sign-up approval, default plan, upload size.',
    icon: TuneOutlined,
  },
];

const plural = (n: number, one: string, many = `${one}s`) => `${formatNumber(n)} ${n === 1 ? one : many}`;

function Figures({ data }: { data: AdminDashboard }) {
  const pending = data.pendingApprovals;
  const activePortals = data.portals.byStatus.active;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 4, xl: 2 }}>
        <StatCard
          label="Accounts"
          value={formatNumber(data.accounts.total)}
          hint={`${formatNumber(data.accounts.newLast7Days)} new in 7 days`}
          to="/admin/creators"
        />
      </Grid>
      <Grid size={{ xs: 6, md: 4, xl: 2 }}>
        <StatCard
          label="Waiting for approval"
          value={formatNumber(pending.accounts + pending.templates)}
          hint={`${plural(pending.accounts, 'account')}, ${plural(pending.templates, 'template')}`}
          to={pending.accounts > 0 || pending.templates === 0 ? '/admin/creators?status=pending' : '/admin/templates'}
          tone={pending.accounts + pending.templates > 0 ? 'warning' : 'default'}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 4, xl: 2 }}>
        <StatCard
          label="Portals"
          value={formatNumber(data.portals.total)}
          hint={`${formatNumber(activePortals)} active`}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 4, xl: 2 }}>
        <StatCard
          label="Storage used"
          value={formatBytes(data.storage.bytes)}
          hint={`${plural(data.storage.files, 'file')}, ${formatNumber(data.storage.uploadsLast7Days)} uploaded in 7 days`}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 4, xl: 2 }}>
        <StatCard
          label="Client activity"
          value={formatNumber(data.events.last7Days)}
          hint={`${formatNumber(data.events.byType.view)} views, ${formatNumber(data.events.byType.download)} downloads in 7 days`}
          to="/admin/analytics"
        />
      </Grid>
      <Grid size={{ xs: 6, md: 4, xl: 2 }}>
        <StatCard
          label="Open tickets"
          value={formatNumber(data.openTickets)}
          hint="From the contact form"
          to="/admin/support-tickets"
        />
      </Grid>
    </Grid>
  );
}

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading the dashboard">
      <Grid container spacing={2}>
        {[0, 1, 2, 3, 4, 5].map((card) => (
          <Grid key={card} size={{ xs: 6, md: 4, xl: 2 }}>
            <Skeleton variant="rounded" height={112} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

export default function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  const data = dashboard.data;
  return (
    <PageFrame
      title="Admin Dashboard"
      description="This ClientDock instance at a glance: its accounts, portals, storage and the week’s activity."
    >
      <Stack spacing={3}>
        {data && data.pendingApprovals.accounts > 0 && (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to="/admin/creators?status=pending" color="inherit" size="small">
                Review
              </Button>
            }
          >
            {plural(data.pendingApprovals.accounts, 'account')} {data.pendingApprovals.accounts === 1 ? 'is' : 'are'}{' '}
            waiting for your approval.
          </Alert>
        )}
        {dashboard.isPending ? (
          <DashboardSkeleton />
        ) : dashboard.isError ? (
          <QueryErrorAlert error={dashboard.error} onRetry={() => dashboard.refetch()} what="The dashboard" />
        ) : (
          <>
            <Figures data={dashboard.data} />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 8 }}>
                <ChartCard title="The last 7 days">
                  <WeekChart dashboard={dashboard.data} />
                </ChartCard>
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <ChartCard title="Accounts by plan">
                  <PlanChart dashboard={dashboard.data} />
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
                    {ACCOUNT_STATUSES.map((status) => (
                      <Stack key={status} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                        <AccountStatusChip status={status} />
                        <Typography
                          variant="body2"
                          sx={{ fontVariantNumeric: 'tabular-nums' }}
                          aria-label={`${ACCOUNT_STATUS_LABELS[status]}: ${dashboard.data.accounts.byStatus[status]}`}
                        >
                          {formatNumber(dashboard.data.accounts.byStatus[status])}
                        </Typography>
                      </Stack>
                    ))}
                  </Stack>
                </ChartCard>
              </Grid>
            </Grid>
          </>
        )}
        <section aria-labelledby="admin-areas">
          <Typography id="admin-areas" variant="h6" component="h2" sx={{ mb: 2 }}>
            Run the platform
          </Typography>
          <Grid container spacing={2}>
            {AREAS.map(({ to, title, text, icon: Icon }) => (
              <Grid key={to} size={{ xs: 12, sm: 6, lg: 4 }}>
                <LinkCard to={to} title={title} description={text} icon={<Icon color="primary" />} />
              </Grid>
            ))}
          </Grid>
        </section>
      </Stack>
    </PageFrame>
  );
}
