import type { ReactNode } from 'react';
import { usePublicPortal } from '../api/portal-queries';
import { isPortalError } from '../api/portal-request';
import type { LockedPortal, PublicBranding } from '../api/types';
import LockScreen from './lock/lock-screen';
import { OwnerPreviewBar } from './owner-preview-bar';
import { PortalFrame } from './portal-frame';
import { PortalSkeleton } from './portal-skeleton';
import { PortalView } from './portal-view';
import { type UnavailableKind, UnavailablePage } from './unavailable-page';

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

const GONE_KINDS: Record<string, UnavailableKind> = {
  PORTAL_NOT_PUBLISHED: 'not-published',
  PORTAL_EXPIRED: 'expired',
};

/** Everything a client can meet at /portal/:uuid: loading, the lock, the portal, or why it cannot open. */
export function PortalScreen({ uuid }: { uuid: string }) {
  const query = usePublicPortal(uuid);

  if (query.isPending) {
    return (
      <PortalFrame>
        <PortalSkeleton />
      </PortalFrame>
    );
  }
  if (query.isError) {
    const error = query.error;
    if (isPortalError(error, 'PORTAL_LOCKED')) return <LockScreen uuid={uuid} locked={lockedPortal(error.data)} />;
    let page: ReactNode;
    if (error.status === 410) page = <UnavailablePage kind={GONE_KINDS[error.code] ?? 'unavailable'} />;
    else if (error.status === 404) page = <UnavailablePage kind="not-found" />;
    else page = <UnavailablePage kind="error" detail={error.message} onRetry={() => void query.refetch()} />;
    return <PortalFrame>{page}</PortalFrame>;
  }
  return (
    <PortalFrame branding={query.data.portal.branding}>
      {query.data.preview && <OwnerPreviewBar preview={query.data.preview} />}
      <PortalView uuid={uuid} data={query.data} />
    </PortalFrame>
  );
}
