import { PageFrame } from '@/components/page-frame';

export default function AnalyticsPage() {
  return (
    <PageFrame
      title="Analytics"
      description="Views, downloads, comments and approvals across your portals over the last 7, 30 or 90 days, a year, or all time."
    />
  );
}
