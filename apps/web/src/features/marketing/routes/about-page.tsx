import { PageFrame } from '@/components/page-frame';

export default function AboutPage() {
  return (
    <PageFrame
      title="About ClientDock"
      description="ClientDock is a self-hostable client portal for freelancers and agencies who want their client hand-offs to look as good as their work."
    />
  );
}
