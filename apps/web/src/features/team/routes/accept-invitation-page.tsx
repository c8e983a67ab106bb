import { PageFrame } from '@/components/page-frame';

export default function AcceptInvitationPage() {
  return (
    <PageFrame
      title="Join a team"
      description="Accept an invitation to work on a creator’s portals as a team member; sign in or create an account with the invited address to continue."
    />
  );
}
