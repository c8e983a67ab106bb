import type { RequestSection } from '@clientdock/shared';
import { lazy, Suspense } from 'react';
import { RequestSkeleton, requestSectionTitle } from './request-skeleton';

// The request section and its tus client come in their own chunk, only to a portal that asks for files.
const RequestSectionView = lazy(() => import('./request-section'));

export function LazyRequestSection({ section }: { section: RequestSection }) {
  return (
    <Suspense fallback={<RequestSkeleton id={section.id} title={requestSectionTitle(section)} />}>
      <RequestSectionView section={section} />
    </Suspense>
  );
}
