import type { RequestSection } from '@clientdock/shared';
import { Skeleton } from '../ui/alert';
import { SectionCard } from './section-card';

export const requestSectionTitle = (section: Pick<RequestSection, 'title'>) =>
  section.title || 'Files we need from you';

/** The request section's shape while its code or its list loads. */
export function RequestSkeleton({ id, title }: { id: string; title: string }) {
  return (
    <SectionCard id={id} title={title}>
      <div className="cp-stack" role="status" aria-busy="true" aria-label={`Loading ${title}`}>
        <Skeleton width="40%" height={24} />
        {[0, 1].map((key) => (
          <div key={key} className="cp-card cp-card-body">
            <Skeleton width="50%" height={24} />
            <div style={{ height: 6 }} />
            <Skeleton width="30%" />
            <div style={{ height: 16 }} />
            <Skeleton shape="box" height={88} />
          </div>
        ))}
      </div>
    </SectionCard>
  );
}
