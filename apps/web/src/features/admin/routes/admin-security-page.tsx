import { PageFrame } from '@/components/page-frame';

export default function AdminSecurityPage() {
  return (
    <PageFrame
      title="Security Logs"
      description="Sign-ins, failed sign-ins, PIN lockouts and role or plan changes, newest first."
    />
  );
}
