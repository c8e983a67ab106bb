import Skeleton from '@mui/material/Skeleton';
import { type ComponentProps, lazy, Suspense } from 'react';

// The chart library is large: it is fetched only when a chart is first drawn.
const LazyWeek = lazy(() => import('./dashboard-charts').then((module) => ({ default: module.WeekChart })));
const LazyPlans = lazy(() => import('./dashboard-charts').then((module) => ({ default: module.PlanChart })));

export function WeekChart(props: ComponentProps<typeof LazyWeek>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 260} aria-label="Loading chart" />}>
      <LazyWeek {...props} />
    </Suspense>
  );
}

export function PlanChart(props: ComponentProps<typeof LazyPlans>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 220} aria-label="Loading chart" />}>
      <LazyPlans {...props} />
    </Suspense>
  );
}
