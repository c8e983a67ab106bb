import { PageFrame } from '@/components/page-frame';

export default function AdminAnalyticsManagementPage() {
  return (
    <PageFrame
      title="Analytics management"
      description="How long activity data is kept and how daily roll-ups are built for the analytics screens."
    />
  );
}
