import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkCard } from '@/components/link-card';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/features/auth';
import { useDashboardHome, useHomeFollowsNotifications } from '../api/dashboard-home';
import { useTeamStarted } from '../api/team-started';
import { HomeSection } from '../components/home-section';
import { PlanCard } from '../components/plan-card';
import { RecentActivityList } from '../components/recent-activity-list';
import { WaitingOnClientsList } from '../components/waiting-on-clients-list';
import { WaitingOnYouList } from '../components/waiting-on-you-list';
import { getNextSteps, greetingFor } from '../lib/next-steps';

export default function CreatorDashboardPage() {
  const me = useCurrentUser();
  const name = me.firstName || me.displayName || me.email;
  const hasTeam = useTeamStarted(me.abilities.canManageTeam);
  const home = useDashboardHome();
  useHomeFollowsNotifications();
  const section = { loading: home.isPending, error: home.isError, onRetry: () => void home.refetch() };
  const steps = getNextSteps(me, { hasTeam });
  return (
    <PageFrame
      title={`${greetingFor(new Date())}, ${name}`}
      description="What happened in your portals, and who is waiting on whom."
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <HomeSection
            title="Waiting on you"
            fill
            count={home.data?.waitingOnYou.length}
            empty="Nothing waits on you. New comments and change requests will show here."
            isEmpty={home.data?.waitingOnYou.length === 0}
            {...section}
          >
            <WaitingOnYouList items={home.data?.waitingOnYou ?? []} />
          </HomeSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <HomeSection
            title="Waiting on clients"
            fill
            count={home.data?.waitingOnClients.length}
            empty="No client keeps you waiting. Recipients who haven't opened and files awaiting a decision will show here."
            isEmpty={home.data?.waitingOnClients.length === 0}
            {...section}
          >
            <WaitingOnClientsList items={home.data?.waitingOnClients ?? []} />
          </HomeSection>
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <HomeSection
            title="Recent activity"
            empty="No client activity yet. Views, downloads, comments and approvals will show here."
            isEmpty={home.data?.recentActivity.length === 0}
            {...section}
          >
            <RecentActivityList events={home.data?.recentActivity ?? []} />
          </HomeSection>
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Stack spacing={3}>
            <PlanCard me={me} />
            {steps.length > 0 && (
              <Stack spacing={2} component="section" aria-labelledby="next-steps-heading">
                <Typography variant="h6" component="h2" id="next-steps-heading">
                  Next steps
                </Typography>
                {steps.map((step) => (
                  <LinkCard
                    key={step.key}
                    to={step.to}
                    title={step.title}
                    description={step.description}
                    icon={<ArrowForwardRounded color="primary" />}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        </Grid>
      </Grid>
    </PageFrame>
  );
}
