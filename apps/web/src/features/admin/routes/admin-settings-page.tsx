import { PageFrame } from '@/components/page-frame';

export default function AdminSettingsPage() {
  return (
    <PageFrame
      title="Platform settings"
      description="Instance-wide settings: sign-up approval, default plan limits, email sender and storage."
    />
  );
}
