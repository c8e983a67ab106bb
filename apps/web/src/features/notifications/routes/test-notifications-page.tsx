import { PageFrame } from '@/components/page-frame';

export default function TestNotificationsPage() {
  return (
    <PageFrame
      title="Test notifications"
      description="Send yourself a sample of each notification type to check how alerts reach you in the app, by email and by push."
    />
  );
}
