import { PLAN_IDS, type PlanId } from '@clientdock/shared';
import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { ChosenPlan } from '../components/chosen-plan';
import { RegisterForm } from '../components/register-form';
import { authLink, safeRedirectPath } from '../lib/redirect';

function parsePlan(value: string | null): PlanId | null {
  return (PLAN_IDS as readonly string[]).includes(value ?? '') ? (value as PlanId) : null;
}

export default function RegisterPage() {
  const [params] = useSearchParams();
  const plan = parsePlan(params.get('plan'));
  // A paid plan chosen on the pricing page: after signing up, the plan tab takes the account on to paying for it.
  const redirect =
    safeRedirectPath(params.get('redirect')) ??
    (plan && plan !== 'free' ? `/dashboard/settings?tab=plan&upgrade=${plan}` : null);
  return (
    <AuthCard
      title="Create your account"
      subtitle="Set up branded portals for your clients in a few minutes."
      aside={plan && <ChosenPlan planId={plan} />}
      footer={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to={authLink('/login', redirect)}>
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm redirect={redirect} />
    </AuthCard>
  );
}
