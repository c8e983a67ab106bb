import { type AccountSecurity, messages } from '@clientdock/shared';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, Link as RouterLink, useLocation, useNavigation } from 'react-router';
import { AccessDenied } from '@/components/access-denied';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { meQueryKey, useSession } from '@/features/auth';
import { api } from '@/lib/api-client';
import { BlockedAccount } from './blocked-account';
import { ErrorScreen } from './error-screen';

/** Signed-in routes: spinner while the session loads, sign-in pages for visitors, Access Denied for blocked accounts. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const queryClient = useQueryClient();

  if (session.status === 'loading') return <FullPageSpinner label="Loading your account" />;
  if (session.status === 'anonymous') {
    // While a navigation (such as the one after signing out) is under way, let it finish instead of bouncing.
    if (navigation.state !== 'idle') return <FullPageSpinner />;
    const origin = `${location.pathname}${location.search}${location.hash}`;
    // Spec §2: /dashboard itself sends visitors to /login; every other guarded page to /register.
    const target = location.pathname === '/dashboard' ? '/login' : '/register';
    return <Navigate to={`${target}?redirect=${encodeURIComponent(origin)}`} replace />;
  }
  if (session.status === 'blocked') return <BlockedAccount message={session.message} />;
  if (session.status === 'error') {
    return (
      <ErrorScreen
        message={session.message}
        onRetry={() => void queryClient.refetchQueries({ queryKey: meQueryKey })}
      />
    );
  }
  return <Outlet />;
}

/** Admin-only routes, inside RequireAuth. */
export function RequireAdmin() {
  const session = useSession();
  const isAdmin = session.status === 'active' && session.me.userType === 'admin';
  // Same key as Settings > Security, so turning two-factor on there lets the admin back in at once.
  const security = useQuery({
    queryKey: ['settings', 'security'],
    queryFn: ({ signal }) => api.get<AccountSecurity>('/api/account/security', { signal }),
    enabled: isAdmin,
  });
  if (session.status !== 'active') return null;
  if (!isAdmin) {
    return (
      <AccessDenied
        message={messages.adminRequired}
        actions={
          <Button component={RouterLink} to="/dashboard" variant="contained">
            Go to your dashboard
          </Button>
        }
      />
    );
  }
  // An instance that requires two-factor sign-in for admins sends one without it to set it up first.
  if (security.data?.twoFactorRequired && !security.data.twoFactorEnabled) {
    return <Navigate to="/dashboard/settings?tab=security" replace />;
  }
  return <Outlet />;
}
