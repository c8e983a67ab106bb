import { Navigate, Outlet, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { homePathFor, safeRedirectPath, useSession } from '@/features/auth';

/** /, /login and /register: a signed-in active user goes to their dashboard (or the remembered page). */
export function GuestOnly() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'active') {
    // An email-change link followed in the browser that is still signed in lands here: show the email settings,
    // which say whether the new address is now the account's, rather than a dashboard with no word about it.
    if (searchParams.has('emailVerified')) return <Navigate to="/dashboard/settings?tab=email" replace />;
    // Signed up after choosing a paid plan on the pricing page: on to paying for it, from the plan tab.
    const plan = searchParams.get('plan');
    if (session.me.userType === 'creator' && (plan === 'pro' || plan === 'agency'))
      return <Navigate to={`/dashboard/settings?tab=plan&upgrade=${plan}`} replace />;
    const target = safeRedirectPath(searchParams.get('redirect')) ?? homePathFor(session.me);
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
