import { PLAN_CATALOG, PLAN_IDS, type PlanId } from '@clientdock/shared';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

/** Spec §2: choosing a plan goes to /register?plan={plan}; the free plan to plain /register. */
export function registerPathForPlan(plan: PlanId): string {
  return plan === 'free' ? '/register' : `/register?plan=${plan}`;
}

const CALL_TO_ACTION: Record<PlanId, string> = {
  free: 'Start for free',
  pro: 'Choose Pro',
  agency: 'Choose Agency',
};

export function PricingPlans() {
  return (
    <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
      {PLAN_IDS.map((id) => {
        const plan = PLAN_CATALOG[id];
        return (
          <Grid key={id} size={{ xs: 12, md: 4 }}>
            <Card
              component="article"
              aria-label={`${plan.name} plan`}
              sx={{
                height: '100%',
                borderColor: plan.mostPopular ? 'primary.main' : undefined,
                borderWidth: plan.mostPopular ? 2 : 1,
              }}
            >
              <CardContent sx={{ p: 4, height: '100%', display: 'flex', flexDirection: 'column' }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
                  <Typography variant="h6" component="h3">
                    {plan.name}
                  </Typography>
                  {plan.mostPopular && <Chip label="Most Popular" color="primary" size="small" />}
                </Stack>
                <Typography component="p" sx={{ mb: 3 }}>
                  <Typography component="span" variant="h4" sx={{ fontWeight: 700 }}>
                    {plan.priceLabel}
                  </Typography>{' '}
                  <Typography component="span" color="text.secondary">
                    {plan.period}
                  </Typography>
                </Typography>
                <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, mb: 4, flexGrow: 1 }}>
                  {plan.features.map((feature) => (
                    <Stack component="li" key={feature} direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
                      <CheckRounded fontSize="small" color="primary" />
                      <Typography variant="body2">{feature}</Typography>
                    </Stack>
                  ))}
                </Stack>
                <Button
                  component={Link}
                  to={registerPathForPlan(id)}
                  variant={plan.mostPopular ? 'contained' : 'outlined'}
                  size="large"
                  fullWidth
                >
                  {CALL_TO_ACTION[id]}
                </Button>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
