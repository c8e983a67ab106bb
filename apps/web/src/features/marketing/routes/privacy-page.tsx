import { PageFrame } from '@/components/page-frame';

export default function PrivacyPage() {
  return (
    <PageFrame
      title="Privacy Policy"
      description="How this ClientDock instance collects, stores and uses the personal data of creators and of the clients who open their portals."
    />
  );
}
