import Skeleton from '@mui/material/Skeleton';
import { type ComponentProps, lazy, Suspense } from 'react';

// The chart library is large: it is fetched only when a chart is first drawn, never with other pages.
const LazyActivityChart = lazy(() => import('./activity-chart'));
const LazyPortalBarChart = lazy(() => import('./portal-bar-chart'));

export function ActivityChart(props: ComponentProps<typeof LazyActivityChart>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 300} aria-label="Loading chart" />}>
      <LazyActivityChart {...props} />
    </Suspense>
  );
}

export function PortalBarChart(props: ComponentProps<typeof LazyPortalBarChart>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={240} aria-label="Loading chart" />}>
      <LazyPortalBarChart {...props} />
    </Suspense>
  );
}
