import { PLAN_CATALOG, type PlanId } from '@clientdock/shared';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The plan picked on the pricing section, shown above the sign-up form. */
export function ChosenPlan({ planId }: { planId: PlanId }) {
  const plan = PLAN_CATALOG[planId];
  return (
    <Card component="section" aria-label="Chosen plan" sx={{ borderColor: 'primary.main' }}>
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="overline" color="text.secondary">
            Chosen plan
          </Typography>
          {plan.mostPopular && <Chip label="Most Popular" color="primary" size="small" />}
        </Stack>
        <Typography variant="h6" component="p">
          {plan.name} · {plan.priceLabel} {plan.period}
        </Typography>
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, my: 1.5 }}>
          {plan.features.map((feature) => (
            <Stack component="li" key={feature} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CheckRounded fontSize="small" color="primary" />
              <Typography variant="body2">{feature}</Typography>
            </Stack>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {plan.priceMonthly > 0
            ? 'Create your account first; you confirm the plan and payment afterwards. '
            : 'Free forever, no card needed. '}
          <Link component={RouterLink} to="/pricing">
            Compare plans
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}
