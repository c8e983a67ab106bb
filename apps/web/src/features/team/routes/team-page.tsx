import { PageFrame } from '@/components/page-frame';

export default function TeamPage() {
  return (
    <PageFrame
      title="Team Management"
      description="Invite teammates, choose each person’s role — owner, admin, editor or viewer — and decide which portals they work on."
    />
  );
}
