import { type Me, normalizePlan, PLAN_CATALOG } from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';

/** Across the creator's screens while a payment has failed: the paid plan is kept only for a grace period. */
export function PaymentBanner({ me }: { me: Me | null }) {
  const { pathname, search } = useLocation();
  if (me?.userType !== 'creator' || me.subscriptionStatus !== 'past_due') return null;
  // The plan tab says it itself, with the date.
  if (pathname === '/dashboard/settings' && new URLSearchParams(search).get('tab') === 'plan') return null;
  return (
    <Alert
      severity="warning"
      square
      action={
        <Button color="inherit" size="small" component={RouterLink} to="/dashboard/settings?tab=plan">
          Update card
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      Your last payment did not go through. Update your card to keep {PLAN_CATALOG[normalizePlan(me.plan)].name}.
    </Alert>
  );
}
