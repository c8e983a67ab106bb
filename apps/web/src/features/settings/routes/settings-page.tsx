import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/features/auth';
import { AccountSummary } from '../components/account-summary';

export default function SettingsPage() {
  const me = useCurrentUser();
  return (
    <PageFrame
      title="Settings"
      description="Your profile, email, password, notification preferences and the defaults new portals start with."
      maxWidth="md"
    >
      <AccountSummary me={me} />
    </PageFrame>
  );
}
