import { PageFrame } from '@/components/page-frame';

export default function AdminNotificationsPage() {
  return (
    <PageFrame
      title="Platform notifications"
      description="Announcements sent to creators on this instance, and the delivery settings for email and push."
    />
  );
}
