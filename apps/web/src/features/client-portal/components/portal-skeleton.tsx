import { ClientPortalLayout } from './client-portal-layout';
import { Skeleton } from './ui/alert';

export function PortalSkeleton() {
  return (
    <ClientPortalLayout width="md">
      <div className="cp-stack cp-stack--lg" role="status" aria-busy="true" aria-label="Loading the portal">
        <div>
          <Skeleton width="60%" height={36} />
          <div style={{ height: 8 }} />
          <Skeleton width="35%" />
        </div>
        <Skeleton shape="box" height={200} />
        <div className="cp-card cp-card-body">
          <Skeleton width="30%" height={26} />
          {[0, 1, 2].map((key) => (
            <div key={key} className="cp-row" style={{ gap: 12, padding: '10px 0' }}>
              <Skeleton shape="box" width={32} height={32} />
              <div className="cp-grow">
                <Skeleton width="55%" />
                <div style={{ height: 4 }} />
                <Skeleton width="25%" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </ClientPortalLayout>
  );
}
