import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { LinkCard } from '@/components/link-card';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/features/auth';
import { useTeamStarted } from '../api/team-started';
import { PlanCard } from '../components/plan-card';
import { getNextSteps, greetingFor } from '../lib/next-steps';

export default function CreatorDashboardPage() {
  const me = useCurrentUser();
  const name = me.firstName || me.displayName || me.email;
  const hasTeam = useTeamStarted(me.abilities.canManageTeam);
  return (
    <PageFrame
      title={`${greetingFor(new Date())}, ${name}`}
      description="Your plan at a glance and the next things worth doing."
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <PlanCard me={me} />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Next steps
          </Typography>
          <Grid container spacing={2}>
            {getNextSteps(me, { hasTeam }).map((step) => (
              <Grid key={step.key} size={{ xs: 12, sm: 6 }}>
                <LinkCard
                  to={step.to}
                  title={step.title}
                  description={step.description}
                  icon={<ArrowForwardRounded color="primary" />}
                />
              </Grid>
            ))}
          </Grid>
        </Grid>
      </Grid>
    </PageFrame>
  );
}
