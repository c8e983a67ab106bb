import { PLAN_CATALOG, PLAN_IDS, type PlanId } from '@clientdock/shared';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { hiddenWithoutPrices, hiddenWithoutSales, type SiteOffer, useSiteOffer } from '@/lib/site-offer';

/** Spec §2: choosing a plan goes to /register?plan={plan}; the free plan to plain /register. */
export function registerPathForPlan(plan: PlanId): string {
  return plan === 'free' ? '/register' : `/register?plan=${plan}`;
}

const CALL_TO_ACTION: Record<PlanId, string> = {
  free: 'Start for free',
  pro: 'Choose Pro',
  agency: 'Choose Agency',
};

/** Without payments here, a paid plan comes from the administrator: said where its button would be. */
export function AskAdministrator({ offer, plan }: { offer: SiteOffer; plan?: string }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ textAlign: 'center', minHeight: 42, alignContent: 'center' }}
    >
      {plan ? `To get ${plan} on this instance, ask your administrator` : 'Ask your administrator'}
      {offer.adminContact ? (
        <>
          {' '}
          at <MuiLink href={`mailto:${offer.adminContact}`}>{offer.adminContact}</MuiLink>
        </>
      ) : null}
      .
    </Typography>
  );
}

/** On an instance without payments: how a paid plan is had here. */
export function SelfHostedNotice({ offer }: { offer: SiteOffer }) {
  return (
    <Alert severity="info" sx={{ mb: 3 }} role="note">
      Plans on this instance are given by its administrator, not bought here. Start on Free, then ask your administrator
      {offer.adminContact ? (
        <>
          {' '}
          (<MuiLink href={`mailto:${offer.adminContact}`}>{offer.adminContact}</MuiLink>)
        </>
      ) : null}{' '}
      for Pro or Agency.
    </Alert>
  );
}

export function PricingPlans() {
  const offer = useSiteOffer();
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
                {offer.showPrices && (
                  <Typography component="p" sx={{ mb: 3, ...hiddenWithoutPrices }} data-price>
                    <Typography component="span" variant="h4" sx={{ fontWeight: 700 }}>
                      {plan.priceLabel}
                    </Typography>{' '}
                    <Typography component="span" color="text.secondary">
                      {plan.period}
                    </Typography>
                  </Typography>
                )}
                <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, mb: 4, flexGrow: 1 }}>
                  {plan.features.map((feature) => (
                    <Stack component="li" key={feature} direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
                      <CheckRounded fontSize="small" color="primary" />
                      <Typography variant="body2">{feature}</Typography>
                    </Stack>
                  ))}
                </Stack>
                {id !== 'free' && offer.billing === 'none' ? (
                  <AskAdministrator offer={offer} plan={plan.name} />
                ) : (
                  <Button
                    component={Link}
                    to={registerPathForPlan(id)}
                    variant={plan.mostPopular ? 'contained' : 'outlined'}
                    size="large"
                    fullWidth
                    sx={id === 'free' ? undefined : hiddenWithoutSales}
                  >
                    {CALL_TO_ACTION[id]}
                  </Button>
                )}
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
