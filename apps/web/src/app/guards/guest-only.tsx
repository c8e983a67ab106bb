import { Navigate, Outlet, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { homePathFor, safeRedirectPath, useSession } from '@/features/auth';

/** /, /login and /register: a signed-in active user goes to their dashboard (or the remembered page). */
export function GuestOnly() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'active') {
    const target = safeRedirectPath(searchParams.get('redirect')) ?? homePathFor(session.me);
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
