import Skeleton from '@mui/material/Skeleton';
import { type ComponentProps, lazy, Suspense } from 'react';

// The chart library is large: it is fetched only when a chart is first drawn.
const LazyActivity = lazy(() => import('./activity-chart'));
const LazyGrowth = lazy(() => import('./growth-chart'));
const LazyProduct = lazy(() => import('./product-chart'));

export function PlatformActivityChart(props: ComponentProps<typeof LazyActivity>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 300} aria-label="Loading chart" />}>
      <LazyActivity {...props} />
    </Suspense>
  );
}

export function GrowthChart(props: ComponentProps<typeof LazyGrowth>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 260} aria-label="Loading chart" />}>
      <LazyGrowth {...props} />
    </Suspense>
  );
}

export function ProductChart(props: ComponentProps<typeof LazyProduct>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 300} aria-label="Loading chart" />}>
      <LazyProduct {...props} />
    </Suspense>
  );
}
