import { PageFrame } from '@/components/page-frame';

export default function HelpPage() {
  return (
    <PageFrame
      title="Help Center"
      description="Answers to common questions about creating portals, protecting them with a PIN or email code, and reading client activity."
    />
  );
}
