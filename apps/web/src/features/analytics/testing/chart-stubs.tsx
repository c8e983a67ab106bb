// jsdom cannot measure SVG: in tests the charts stand in as summaries of what they were given (their data is tested
// apart). Every test that stubs a chart uses these, so a chart module stubbed once serves every file of a worker.
export function ActivityChartStub({ points, compact }: { points: unknown[]; compact?: boolean }) {
  return (
    <div data-testid="activity-chart">
      {points.length} points{compact ? ', compact' : ''}
    </div>
  );
}

export function PortalBarChartStub({ portals }: { portals: unknown[] }) {
  return <div data-testid="portal-bar-chart">{portals.length} portals</div>;
}
