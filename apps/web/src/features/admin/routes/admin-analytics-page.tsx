import { PageFrame } from '@/components/page-frame';

export default function AdminAnalyticsPage() {
  return (
    <PageFrame
      title="Platform Analytics"
      description="Sign-ups, active portals and client activity across the whole instance."
    />
  );
}
