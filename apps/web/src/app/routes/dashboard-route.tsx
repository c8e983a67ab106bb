import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useSession } from '@/features/auth';

const AdminDashboardPage = lazy(() => import('@/features/admin/routes/admin-dashboard-page'));
const CreatorDashboardPage = lazy(() => import('@/features/dashboard/routes/creator-dashboard-page'));

/** /dashboard: admins see the admin dashboard, everyone else the creator dashboard. */
export default function DashboardRoute() {
  const session = useSession();
  if (session.status !== 'active') return null;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {session.me.userType === 'admin' ? <AdminDashboardPage /> : <CreatorDashboardPage />}
    </Suspense>
  );
}
