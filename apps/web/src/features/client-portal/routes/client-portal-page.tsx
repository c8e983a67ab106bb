import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { usePublicPortal } from '../api/portal-queries';
import { isPortalError } from '../api/portal-request';
import type { LockedPortal, PublicBranding } from '../api/types';
import { PortalSkeleton } from '../components/portal-skeleton';
import { UnavailablePage } from '../components/unavailable-page';

// The page itself stays tiny so its skeleton shows at once; the portal view and the lock screen load
// in parallel with the portal's own request (started here, not when first rendered).
const loadView = () => import('../components/branded-portal');
const loadLock = () => import('../components/lock/lock-screen');
const BrandedPortal = lazy(loadView);
const LockScreen = lazy(loadLock);
if (!import.meta.env.VITEST) {
  void loadView();
  void loadLock();
}

function lockedPortal(data: Record<string, unknown>): LockedPortal {
  const portal = (data.portal ?? {}) as Partial<LockedPortal['portal']>;
  return {
    accessType: data.accessType === 'email' ? 'email' : 'pin',
    portal: {
      name: portal.name ?? 'Private portal',
      branding: portal.branding ?? ({} as PublicBranding),
      whiteLabel: portal.whiteLabel === true,
    },
  };
}

export default function ClientPortalPage() {
  const { uuid = '' } = useParams();
  const query = usePublicPortal(uuid);

  if (query.isPending) return <PortalSkeleton />;
  if (query.isError) {
    const error = query.error;
    if (isPortalError(error, 'PORTAL_LOCKED')) {
      return (
        <Suspense fallback={<PortalSkeleton />}>
          <LockScreen uuid={uuid} locked={lockedPortal(error.data)} />
        </Suspense>
      );
    }
    if (error.status === 410)
      return <UnavailablePage kind={error.code === 'PORTAL_EXPIRED' ? 'expired' : 'unavailable'} />;
    if (error.status === 404) return <UnavailablePage kind="not-found" />;
    return <UnavailablePage kind="error" detail={error.message} onRetry={() => void query.refetch()} />;
  }
  return (
    <Suspense fallback={<PortalSkeleton />}>
      <BrandedPortal uuid={uuid} data={query.data} />
    </Suspense>
  );
}
